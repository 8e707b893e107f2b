import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ArticleDraftPayload, ArticleField, ArticlePayload, ImageSize } from '../rules/article';
import { articleDraftSchema, type ArticleDraft } from '../rules/local-draft.article';
import { articleFormSchema, type ArticleFormValues, type ArticleSendContext } from '../rules/article-form';
import { descriptorResolver } from './resolver';
import { browserStorage, type KeyValueStorage } from '@creator/domain/storage';
import { useLocalDraft } from './use-local-draft';
import { prepareSend, useClearProblemsOnChange } from './use-publish-flow';

export { EMPTY_ARTICLE_FORM, type ArticleFormValues } from '../rules/article-form';

export interface ArticleFormOptions {
  initial: ArticleFormValues;
  /** `draft:article:<user_id>`; null while the account is unknown: nothing is saved or offered. */
  draftKey: string | null;
  /** The item being edited (a server draft or an article), or null for a new article. */
  contentId: number | null;
  /** Markdown to the article's HTML, through the allow-list. */
  toHtml: (markdown: string) => string;
  now: () => number;
  storage?: KeyValueStorage;
  /** No autosave (saving, published, or another tab holds the item). */
  paused?: boolean;
}

/** What a send is checked against besides the fields and the converter. */
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

function isEmpty(values: ArticleFormValues) {
  return values.title.trim() === '' && values.markdown.trim() === '' && values.covers.length === 0;
}

/**
 * The article editor's form: react-hook-form over the article rules (their resolver makes the HTML once per
 * send, checks a save or a publish, and builds its body), and its draft on this device (`useLocalDraft`, with
 * a restore that can be undone).
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
  // What the send being prepared is checked against (set just before the resolver runs).
  const send = useRef<ArticleSendContext>({ mode: 'draft', imageHost: '', toHtml, contentId });
  const form = useForm<ArticleFormValues, unknown, ArticlePayload | ArticleDraftPayload>({
    defaultValues: initial,
    // Checked on save and publish only, never while typing (the body is converted once per send).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: (values, context, options) =>
      descriptorResolver(articleFormSchema(send.current))(values, context, options),
  });
  // Every value, as the form holds it now (a subscription: the page re-renders on each change).
  const values = useWatch({ control: form.control }) as ArticleFormValues;
  const invalid = (Object.keys(form.formState.errors)[0] as ArticleField | undefined) ?? null;
  const empty = isEmpty(values);
  // What the editor opened with (an item being edited): unchanged, it holds nothing the creator would lose.
  const [opened] = useState(() => initial);
  const changed =
    values.title !== opened.title ||
    values.markdown !== opened.markdown ||
    values.covers.join('\n') !== opened.covers.join('\n') ||
    values.hashtags.join('\n') !== opened.hashtags.join('\n');

  const draft = useLocalDraft<ArticleDraft>({
    draftKey,
    contentId,
    schema: articleDraftSchema,
    read: () => values,
    write: (fields) => form.reset(fields),
    empty,
    changed,
    now,
    storage,
    paused,
  });
  const { keepRestore } = draft;
  const { setValue } = form;
  useClearProblemsOnChange(form, FIELD_OF_VALUE, keepRestore);

  const set = useCallback(
    <K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) =>
      setValue(field, value as never),
    [setValue],
  );

  // Stable, so that the memoised covers do not re-render with each keystroke in the body.
  const setCovers = useCallback((covers: string[]) => setValue('covers', covers), [setValue]);

  return {
    values,
    /** For the fields that are widgets (`useController`). */
    control: form.control,
    set,
    setCovers,
    /** The field the last refused send pointed at, until it changes. */
    invalid,
    empty,
    /** Something differs from what the editor opened with: there is work to lose. */
    changed,
    /** The form's draft on this device: the offer, restore and its undo, give up, save now, clear. */
    draft,
    /** The body of a draft save or a publish, or the first problem (marked on its field). */
    prepare: (context: ArticleCheckContext) => {
      send.current = { ...context, toHtml, contentId };
      return prepareSend<ArticleFormValues, ArticlePayload | ArticleDraftPayload, ArticleField>(
        form.handleSubmit,
      );
    },
  };
}
