import type { ConfirmDialogProps } from '@creator/ui/confirm-dialog';
import { lazy, Suspense, useState } from 'react';

// Its own chunk (Radix's alert dialog): no page pays for it before it asks something.
const ConfirmDialog = lazy(() =>
  import('@creator/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

type Props = ConfirmDialogProps & {
  /** Fetch the dialog already, while it is still closed (an action is being checked before it asks). */
  load?: boolean;
};

/** ui's ConfirmDialog, downloaded the first time it opens (or is about to). */
export function LazyConfirmDialog({ load = false, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (load || props.open)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
