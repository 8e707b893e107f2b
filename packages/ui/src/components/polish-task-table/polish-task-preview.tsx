import { PREVIEW_DIALOG_WIDTH_PX } from '@creator/domain/limits';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '../dialog';
import type { HashtagFinder } from '../hashtag-text';
import { PhonePreview } from '../phone-preview';
import { messages } from './messages';
import type { PolishTaskRow } from './polish-task-table';

export interface PolishTaskPreviewProps {
  /** The row shown; none closes the dialog. */
  row: PolishTaskRow | undefined;
  onClose: () => void;
  renderPreview?: (row: PolishTaskRow) => ReactNode;
  findHashtags?: HashtagFinder;
  timeZone?: string;
}

/** The 600-wide mobile preview of a task row (its own chunk, with the dialog: fetched on the first row opened). */
export default function PolishTaskPreview({
  row,
  onClose,
  renderPreview,
  findHashtags,
  timeZone,
}: PolishTaskPreviewProps) {
  const intl = useIntl();
  return (
    <Dialog open={row !== undefined} onOpenChange={(open) => !open && onClose()}>
      {row ? (
        <DialogContent
          width={PREVIEW_DIALOG_WIDTH_PX}
          data-slot="polish-task-preview"
          aria-describedby={undefined}
        >
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.preview)}</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex justify-center">
            {renderPreview ? (
              renderPreview(row)
            ) : (
              <PhonePreview
                title={row.title}
                content={row.body}
                findHashtags={findHashtags}
                images={row.images}
                publishDate={row.time}
                timeZone={timeZone}
                defaultTab="details"
              />
            )}
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
