import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { browserStorage, type KeyValueStorage } from '@creator/domain/storage';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '../rules/local-draft';
import { useAutosave } from './use-autosave';

/** What every saved draft carries: whose it is (the item edited, or null for new work) and when it was saved. */
export interface LocalDraftBase {
  contentId: number | null;
  /** Unix milliseconds. */
  savedAt: number;
}

/** What a form gives its draft: the fields as the draft schema holds them. */
export type DraftFields<D extends LocalDraftBase> = Omit<D, keyof LocalDraftBase>;

export interface LocalDraftOptions<D extends LocalDraftBase> {
  /** Where the draft is kept (`draft:post:<user_id>`…); null while unknown or not wanted: nothing is saved or offered. */
  draftKey: string | null;
  /** The item the form edits, or null for new work: a draft is offered back only to the form it belongs to. */
  contentId: number | null;
  /** What a stored draft must read as; anything else (hand-edited, hostile, older) is removed, never offered. */
  schema: z.ZodMiniType<D>;
  /** The form now, as a draft's fields. */
  read: () => DraftFields<D>;
  /** Puts a draft's fields into the form (a restore, or its undo). */
  write: (fields: DraftFields<D>) => void;
  /** The form holds nothing worth keeping. */
  empty: boolean;
  /** The form differs from what it opened with; unchanged, a draft saved in between is removed (it would offer stale work). */
  changed?: boolean;
  now: () => number;
  storage?: KeyValueStorage;
  /** No autosave (sending, sent and on the way out, or another tab holds the item). */
  paused?: boolean;
}

/**
 * A form's draft on this device, for the composer, the editor and the task editor alike: saved every 8 000 ms
 * while there is work in it, offered back on opening (to the form it belongs to only), restored or given up on
 * the creator's answer, and a restore undone on request (the offer comes back). A draft another form owns is
 * never saved over: an edit never overwrites the new work the creator was writing.
 */
export function useLocalDraft<D extends LocalDraftBase>({
  draftKey,
  contentId,
  schema,
  read,
  write,
  empty,
  changed = true,
  now,
  storage = browserStorage(),
  paused = false,
}: LocalDraftOptions<D>) {
  const [offerFor, setOfferFor] = useState<string | null>(null);
  const [offer, setOffer] = useState<D | null>(null);
  /** The form before a restore, while it can be undone. */
  const [beforeRestore, setBeforeRestore] = useState<{ fields: DraftFields<D>; draft: D } | null>(null);

  // The saved draft is looked up once per key (the account arrives after the first render).
  if (draftKey && storage && offerFor !== draftKey) {
    setOfferFor(draftKey);
    const saved = readLocalDraft(storage, draftKey, schema);
    setOffer(saved && saved.contentId === contentId ? saved : null);
  }

  /** Whether the saved draft is this form's (or there is none). */
  const ownsSaved = () => {
    if (!draftKey || !storage) return false;
    const saved = readLocalDraft(storage, draftKey, schema);
    return saved === null || saved.contentId === contentId;
  };

  /**
   * Saves now unless there is nothing to keep, an offer waits for its answer (unless `overOffer`: the creator
   * sends other work), or the saved draft is another form's.
   */
  const save = (overOffer = false) => {
    if (!draftKey || !storage || empty || (offer !== null && !overOffer)) return;
    if (!changed) {
      if (ownsSaved()) removeLocalDraft(storage, draftKey);
      return;
    }
    if (contentId !== null && !ownsSaved()) return;
    writeLocalDraft(storage, draftKey, { ...read(), contentId, savedAt: now() });
  };
  useAutosave(() => save(), { enabled: Boolean(draftKey) && offer === null && !paused });
  // Stable: the form's setters call it on every change.
  const keepRestore = useCallback(() => setBeforeRestore(null), []);

  return {
    /** The saved draft offered back, if any. */
    offer,
    /** Takes the offered draft into the form and returns it; `undo` puts back what was there. */
    restore: (): D | null => {
      if (!offer) return null;
      setBeforeRestore({ fields: read(), draft: offer });
      const { contentId: _owner, savedAt: _savedAt, ...fields } = offer;
      write(fields as unknown as DraftFields<D>);
      setOffer(null);
      return offer;
    },
    /** Whether the last restore can be undone (until the form changes). */
    canUndo: beforeRestore !== null,
    /** The form as it was before the restore; the saved draft is offered again. */
    undo: () => {
      if (!beforeRestore) return;
      write(beforeRestore.fields);
      setOffer(beforeRestore.draft);
      setBeforeRestore(null);
    },
    /** The form changed: a restore can no longer be undone. */
    keepRestore,
    /** Gives the offered draft up (it is removed). */
    discard: () => {
      if (draftKey && storage) removeLocalDraft(storage, draftKey);
      setOffer(null);
    },
    /**
     * Saves at once, before sending: whatever the answer, a 401 included, the work is on this device. Sending
     * while a saved draft is still offered declines it: the work being sent is what is kept.
     */
    saveNow: () => {
      if (offer !== null && !empty) setOffer(null);
      save(true);
    },
    /** Forgets the saved draft (sent, given up, left), when it is this form's. */
    clear: () => {
      if (draftKey && storage && ownsSaved()) removeLocalDraft(storage, draftKey);
    },
  };
}
