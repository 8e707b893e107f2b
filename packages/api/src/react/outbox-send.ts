import { useCallback, useEffect, useRef } from 'react';
import { keyedSender } from '../client/idempotency';
import { answeredNothing, type Outbox, type OutboxItem, type OutboxKind } from '../client/outbox';
import type { CallOptions } from '../client/request';
import { browserStorage } from '@creator/domain/storage';
import { useOutbox, type Queued } from './outbox';

/** Where a write was made, so that "Edit" takes it back there with the form's work as its saved draft. */
export interface WrittenAt {
  /** The page's address (path and query). */
  path: string;
  /** The form's `useLocalDraft` key (saved just before sending); null while unknown. */
  draftKey: string | null;
}

/**
 * A write's endpoint with keys on its sends (client/idempotency.ts) that, when a send gets no answer at all, puts
 * the write into the outbox with its key and body and answers `Queued`. Outside an outbox it fails as the call did.
 */
export function useQueueingSend<B, A>(
  kind: OutboxKind,
  endpoint: (body: B, options: CallOptions) => Promise<A>,
  { identity, writtenAt }: { identity?: (body: B) => unknown; writtenAt?: WrittenAt } = {},
): (body: B) => Promise<A | Queued> {
  const outbox = useOutbox();
  const latest = useRef({ outbox, writtenAt });
  useEffect(() => {
    latest.current = { outbox, writtenAt };
  });
  // One sender for the component's life, made at its first send: its key outlives a send with no answer.
  const sender = useRef<((body: B) => Promise<A | Queued>) | null>(null);
  return useCallback(
    (body: B) => {
      sender.current ??= keyedSender(async (sent: B, idempotencyKey): Promise<A | Queued> => {
        try {
          return await endpoint(sent, { idempotencyKey });
        } catch (error) {
          const { outbox: queue, writtenAt: at } = latest.current;
          if (!queue || !answeredNothing(error)) throw error;
          const draft = at?.draftKey ? browserStorage()?.getItem(at.draftKey) : null;
          const edit = at?.draftKey && draft ? { path: at.path, draftKey: at.draftKey, draft } : undefined;
          // A device that cannot keep it (no IndexedDB) tells the failure as it was: the form stays.
          const item = await queue.add(kind, sent, { key: idempotencyKey, edit }).catch(() => {
            throw error;
          });
          return { queued: item };
        }
      }, identity);
      return sender.current(body);
    },
    // The endpoint, kind and identity of a write do not change over a component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * Takes a waiting write back to its page with its work as the form's saved draft (offered there), out of the
 * outbox, once a send under way has ended: `back`; `blocked` when the page's draft slot holds other work, which
 * would be lost (or there is no work to bring back); `gone` when it was sent or forgotten meanwhile.
 */
export async function takeBack(outbox: Outbox, item: OutboxItem): Promise<'back' | 'blocked' | 'gone'> {
  const storage = browserStorage();
  if (!item.edit || !storage) return 'blocked';
  const { draftKey, draft } = item.edit;
  const there = storage.getItem(draftKey);
  if (there !== null && there !== draft) return 'blocked';
  if (!(await outbox.remove(item.id))) return 'gone';
  storage.setItem(draftKey, draft);
  return 'back';
}
