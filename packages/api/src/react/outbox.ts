/**
 * The outbox in React (issue 37, decision 0033): one per signed-in creator, provided by the frame. The three
 * writes a creator may send again (publish, an article draft's save, a polished task's publish) go into it when
 * their send got no answer at all, and it sends what waits when the network comes back: on `online`, when the page
 * is shown again, every OUTBOX_RETRY_MS while the browser says it is online, or when the creator asks.
 */
import { browserNetwork } from '@creator/domain/network';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { OUTBOX_RETRY_MS } from '@creator/domain/limits';
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { deviceOutboxStore } from '../client/device-db';
import {
  createOutbox,
  type Outbox,
  type OutboxItem,
  type OutboxKind,
  type OutboxStore,
} from '../client/outbox';
import type { PolishPublishBody, PublishBody } from '../schemas/publish.bodies';
import type { DraftSaveBody } from '../schemas/drafts.bodies';
import { apiKeys } from './keys';

export type { OutboxItem, OutboxKind };

/** The creator's outbox and what waits in it, read from the device once for every reader under the provider. */
const OutboxContext = createContext<{ outbox: Outbox; items: OutboxItem[] | undefined } | null>(null);

/** What a write that went into the outbox answers in place of the server: the item waiting. */
export interface Queued {
  queued: OutboxItem;
}

export function isQueued(answer: unknown): answer is Queued {
  return typeof answer === 'object' && answer !== null && 'queued' in answer;
}

export interface OutboxProviderProps {
  /** The signed-in creator (`user_id`): their items only are shown and sent. */
  owner: string;
  /** Told of each waiting write the server took (the page says so). */
  onSent?: (item: OutboxItem) => void;
  /** The device's IndexedDB by default (stories and tests pass another). */
  store?: OutboxStore;
  children?: ReactNode;
}

/** The creator's outbox for everything under it, sent when the network is back. */
export function OutboxProvider({ owner, onSent, store, children }: OutboxProviderProps) {
  const queryClient = useQueryClient();
  const told = useRef(onSent);
  // The other tabs' ear, while this provider is mounted (useItemsOf opens it).
  const tabsRef = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    told.current = onSent;
  });
  const outbox = useMemo(
    () =>
      createOutbox({
        store: store ?? deviceOutboxStore(),
        // The calls come with the first item to send: a frame with nothing waiting downloads none of them.
        send: {
          publish: async (body, key) =>
            (await import('../endpoints/publish')).publishContent(body as PublishBody, {
              idempotencyKey: key,
            }),
          draft: async (body, key) =>
            (await import('../endpoints/drafts')).saveDraft(body as DraftSaveBody, { idempotencyKey: key }),
          polish: async (body, key) =>
            (await import('../endpoints/publish')).publishPolishedTask(body as PolishPublishBody, {
              idempotencyKey: key,
            }),
        },
        owner: () => Promise.resolve(owner),
        onSent: (item) => {
          void invalidateWritten(queryClient, item.kind);
          tabsRef.current?.postMessage({ sent: item.kind } satisfies TabMessage);
          told.current?.(item);
        },
      }),
    [owner, store, queryClient],
  );
  const items = useItemsOf(outbox, queryClient, tabsRef);
  useEffect(() => {
    const flush = () => {
      if (browserNetwork.online()) void outbox.flush().catch(() => undefined);
    };
    const shown = () => document.visibilityState === 'visible' && flush();
    flush();
    const timer = setInterval(flush, OUTBOX_RETRY_MS);
    const stopWatch = browserNetwork.onOnline(flush);
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearInterval(timer);
      stopWatch();
      document.removeEventListener('visibilitychange', shown);
    };
  }, [outbox]);
  const value = useMemo(() => ({ outbox, items }), [outbox, items]);
  return createElement(OutboxContext.Provider, { value }, children);
}

/** What each write changes: the lists and counts it appears in, read again once the server has taken it. */
const WRITTEN_INTO: Record<OutboxKind, readonly QueryKey[]> = {
  publish: [apiKeys.content.all, apiKeys.drafts.all, apiKeys.home()],
  draft: [apiKeys.drafts.all],
  polish: [apiKeys.content.all, apiKeys.polishTasks.all, apiKeys.home()],
};

/** Marks what a write of `kind` changed as stale, whether it went from its page or from the outbox. */
export function invalidateWritten(queryClient: QueryClient, kind: OutboxKind) {
  return Promise.all(WRITTEN_INTO[kind].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The creator's outbox, or null outside a signed-in frame (a story, a test). */
export function useOutbox(): Outbox | null {
  return useContext(OutboxContext)?.outbox ?? null;
}

/** The creator's waiting (and refused) writes, oldest first; undefined until read from the device. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const context = useContext(OutboxContext);
  return context ? context.items : [];
}

/** Where the tabs of the portal tell each other their outbox changed (the device's store is shared). */
const CHANNEL = 'creator-portal-outbox';

/**
 * What one tab tells the others: its outbox changed, or the server took a write it sent from there, whose lists
 * and counts the others read again too (they would not until shown again otherwise).
 */
type TabMessage = 'changed' | { sent: OutboxKind };

/** The kind of write another tab says it sent, if the message says that (any page of the origin may post). */
function sentElsewhere(message: unknown): OutboxKind | null {
  if (typeof message !== 'object' || message === null || !('sent' in message)) return null;
  const { sent } = message;
  return typeof sent === 'string' && Object.hasOwn(WRITTEN_INTO, sent) ? (sent as OutboxKind) : null;
}

/**
 * What waits in `outbox`, read again at each change, this tab's or another's; undefined until first read. The
 * channel to the other tabs is `tabsRef` while mounted; what another tab sent is marked stale here too.
 */
function useItemsOf(
  outbox: Outbox,
  queryClient: QueryClient,
  tabsRef: RefObject<BroadcastChannel | null>,
): OutboxItem[] | undefined {
  const [items, setItems] = useState<{ of: Outbox; items: OutboxItem[] | undefined }>({
    of: outbox,
    items: undefined,
  });
  useEffect(() => {
    let current = true;
    // Reads can end out of order (a change here and another tab's, each read at once): the last asked wins.
    let asked = 0;
    const read = () => {
      const mine = (asked += 1);
      const take = (next: OutboxItem[]) => current && mine === asked && setItems({ of: outbox, items: next });
      void outbox.items().then(take, () => take([]));
    };
    read();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    tabsRef.current = channel;
    if (channel)
      channel.onmessage = ({ data }: MessageEvent<unknown>) => {
        read();
        const kind = sentElsewhere(data);
        if (kind) void invalidateWritten(queryClient, kind);
      };
    const unsubscribe = outbox.subscribe(() => {
      read();
      channel?.postMessage('changed' satisfies TabMessage);
    });
    return () => {
      current = false;
      unsubscribe();
      if (tabsRef.current === channel) tabsRef.current = null;
      channel?.close();
    };
  }, [outbox, queryClient, tabsRef]);
  return items.of === outbox ? items.items : undefined;
}
