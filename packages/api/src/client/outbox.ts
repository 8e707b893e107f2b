/**
 * The outbox (issue 37): writes a creator asked for while the network was away — a publish, an article draft's
 * save, a polished task's publish — kept on the device and sent, once, when it comes back. Each item keeps the
 * `Idempotency-Key` and the body of its first send (decision 0030), so that a send whose answer was lost and is
 * sent again is written once by a backend that honours the key. React-free; the store is IndexedDB in the browser.
 */
import { isApiError } from './errors';
import { newIdempotencyKey } from './idempotency';

export type OutboxKind = 'publish' | 'draft' | 'polish';

export interface OutboxItem {
  /** The item's id, which is also its `Idempotency-Key`: one write, one key. */
  id: string;
  kind: OutboxKind;
  /** Whose write this is (the creator's user id): another creator signed in on the device never sends or sees it. */
  owner: string;
  body: unknown;
  /** When the creator asked for it (ms since the epoch). */
  queuedAt: number;
  /** Waiting for the network, or refused by the server (with its message): a refusal waits for the creator. */
  state: 'waiting' | 'refused';
  refusal?: string;
  /** Where the creator wrote it, to take it back there: the page and its draft on this device when it was queued. */
  edit?: OutboxEdit;
}

/** The page a write came from and the form's saved draft then (`useLocalDraft`'s key and stored text). */
export interface OutboxEdit {
  path: string;
  draftKey: string;
  draft: string;
}

export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Sends one kind of write with its key; resolves with the server's answer, rejects with an ApiError. */
export type OutboxSend = (body: unknown, idempotencyKey: string) => Promise<unknown>;

export interface OutboxOptions {
  store: OutboxStore;
  send: Record<OutboxKind, OutboxSend>;
  /** The current session's owner; null when signed out (nothing is sent then). */
  owner: () => Promise<string | null>;
  /** Told of each item the server took, with its answer. */
  onSent?: (item: OutboxItem, answer: unknown) => void;
  now?: () => number;
  /**
   * Runs `work` while no other tab of the portal runs its own (the Web Locks API where the browser has it), so
   * that two tabs never send the same item at once.
   */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

const LOCK = 'creator-portal-outbox';

/** The browser's Web Locks, or the work as it is where there are none. */
function webLock(work: () => Promise<void>): Promise<void> {
  // Some browsers (and test DOMs) name `locks` and leave it null.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | null);
  return locks ? locks.request(LOCK, work) : work();
}

export interface Outbox {
  /** Keeps a write for the network's return; `key` is the key of a send already tried (else a new one). */
  add(kind: OutboxKind, body: unknown, extra?: { key?: string; edit?: OutboxEdit }): Promise<OutboxItem>;
  /** The current session's items, oldest first. */
  items(): Promise<OutboxItem[]>;
  /**
   * Forgets an item (the creator cancelled it, or took it back into the composer to edit), once a send under way
   * has ended; false when it was gone by then (sent, or forgotten elsewhere).
   */
  remove(id: string): Promise<boolean>;
  /** Forgets every item of the current session (signing out), once a send under way has ended. */
  clear(): Promise<void>;
  /**
   * Sends the current session's waiting items, oldest first, one at a time; stops at the first that gets no
   * answer (the network is still away). Runs once at a time: a call while it runs waits for it, and has it go over
   * the items once more when done (for what was added meanwhile).
   */
  flush(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/**
 * Whether a failed send may go again later as it is: no answer came (or a 5xx), so the server may not have it; or
 * the session ended (401), and the creator signs in again before it goes.
 */
export function sendAgainLater(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'unauthorized');
}

/**
 * Whether a send failed before any answer came (the network was away, or dropped it on the way): such a write
 * goes into the outbox. A 5xx is an answer: the page tells it, and the creator decides.
 */
export function answeredNothing(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && error.status === undefined;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const now = options.now ?? Date.now;
  const exclusive = options.exclusive ?? webLock;
  let flushing: Promise<void> | undefined;
  /** A flush was asked while one ran: it goes over the items once more when done (what was added meanwhile). */
  let again = false;

  const mine = async () => {
    const owner = await options.owner();
    if (owner === null) return [];
    const all = await options.store.all();
    return all.filter((item) => item.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt);
  };

  const sendAll = async () => {
    const owner = await options.owner();
    for (const listed of await mine()) {
      // As it is now: cancelled, taken back or refused meanwhile (another tab), or another creator signed in.
      const item = await options.store.get(listed.id);
      if (!item || item.state !== 'waiting') continue;
      if (owner === null || item.owner !== owner || (await options.owner()) !== owner) return;
      let answer: unknown;
      try {
        answer = await options.send[item.kind](item.body, item.id);
      } catch (error) {
        // Only the server's refusal waits for the creator; no answer, an ended session or a failure of the
        // device (the calls' code not loaded, the store) is tried again later.
        if (!isApiError(error) || sendAgainLater(error) || error.kind === 'aborted') return;
        if (!(await options.store.get(item.id))) continue;
        await options.store.put({ ...item, state: 'refused', refusal: error.message });
        changed();
        continue;
      }
      await options.store.delete(item.id);
      changed();
      options.onSent?.(item, answer);
    }
  };

  /**
   * Runs `work` on the store once no send is under way, in this tab or another (the same lock as theirs): after a
   * send, its item is either sent (gone) or still here, never on its way.
   */
  const afterSends = async (work: () => Promise<void>) => {
    await flushing?.catch(() => undefined);
    await exclusive(work);
  };

  return {
    async add(kind, body, { key = newIdempotencyKey(), edit } = {}) {
      const owner = await options.owner();
      if (owner === null) throw new Error('The outbox keeps writes of a signed-in creator only.');
      const item: OutboxItem = {
        id: key,
        kind,
        owner,
        body,
        queuedAt: now(),
        state: 'waiting',
        ...(edit ? { edit } : {}),
      };
      await options.store.put(item);
      changed();
      return item;
    },
    items: mine,
    async remove(id) {
      let removed = false;
      await afterSends(async () => {
        if (!(await options.store.get(id))) return;
        await options.store.delete(id);
        removed = true;
      });
      if (removed) changed();
      return removed;
    },
    async clear() {
      let removed = 0;
      await afterSends(async () => {
        for (const item of await mine()) {
          await options.store.delete(item.id);
          removed += 1;
        }
      });
      if (removed > 0) changed();
    },
    flush() {
      if (flushing) {
        again = true;
        return flushing;
      }
      const run = async () => {
        do {
          again = false;
          await exclusive(sendAll);
        } while (again);
      };
      flushing = run().finally(() => {
        flushing = undefined;
      });
      return flushing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
