import { lazy, Suspense, useState } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { useHoldUnsavedWork } from './unsaved-work';

// Its own chunk (Radix's alert dialog): fetched once the page holds unsaved work, before anyone leaves.
const LeaveDialog = lazy(() =>
  import('@creator/ui/leave-dialog').then((module) => ({ default: module.LeaveDialog })),
);

/**
 * Asks before a page with unsaved work is left: a link, the back button or any navigation of the app opens
 * ui's LeaveDialog (Stay keeps the page as it is, Leave goes on); closing or reloading the tab gets the
 * browser's own question. A change of the query alone (a tab, a filter) stays on the page and is not asked.
 * Needs the data router (app.tsx), which `useBlocker` requires. Inside an UnsavedWorkScope it says its path holds
 * unsaved work while it guards.
 */
export function LeaveGuard({ when, onLeave }: { when: boolean; onLeave?: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (when) event.preventDefault();
  });
  useHoldUnsavedWork(when);
  // Once there is work to lose, the dialog stays mounted (its chunk is in; a later Stay needs no fetch).
  const [armed, setArmed] = useState(when);
  if (when && !armed) setArmed(true);
  if (!armed) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          onLeave?.();
          blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}
