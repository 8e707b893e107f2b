import { OutboxProvider, useOutboxItems, type OutboxItem } from '@creator/api/react/outbox';
import { lazy, Suspense, type ReactNode } from 'react';
import { UnsavedWorkScope } from '../components/unsaved-work';
import { notify } from '../providers/notify';
import { messages } from './outbox-messages';

// The panel, with its dialog and the way back to a page, comes only when something waits.
const WaitingWork = lazy(() => import('./waiting-work'));

/** Where the top bar's count takes the creator. */
export const OUTBOX_PANEL_ID = 'outbox';

const sayDone = (item: OutboxItem) =>
  notify({ tone: 'success', message: item.kind === 'draft' ? messages.draftSaved : messages.published });

/**
 * The signed-in creator's outbox for the frame: what waits is sent when the network is back, and said so; the
 * panel's Edit sees which page on screen holds unsaved work.
 */
export function OutboxScope({ owner, children }: { owner: number; children: ReactNode }) {
  return (
    <OutboxProvider owner={String(owner)} onSent={sayDone}>
      <UnsavedWorkScope>{children}</UnsavedWorkScope>
    </OutboxProvider>
  );
}

/** The writes waiting on this device, at the top of every page of the frame (nothing when none). */
export function OutboxPanelSlot() {
  const items = useOutboxItems();
  if (!items || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitingWork id={OUTBOX_PANEL_ID} items={items} />
    </Suspense>
  );
}

/** Shows the panel: scrolled to and focused. */
export function showOutboxPanel() {
  const panel = document.getElementById(OUTBOX_PANEL_ID);
  panel?.scrollIntoView({ block: 'start' });
  panel?.focus();
}
