import { useEffect, useRef, useState, type RefObject } from 'react';

/** One action at a time for a page: its presses while an action runs send nothing. */
export interface OneAtATime {
  /**
   * Runs `step` unless an action is under way, in which case nothing happens. `stillWanted()` turns false once
   * the page is gone, so that an answer that returns after the creator moved on changes nothing. A failure
   * ends the action quietly: the API client has said why already (the mutation's `meta`).
   */
  run: (step: (stillWanted: () => boolean) => Promise<unknown>) => Promise<void>;
}

/** The guard of OneAtATime, for a page whose actions (a check, a delete, a claim) must not overlap. */
export function useOneAtATime(): OneAtATime {
  const acting = useRef(false);
  const mounted = useRef(false);
  // Set in the effect, not the ref's start: StrictMode's second mount must count as mounted again.
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const [guard] = useState<OneAtATime>(() => ({
    run: async (step) => {
      if (acting.current) return;
      acting.current = true;
      try {
        await step(() => mounted.current);
      } catch {
        // Said by the client; the page stays as it was.
      } finally {
        acting.current = false;
      }
    },
  }));
  return guard;
}

/** The part of a TanStack mutation the flow drives: its call, and whether one is under way. */
export interface ActionMutation<T> {
  mutateAsync: (item: T) => Promise<unknown>;
  isPending: boolean;
}

export interface ConfirmedActionOptions<T> {
  /** What to say once it is done (the portal's success toast). */
  onDone?: (item: T) => void;
  /** The list the focus goes to when the question closes: the row and its button may be gone by then. */
  list?: RefObject<HTMLElement | null>;
  /** The guard the page's other actions share, so that none overlaps this one; its own otherwise. */
  guard?: OneAtATime;
  /** A failed action leaves the question open, to be tried again; by default it closes. */
  keepAskingOnFailure?: boolean;
}

export interface ConfirmedAction<T> {
  /** The item the question is about while it is open; undefined while it is closed. */
  asking: T | undefined;
  /** Opens the question about `item`. */
  ask: (item: T) => void;
  /** The creator's yes: runs the mutation on the item asked about, once, however often it is pressed. */
  confirm: () => Promise<void>;
  /** The creator's no (Cancel, Escape): closes the question unless the action is already under way. */
  dismiss: () => void;
  /** The action is under way: the dialog's confirm button shows it. */
  busy: boolean;
  /** The item whose action is under way, for its row to show it. */
  working: T | undefined;
  /** Where the focus goes as the question closes (the dialog's `returnFocus`). */
  returnFocus: () => HTMLElement | null | undefined;
}

/**
 * An action a list asks about first (delete, give up): the question about one item, the action once it is
 * confirmed, busy while it runs, what to say once it is done. The list is fetched again by the mutation
 * itself (its own invalidation), never here a second time.
 */
export function useConfirmedAction<T>(
  mutation: ActionMutation<T>,
  { onDone, list, guard, keepAskingOnFailure = false }: ConfirmedActionOptions<T> = {},
): ConfirmedAction<T> {
  const [asking, setAsking] = useState<T>();
  const own = useOneAtATime();
  const { run } = guard ?? own;
  const busy = mutation.isPending;

  const confirm = () =>
    run(async () => {
      if (asking === undefined || busy) return;
      let done = false;
      try {
        await mutation.mutateAsync(asking);
        done = true;
        onDone?.(asking);
      } finally {
        if (done || !keepAskingOnFailure) setAsking(undefined);
      }
    });

  return {
    asking,
    ask: (item) => setAsking(() => item),
    confirm,
    dismiss: () => {
      if (!busy) setAsking(undefined);
    },
    busy,
    working: busy ? asking : undefined,
    returnFocus: () => list?.current,
  };
}
