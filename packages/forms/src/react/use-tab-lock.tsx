import { useCallback, useEffect, useRef, useState } from 'react';

/** The channel the editors of one browser talk on. */
export const TAB_LOCK_CHANNEL = 'creator:editor-tabs';

type Message =
  /** A tab opened the key. */
  | { type: 'open'; key: string; tab: string; since: number }
  /** The tab holding the key answers an opening. */
  | { type: 'held'; key: string; tab: string; since: number }
  /** A tab takes the key over from whoever holds it. */
  | { type: 'take'; key: string; tab: string; since: number };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

export interface TabLockOptions {
  /** A stand-in for tests; the browser's BroadcastChannel by default (none: the lock is always held). */
  createChannel?: (name: string) => Channel | undefined;
  /** Opening time, for the tie of two tabs that open at once (the earlier keeps the key). */
  now?: () => number;
}

function browserChannel(name: string): Channel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
}

function isMessage(data: unknown): data is Message {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    (message.type === 'open' || message.type === 'held' || message.type === 'take') &&
    typeof message.key === 'string' &&
    typeof message.tab === 'string' &&
    typeof message.since === 'number'
  );
}

/**
 * One tab at a time edits a given item (`key`): a tab that opens it while another holds it learns so at once
 * (`held` false) and may take it over, which tells the other tab it no longer holds it. Neither overwrites the
 * other silently: the page stops autosaving and editing where `held` is false. Of two tabs opening together,
 * the earlier keeps the key. A null key holds nothing and hears nothing.
 */
export function useTabLock(
  key: string | null,
  { createChannel = browserChannel, now = Date.now }: TabLockOptions = {},
) {
  // The key this tab gave up (another tab holds it); a new key starts held.
  const [yielded, setYielded] = useState<string | null>(null);
  const channel = useRef<Channel | undefined>(undefined);
  const self = useRef<{ tab: string; since: number } | undefined>(undefined);
  /** Whether this tab holds the key, as the channel's listener reads it. */
  const holding = useRef(true);

  useEffect(() => {
    if (!key) return;
    const opened = createChannel(TAB_LOCK_CHANNEL);
    if (!opened) return;
    const me = { tab: Math.random().toString(36).slice(2), since: now() };
    self.current = me;
    channel.current = opened;
    holding.current = true;
    const earlier = (other: { tab: string; since: number }) =>
      other.since < me.since || (other.since === me.since && other.tab < me.tab);
    const yieldKey = () => {
      holding.current = false;
      setYielded(key);
    };
    opened.onmessage = (event) => {
      if (!isMessage(event.data) || event.data.key !== key || event.data.tab === me.tab) return;
      const message = event.data;
      if (message.type === 'open' && holding.current) {
        opened.postMessage({ type: 'held', key, ...me } satisfies Message);
        // Opened together: the later tab yields on hearing the earlier one's answer, not this one.
        if (earlier(message)) yieldKey();
      } else if (message.type === 'held' && earlier(message)) yieldKey();
      else if (message.type === 'take') yieldKey();
    };
    opened.postMessage({ type: 'open', key, ...me } satisfies Message);
    return () => {
      opened.onmessage = null;
      opened.close();
      channel.current = undefined;
    };
  }, [key, createChannel, now]);

  /** Takes the item over: the tab that held it stops editing. */
  const takeOver = useCallback(() => {
    if (key && channel.current && self.current)
      channel.current.postMessage({ type: 'take', key, ...self.current } satisfies Message);
    holding.current = true;
    setYielded(null);
  }, [key]);

  return { held: key === null || yielded !== key, takeOver };
}
