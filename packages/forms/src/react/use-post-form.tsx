import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { isPostDraftEmpty, postDraftSchema, type PostDraft } from '../rules/local-draft.post';
import type { PostImage, ShortPostField, ShortPostOptions, ShortPostPayload } from '../rules/post';
import {
  EMPTY_POST_FORM,
  postFormSchema,
  type PostFormValues,
  type PostSendContext,
} from '../rules/post-form';
import { descriptorResolver } from './resolver';
import { browserStorage, type KeyValueStorage } from '@creator/domain/storage';
import { useLocalDraft } from './use-local-draft';
import { prepareSend, useClearProblemsOnChange } from './use-publish-flow';

export { EMPTY_POST_FORM, type PostFormValues } from '../rules/post-form';

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
  /** The queue takes a restored draft's images (or, on undo, the ones it had). */
  onRestoreImages?: (images: readonly string[]) => void;
  /** The rules' context but the clock. */
  rules: Omit<ShortPostOptions, 'now'>;
  now: () => number;
  /** When the composer opened (`spent_time`); now when left out. */
  openedAt?: number;
  storage?: KeyValueStorage;
  /** No autosave (publishing, or published and on the way out). */
  paused?: boolean;
}

/** The problems a value's change solves (its mark goes). */
const PROBLEMS_OF_VALUE: Record<keyof PostFormValues, readonly ShortPostField[]> = {
  title: ['title'],
  content: ['content'],
  categoryId: ['category', 'topic'],
  topicId: ['topic'],
  scheduled: ['schedule'],
  publishAt: ['schedule'],
};

type Send = Omit<PostSendContext, 'now' | 'openedAt'>;

const FIELDS = Object.keys(EMPTY_POST_FORM) as (keyof PostFormValues)[];

function pickFields(values: PostFormValues): PostFormValues {
  return Object.fromEntries(FIELDS.map((key) => [key, values[key]])) as unknown as PostFormValues;
}

/**
 * The short-post composer's form: react-hook-form over the post rules (their resolver checks a publish in the
 * spec's order and builds its body), and its draft on this device (`useLocalDraft`: stored image addresses,
 * never files; offered back on opening).
 */
export function usePostForm({
  initial,
  initialImages = [],
  draftKey,
  contentId,
  images,
  onRestoreImages,
  rules,
  now,
  openedAt,
  storage = browserStorage(),
  paused = false,
}: PostFormOptions) {
  const [opened] = useState(() => openedAt ?? now());
  // What the resolver checks against besides the fields, as of the last render (read when a publish is asked).
  const send = useRef<Send>({ images, rules, contentId });
  useEffect(() => {
    send.current = { images, rules, contentId };
  });
  // The fields alone (a page may hand its initial images along with them: they live in the queue).
  const [fields] = useState(() => pickFields(initial));
  const form = useForm<PostFormValues, unknown, ShortPostPayload>({
    defaultValues: fields,
    // Checked on publish only: the composer says its first problem as a toast, never while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: (values, context, options) =>
      descriptorResolver(postFormSchema({ ...send.current, now: now(), openedAt: opened }))(
        values,
        context,
        options,
      ),
  });
  // Every value, as the form holds it now (a subscription: the page re-renders on each change).
  const values = useWatch({ control: form.control }) as PostFormValues;
  const invalid = (Object.keys(form.formState.errors)[0] as ShortPostField | undefined) ?? null;

  const stored = images.flatMap((image) => (image.status === 'done' ? [image.url] : []));
  const empty = isPostDraftEmpty({ ...values, images: stored, pendingImages: images.length - stored.length });
  // What the form opened with: unchanged, it holds nothing the creator would lose (the item, the task).
  const [startImages] = useState(() => initialImages.join('\n'));
  const changed =
    images.map((image) => image.url).join('\n') !== startImages ||
    FIELDS.some((key) => values[key] !== fields[key]);

  const draft = useLocalDraft<PostDraft>({
    draftKey,
    contentId,
    schema: postDraftSchema,
    read: () => ({
      ...values,
      publishAt: values.publishAt === null ? null : Math.floor(values.publishAt / 1000),
      images: stored,
    }),
    write: ({ images: restored, publishAt, ...fields }) => {
      form.reset({ ...fields, publishAt: publishAt === null ? null : publishAt * 1000 });
      onRestoreImages?.(restored);
    },
    empty,
    changed,
    now,
    storage,
    paused,
  });
  const { keepRestore } = draft;
  const { setValue, clearErrors } = form;
  useClearProblemsOnChange(form, PROBLEMS_OF_VALUE, keepRestore);

  // Stable, so that the fields the page memoises do not re-render when only the images change.
  const set = useCallback(
    <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => setValue(field, value as never),
    [setValue],
  );

  return {
    values,
    /** For the fields that are widgets (`useController`). */
    control: form.control,
    set,
    /** The field the last refused publish pointed at, until a change solves it. */
    invalid,
    /** Marks an images problem solved (the page's queue changed). */
    clearInvalid: () => clearErrors('images' as FieldPath<PostFormValues>),
    empty,
    /** Something differs from what the form opened with: there is work to lose. */
    changed,
    /** The form's draft on this device: the offer, restore, undo, give up, save now, clear. */
    draft,
    /** The publish body, or the first problem (marked on its field). */
    prepare: () => prepareSend<PostFormValues, ShortPostPayload, ShortPostField>(form.handleSubmit),
  };
}
