import { formatDateTime } from '@creator/ui/lib/format-date';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

// Only a page with a saved draft to offer downloads it.
const DraftRestoreAlert = lazy(() =>
  import('@creator/ui/draft-restore-alert').then((module) => ({ default: module.DraftRestoreAlert })),
);

/** The part of `useLocalDraft` the offer needs. */
export interface OfferedDraft {
  offer: { savedAt: number } | null;
  restore: () => unknown;
  discard: () => void;
}

/** The draft kept on this device, offered back to the composer, the editor and the task editor alike. */
export function DraftOffer({ draft }: { draft: OfferedDraft }) {
  const intl = useIntl();
  if (!draft.offer) return null;
  return (
    <Suspense fallback={null}>
      <DraftRestoreAlert
        savedAt={formatDateTime(Math.floor(draft.offer.savedAt / 1000), intl.locale)}
        onContinue={() => void draft.restore()}
        onDiscard={draft.discard}
      />
    </Suspense>
  );
}
