import { useCallback, useState } from 'react';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '../rules/local-draft';
import { isPostDraftEmpty, postDraftSchema, type PostDraft } from '../rules/post-draft';
import {
  buildShortPostPayload,
  shortPostProblem,
  type PostImage,
  type ShortPostField,
  type ShortPostOptions,
  type ShortPostPayload,
  type ShortPostProblem,
} from '../rules/post';
import { useAutosave } from './use-autosave';

/** What the composer's fields hold (the images live in the upload queue). `publishAt` is Unix milliseconds. */
export interface PostFormValues {
  title: string;
  content: string;
  categoryId: number | null;
  topicId: number | null;
  scheduled: boolean;
  publishAt: number | null;
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  categoryId: null,
  topicId: null,
  scheduled: false,
  publishAt: null,
};

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PostFormOptions {
  initial: PostFormValues;
  /** The stored images the form starts with (an item being edited, a task being polished). */
  initialImages?: readonly string[];
  /** `draft:post:<user_id>` (or the task's key); null while the account is unknown: nothing is saved or offered. */
  draftKey: string | null;
  /** The item being edited, or null for a new post. */
  contentId: number | null;
  /** The images as the queue has them, in order. */
  images: readonly PostImage[];
  /** The rules' context but the clock. */
  rules: Omit<ShortPostOptions, 'now'>;
  now: () => number;
  storage?: DraftStorage;
  /** No autosave (publishing, or published and on the way out). */
  paused?: boolean;
}

/** The values whose change clears a problem's mark. */
const FIELD_OF_PROBLEM: Record<ShortPostField, readonly (keyof PostFormValues)[]> = {
  images: [],
  title: ['title'],
  content: ['content'],
  category: ['categoryId'],
  topic: ['categoryId', 'topicId'],
  schedule: ['scheduled', 'publishAt'],
};

function browserStorage(): DraftStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The short-post composer's form: its values, the draft autosaved every 8 000 ms while anything is in it
 * (stored image addresses, never files), the saved draft offered back on opening, and the checks and payload
 * of publishing (the spec's first problem, with the field it points at).
 */
export function usePostForm({
  initial,
  initialImages = [],
  draftKey,
  contentId,
  images,
  rules,
  now,
  storage = browserStorage(),
  paused = false,
}: PostFormOptions) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ShortPostField | null>(null);
  const [offerFor, setOfferFor] = useState<string | null>(null);
  const [offer, setOffer] = useState<PostDraft | null>(null);

  // The saved draft is looked up once per key (the account arrives after the first render).
  if (draftKey && storage && offerFor !== draftKey) {
    setOfferFor(draftKey);
    const saved = readLocalDraft(storage, draftKey, postDraftSchema);
    setOffer(saved && saved.contentId === contentId ? saved : null);
  }

  const stored = images.flatMap((image) => (image.status === 'done' ? [image.url] : []));
  const empty = isPostDraftEmpty({
    ...values,
    images: stored,
    pendingImages: images.length - stored.length,
  });

  // What the form opened with: unchanged, it holds nothing the creator would lose (the item, the task).
  const [start] = useState(() => ({ values: initial, images: initialImages.join('\n') }));
  const changed =
    images.map((image) => image.url).join('\n') !== start.images ||
    (Object.keys(start.values) as (keyof PostFormValues)[]).some((key) => values[key] !== start.values[key]);

  const draft = (): PostDraft => ({
    contentId,
    ...values,
    publishAt: values.publishAt === null ? null : Math.floor(values.publishAt / 1000),
    images: stored,
    savedAt: now(),
  });

  /** The saved draft, when it is this composer's (a new post's for a new post, this item's for an edit). */
  const ownsSaved = () => {
    if (!draftKey || !storage) return false;
    const saved = readLocalDraft(storage, draftKey, postDraftSchema);
    return saved === null || saved.contentId === contentId;
  };

  /**
   * Saves the form now unless it is empty or as it opened, the saved draft still waits for the creator's answer, or the saved
   * draft is another composer's (an edit never overwrites the new post the creator was writing).
   */
  const save = () => {
    if (!draftKey || !storage || empty || offer !== null) return;
    // Back to what it opened with: a draft saved in between would offer stale work next time.
    if (!changed) {
      if (ownsSaved()) storage.removeItem(draftKey);
      return;
    }
    if (contentId !== null && !ownsSaved()) return;
    writeLocalDraft(storage, draftKey, draft());
  };
  useAutosave(save, { enabled: Boolean(draftKey) && offer === null && !paused });

  // Stable, so that the fields the page memoises do not re-render when only the images change.
  const set = useCallback(<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => (current && FIELD_OF_PROBLEM[current].includes(field) ? null : current));
  }, []);

  const input = () => ({
    title: values.title,
    content: values.content,
    images,
    categoryId: values.categoryId,
    topicId: values.topicId,
    publishAt: values.scheduled ? values.publishAt : null,
  });

  return {
    values,
    set,
    /** The field the last failed check pointed at, until it changes. */
    invalid,
    /** Marks an images problem solved (the page's queue changed). */
    clearInvalid: () => setInvalid(null),
    empty,
    /** Something differs from what the form opened with: there is work to lose. */
    changed,
    /** The saved draft offered back, if any. */
    offer,
    /** Takes the offered draft into the form and returns it (the page restores its images). */
    continueDraft: (): PostDraft | null => {
      if (!offer) return null;
      setValues({
        title: offer.title,
        content: offer.content,
        categoryId: offer.categoryId,
        topicId: offer.topicId,
        scheduled: offer.scheduled,
        publishAt: offer.publishAt === null ? null : offer.publishAt * 1000,
      });
      setOffer(null);
      return offer;
    },
    discardDraft: () => {
      if (draftKey && storage) removeLocalDraft(storage, draftKey);
      setOffer(null);
    },
    /** The first problem, marking its field; null when the post can go. */
    check: (): ShortPostProblem | null => {
      const problem = shortPostProblem(input(), { ...rules, now: now() });
      setInvalid(problem?.field ?? null);
      return problem;
    },
    payload: (openedAt: number): ShortPostPayload =>
      buildShortPostPayload(input(), {
        now: now(),
        openedAt,
        contentId,
        hadUpdated: contentId !== null,
      }),
    /** Saves at once (before publishing: whatever the answer, the work is on this device). */
    saveNow: save,
    /** Forgets the saved draft (published, given up, left), when it is this composer's. */
    clearDraft: () => {
      if (draftKey && storage && ownsSaved()) removeLocalDraft(storage, draftKey);
    },
  };
}
