import { useCallback, useState } from 'react';
import {
  articleProblem,
  buildArticleDraftPayload,
  buildArticlePayload,
  type ArticleField,
  type ArticleProblem,
  type ImageSize,
} from '../rules/article';
import { articleDraftSchema, type ArticleDraft } from '../rules/article-draft';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '../rules/local-draft';
import { useAutosave } from './use-autosave';

/** What the editor's fields hold: the body as Markdown (HTML is made from it on save and publish). */
export interface ArticleFormValues {
  title: string;
  markdown: string;
  covers: string[];
  hashtags: string[];
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = { title: '', markdown: '', covers: [], hashtags: [] };

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ArticleFormOptions {
  initial: ArticleFormValues;
  /** `draft:article:<user_id>`; null while the account is unknown: nothing is saved or offered. */
  draftKey: string | null;
  /** The item being edited (a server draft or an article), or null for a new article. */
  contentId: number | null;
  /** Markdown to the article's HTML, through the allow-list. */
  toHtml: (markdown: string) => string;
  now: () => number;
  storage?: DraftStorage;
  /** No autosave (saving, published, or another tab holds the item). */
  paused?: boolean;
}

export interface ArticleCheckContext {
  mode: 'publish' | 'draft';
  imageHost: string;
  imageSizes?: Readonly<Record<string, ImageSize>>;
}

const FIELD_OF_VALUE: Record<keyof ArticleFormValues, ArticleField> = {
  title: 'title',
  markdown: 'body',
  covers: 'covers',
  hashtags: 'hashtags',
};

function browserStorage(): DraftStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isEmpty(values: ArticleFormValues) {
  return values.title.trim() === '' && values.markdown.trim() === '' && values.covers.length === 0;
}

/**
 * The article editor's form: its values, the draft autosaved to this device every 8 000 ms while anything is in
 * it, the saved draft offered back on opening (and the restore undone on request), and the checks and bodies of
 * saving a draft and publishing (the first problem, with the field it points at).
 */
export function useArticleForm({
  initial,
  draftKey,
  contentId,
  toHtml,
  now,
  storage = browserStorage(),
  paused = false,
}: ArticleFormOptions) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ArticleField | null>(null);
  const [offerFor, setOfferFor] = useState<string | null>(null);
  const [offer, setOffer] = useState<ArticleDraft | null>(null);
  /** The values before a restore, while it can be undone. */
  const [beforeRestore, setBeforeRestore] = useState<{
    values: ArticleFormValues;
    draft: ArticleDraft;
  } | null>(null);

  // The saved draft is looked up once per key (the account arrives after the first render).
  if (draftKey && storage && offerFor !== draftKey) {
    setOfferFor(draftKey);
    const saved = readLocalDraft(storage, draftKey, articleDraftSchema);
    setOffer(saved && saved.contentId === contentId ? saved : null);
  }

  const empty = isEmpty(values);

  /** Whether the saved draft is this editor's (a new article's for a new one, this item's for an edit). */
  const ownsSaved = () => {
    if (!draftKey || !storage) return false;
    const saved = readLocalDraft(storage, draftKey, articleDraftSchema);
    return saved === null || saved.contentId === contentId;
  };

  /** Saves the form now unless it is empty, an offer waits for an answer, or the saved draft is another item's. */
  const save = () => {
    if (!draftKey || !storage || empty || offer !== null) return;
    if (contentId !== null && !ownsSaved()) return;
    writeLocalDraft(storage, draftKey, { contentId, ...values, savedAt: now() } satisfies ArticleDraft);
  };
  useAutosave(save, { enabled: Boolean(draftKey) && offer === null && !paused });

  const set = useCallback(<K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => (current === FIELD_OF_VALUE[field] ? null : current));
    setBeforeRestore(null);
  }, []);

  const fields = () => ({
    title: values.title,
    content: toHtml(values.markdown),
    coverImages: values.covers,
    hashtags: values.hashtags,
  });

  return {
    values,
    set,
    /** The field the last failed check pointed at, until it changes. */
    invalid,
    empty,
    /** The saved draft offered back, if any. */
    offer,
    /** Takes the offered draft into the form; `undoRestore` puts back what was there. */
    continueDraft: () => {
      if (!offer) return;
      setBeforeRestore({ values, draft: offer });
      setValues({
        title: offer.title,
        markdown: offer.markdown,
        covers: offer.covers,
        hashtags: offer.hashtags,
      });
      setOffer(null);
    },
    /** Whether the last restore can be undone (until the next change). */
    canUndoRestore: beforeRestore !== null,
    /** The form as it was before the restore; the saved draft is offered again. */
    undoRestore: () => {
      if (!beforeRestore) return;
      setValues(beforeRestore.values);
      setOffer(beforeRestore.draft);
      setBeforeRestore(null);
    },
    discardDraft: () => {
      if (draftKey && storage) removeLocalDraft(storage, draftKey);
      setOffer(null);
    },
    /** The first problem for a draft save or a publish, marking its field; null when it can go. */
    check: (context: ArticleCheckContext): ArticleProblem | null => {
      const problem = articleProblem(fields(), context);
      setInvalid(problem?.field ?? null);
      return problem;
    },
    /** The body of a draft save. */
    draftPayload: () => buildArticleDraftPayload(fields(), contentId),
    /** The body of a publish. */
    payload: () => buildArticlePayload(fields(), contentId),
    /** Saves at once (before sending: whatever the answer, the work is on this device). */
    saveNow: save,
    /** Forgets the saved draft (saved to the server, published, left), when it is this editor's. */
    clearDraft: () => {
      if (draftKey && storage && ownsSaved()) removeLocalDraft(storage, draftKey);
    },
  };
}
