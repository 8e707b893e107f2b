import { useAccount } from '@creator/api/react/account';
import type { QueuedImage } from '@creator/api/client/upload-queue';
import { findHashtags } from '@creator/forms/rules/hashtag';
import type { PostFormValues } from '@creator/forms/rules/post-form';
import { cn } from '@creator/ui/lib/cn';
import { PhonePreview } from '@creator/ui/phone-preview';
import { memo, useMemo } from 'react';

const Preview = memo(PhonePreview);

/** The post as it will show on a phone: the account's name and picture, the pictures, the text, the date. */
export function ComposerPreview({
  values,
  images,
  openedAt,
  className,
}: {
  values: PostFormValues;
  images: readonly QueuedImage[];
  openedAt: number;
  /** Where the page places it (what a phone hides of it). */
  className?: string;
}) {
  const account = useAccount();
  // The same array while the same pictures show (an upload's progress does not re-render the preview).
  const previewKey = images.flatMap((image) => (image.status === 'error' ? [] : [image.src])).join('\n');
  const previewImages = useMemo(() => (previewKey ? previewKey.split('\n') : []), [previewKey]);
  return (
    <Preview
      className={cn('sticky top-20 shrink-0', className)}
      title={values.title}
      content={values.content}
      findHashtags={findHashtags}
      images={previewImages}
      authorName={account.data?.screen_name}
      authorAvatar={account.data?.avatar || undefined}
      publishDate={Math.floor((values.scheduled && values.publishAt ? values.publishAt : openedAt) / 1000)}
    />
  );
}
