import { lazy, Suspense, useState } from 'react';
import type { ImagePreviewAtProps } from './image-preview';

const ImagePreviewAt = lazy(() =>
  import('./image-preview').then((module) => ({ default: module.ImagePreviewAt })),
);

/**
 * ImagePreviewAt fetched when it first opens: a page of thumbnails (the notices, a post's gallery) does not pay
 * for the lightbox and its dialog until someone looks at a picture. Once loaded it stays mounted, so it can
 * animate closed.
 */
export function LazyImagePreviewAt(props: ImagePreviewAtProps) {
  const [opened, setOpened] = useState(props.at !== null);
  if (props.at !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreviewAt {...props} />
    </Suspense>
  );
}
