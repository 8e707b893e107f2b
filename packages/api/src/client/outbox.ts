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
   * Runs `work` while no other work on the outbox runs, in this tab or another (the Web Locks API where the
   * browser has it): one item's send, or a Cancel, an Edit or a sign-out. So two tabs never send the same item,
   * and a Cancel waits for the send under way only, never for the items after it.
   */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

const LOCK = 'creator-portal-outbox';

/** One work at a time, in turn: this tab's stand-in where the browser has no Web Locks. */
export function inTabLock(): (work: () => Promise<void>) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

const thisTab = inTabLock();

/** The browser's Web Locks (across tabs, granted in turn), or this tab's lock where there are none. */
function webLock(work: () => Promise<void>): Promise<void> {
  // Some browsers (and test DOMs) name `locks` and leave it null.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | null);
  return locks ? locks.request(LOCK, work) : thisTab(work);
}

export interface Outbox {
  /** Keeps a write for the network's return; `key` is the key of a send already tried (else a new one). */
  add(kind: OutboxKind, body: unknown, extra?: { key?: string; edit?: OutboxEdit }): Promise<OutboxItem>;
  /** The current session's items, oldest first. */
  items(): Promise<OutboxItem[]>;
  /**
   * Forgets an item (the creator cancelled it, or took it back into the composer to edit), once the send under way
   * (of any item, in any tab) has ended; false when it was gone by then (sent, or forgotten elsewhere).
   */
  remove(id: string): Promise<boolean>;
  /** Forgets every item of the current session (signing out), once the send under way has ended. */
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

  /** Sends one item, under the lock, as it is now; false when the items after it must wait (no answer). */
  const sendOne = async (id: string, owner: string | null): Promise<boolean> => {
    let goOn = true;
    await exclusive(async () => {
      // As it is now: cancelled, taken back or refused meanwhile (another tab), or another creator signed in.
      const item = await options.store.get(id);
      if (!item || item.state !== 'waiting') return;
      if (owner === null || item.owner !== owner || (await options.owner()) !== owner) {
        goOn = false;
        return;
      }
      let answer: unknown;
      try {
        answer = await options.send[item.kind](item.body, item.id);
      } catch (error) {
        // Only the server's refusal waits for the creator; no answer, an ended session or a failure of the
        // device (the calls' code not loaded, the store) is tried again later.
        if (!isApiError(error) || sendAgainLater(error) || error.kind === 'aborted') {
          goOn = false;
          return;
        }
        await options.store.put({ ...item, state: 'refused', refusal: error.message });
        changed();
        return;
      }
      await options.store.delete(item.id);
      changed();
      options.onSent?.(item, answer);
    });
    return goOn;
  };

  /** Every waiting item, oldest first; false when it stopped at one that got no answer. */
  const sendAll = async (): Promise<boolean> => {
    const owner = await options.owner();
    for (const listed of await mine()) if (!(await sendOne(listed.id, owner))) return false;
    return true;
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
      await exclusive(async () => {
        if (!(await options.store.get(id))) return;
        await options.store.delete(id);
        removed = true;
      });
      if (removed) changed();
      return removed;
    },
    async clear() {
      let removed = 0;
      await exclusive(async () => {
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
      // Once more while asked meanwhile, unless the network is still away (the next trigger tries again then).
      const run = async () => {
        let sentAll: boolean;
        do {
          again = false;
          sentAll = await sendAll();
        } while (again && sentAll);
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
