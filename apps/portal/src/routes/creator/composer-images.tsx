import type { UploadQueue } from '@creator/api/client/lazy-upload-queue';
import type { QueuedImage } from '@creator/api/client/upload-queue';
import { POST_IMAGES_MAX } from '@creator/forms/rules/post';
import { uploadAccept } from '@creator/forms/rules/upload-accept';
import { ImageGrid } from '@creator/ui/image-grid';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../providers/notify';
import { messages } from './creator-messages';

// Its own chunk (react-easy-crop and Radix's dialog): fetched when a picture is first cropped.
const CropStep = lazy(() => import('./crop-step'));

/**
 * Checks picked, dropped or pasted files one by one (format, then size: each refusal is its own toast), keeps
 * as many as fit under the maximum (warning with it), and hands them to the upload queue.
 */
export async function addImageFiles(queue: UploadQueue, files: readonly File[]) {
  // The checks and their messages come with the first file.
  const { checkUploadFile, fitUploadCount } = await import('@creator/forms/rules/upload');
  const accepted = files.filter((file) => {
    const problem = checkUploadFile(file, 'post');
    if (problem) notify({ tone: 'error', message: problem });
    return !problem;
  });
  // The queue as it is now, not as last rendered: two picks in quick succession never pass the maximum.
  const existing = queue.getSnapshot().length;
  const { accepted: room, warning } = fitUploadCount(existing, accepted.length, POST_IMAGES_MAX);
  if (warning) notify({ tone: 'warning', message: warning });
  if (room > 0) queue.add(accepted.slice(0, room));
}

/** The composer's images, headed and hinted: the grid on the upload queue, with the crop step on demand. */
export function ComposerImages({
  queue,
  images,
  onChange,
}: {
  queue: UploadQueue;
  images: readonly QueuedImage[];
  /** Told of every change the creator makes (the page clears an images problem). */
  onChange: () => void;
}) {
  const intl = useIntl();
  const labelledBy = useId();
  const [cropping, setCropping] = useState<QueuedImage>();
  const changed =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      action(value);
      onChange();
    };

  return (
    <section data-field="images" className="flex flex-col gap-2">
      <h2 id={labelledBy} className="text-sm font-medium text-ink">
        {intl.formatMessage(messages.images)}
      </h2>
      <p className="text-xs text-ink-muted">{intl.formatMessage(messages.imagesHint)}</p>
      <ImageGrid
        aria-labelledby={labelledBy}
        items={images}
        max={POST_IMAGES_MAX}
        accept={uploadAccept('post')}
        onAdd={changed((files: File[]) => void addImageFiles(queue, files))}
        onRemove={changed((id: string) => queue.remove(id))}
        onRetry={changed((id: string) => queue.retry(id))}
        onReorder={changed((ids: string[]) => queue.reorder(ids))}
        onCrop={(id) => setCropping(images.find((image) => image.id === id))}
      />
      {cropping ? (
        <Suspense fallback={null}>
          <CropStep
            image={cropping}
            onDone={(blob) => {
              if (blob) queue.replace(cropping.id, blob);
              setCropping(undefined);
            }}
            onFailed={() => notify({ tone: 'error', message: messages.cropFailed })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
