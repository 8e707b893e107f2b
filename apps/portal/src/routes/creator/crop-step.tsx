import type { QueuedImage } from '@creator/api/client/upload-queue';
import { CropDialog } from '@creator/ui/crop-dialog';
import { cropImage } from '@creator/ui/lib/crop-image';
import { useState } from 'react';

/**
 * The crop dialog over one picture of the composer (original, 1:1, 3:2, 3:4): the crop is cut in the browser
 * and handed back to take the picture's place. PNG stays PNG; everything else becomes JPEG.
 */
export default function CropStep({
  image,
  onDone,
  onFailed,
}: {
  image: QueuedImage;
  /** The cut picture, or nothing when the creator closed the dialog. */
  onDone: (blob?: Blob) => void;
  onFailed: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <CropDialog
      open={open}
      src={image.src}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onDone();
      }}
      onConfirm={(area) => {
        const type = /\.png(?:$|\?)/iu.test(image.url ?? '') ? 'image/png' : 'image/jpeg';
        cropImage(image.src, area, { type })
          .then(({ blob }) => onDone(blob))
          .catch(() => {
            onFailed();
            onDone();
          });
      }}
    />
  );
}
