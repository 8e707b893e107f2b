import { useAccount } from '@creator/api/react/account';
import { useConfig } from '@creator/api/react/config';
import { useTags } from '@creator/api/react/tags';
import { useImageUploadQueue } from '@creator/api/react/image-uploads';
import { DEFAULT_POST_BODY_MAX_LENGTH } from '@creator/domain/limits';
import { EMPTY_POST_FORM, usePostForm, type PostFormValues } from '@creator/forms/react/use-post-form';
import { isCategoryRequired, type ShortPostPayload } from '@creator/forms/rules/post';
import { defaultScheduleDate, scheduleDateWindow } from '@creator/forms/rules/schedule';
import { Button } from '@creator/ui/button';
import { formatDateTime } from '@creator/ui/lib/format-date';
import { PhonePreview } from '@creator/ui/phone-preview';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../components/leave-guard';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { ComposerCategory } from './composer-category';
import { addImageFiles, ComposerImages } from './composer-images';
import { ComposerText } from './composer-text';
import { messages } from './creator-messages';

// Only a composer that offers scheduling (not a task's) downloads the tick box and its pickers.
const ScheduleField = lazy(() =>
  import('@creator/ui/schedule-field').then((module) => ({ default: module.ScheduleField })),
);
// Only a composer with a saved draft to offer downloads it.
const DraftRestoreAlert = lazy(() =>
  import('@creator/ui/draft-restore-alert').then((module) => ({ default: module.DraftRestoreAlert })),
);

export interface PostComposerProps {
  /** Where the form starts (an item being edited, a task being polished); empty when left out. */
  initial?: PostFormValues & { images: readonly string[] };
  /** The item being edited (sent as `content_id` with `had_updated`). */
  contentId?: number;
  /** Where the form autosaves (`draft:post:<user_id>`, or a task's key); null until the account is known. */
  draftKey: string | null;
  /** The schedule tick box (hidden when editing an item that is not scheduled). */
  showSchedule?: boolean;
  /** Shown above the form: the edits left on the item, a breadcrumb… */
  header?: ReactNode;
  /** The publish call of the page: `content/publish`, or `content/polish` for a task. */
  publish: (payload: ShortPostPayload) => Promise<unknown>;
  /** Where publishing, leaving and cancelling go. */
  leaveTo: string;
  /** Shown under the form and its preview, from what the form holds (a task's changes to its generated text). */
  footer?: (values: PostFormValues) => ReactNode;
}

const Preview = memo(PhonePreview);

const focusable = 'input:not([type="hidden"]),select,textarea,button:not([disabled]),[tabindex="0"]';

/**
 * The short-post composer: images, title, content with hashtags, category and schedule beside the phone
 * preview; autosaved, offered back, checked on publish (the first problem as a toast, the focus on its field),
 * sent once, and never losing what was typed when publishing fails.
 */
export function PostComposer({
  initial,
  contentId,
  draftKey,
  showSchedule = true,
  header,
  publish,
  leaveTo,
  footer,
}: PostComposerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const imagesLabel = useId();
  const config = useConfig();
  const account = useAccount();
  const [openedAt] = useState(now);
  const root = useRef<HTMLFormElement>(null);
  // One publish at a time, and none after one has gone through (the page is on its way to the list).
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  // The field a refused publish points at: focused once its mark (aria-invalid) is on screen.
  const [focusRequest, setFocusRequest] = useState<{ field: string }>();
  const { queue, images } = useImageUploadQueue({ stored: initial?.images });
  const requireCategory = isCategoryRequired(
    account.data?.country,
    config.data?.allow_semantic_tag_countries,
  );
  const tags = useTags({ enabled: requireCategory });
  const maxContentLength = config.data?.short_image_text_body_max_length ?? DEFAULT_POST_BODY_MAX_LENGTH;
  const form = usePostForm({
    initial: initial ?? EMPTY,
    initialImages: initial?.images,
    draftKey,
    contentId: contentId ?? null,
    images: images.map((image) => ({ url: image.url ?? image.src, status: image.status })),
    rules: {
      maxContentLength,
      tagCountries: config.data?.allow_semantic_tag_countries,
      country: account.data?.country,
      categories: tags.data,
    },
    now,
    paused: busy || finished,
  });
  const { values, set, invalid } = form;
  const days = scheduleDateWindow(openedAt);

  useEffect(() => {
    if (finished) void navigate(leaveTo);
  }, [finished, leaveTo, navigate]);

  useEffect(() => {
    if (!focusRequest) return;
    const box = root.current?.querySelector(`[data-field="${focusRequest.field}"]`);
    // The control marked invalid; for the images, the add tile (where more are chosen) before any tile.
    const target =
      box?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      box?.querySelector<HTMLElement>('input[type="file"]') ??
      box?.querySelector<HTMLElement>(focusable);
    target?.focus();
  }, [focusRequest]);

  const submit = async () => {
    if (sending.current) return;
    const problem = form.check();
    if (problem) {
      notify({ tone: 'error', message: problem.message });
      setFocusRequest({ field: problem.field === 'topic' ? 'category' : problem.field });
      return;
    }
    sending.current = true;
    setBusy(true);
    // Whatever the answer (a 401 takes the page away), the post is on this device first.
    form.saveNow();
    try {
      await publish(form.payload(openedAt));
      form.clearDraft();
      notify({ tone: 'success', message: messages.published });
      setFinished(true);
    } catch {
      // The client has said why (toast, or the session-expired flow); the form stays as it is.
      sending.current = false;
    } finally {
      setBusy(false);
    }
  };

  const offer = form.offer;
  // The same array while the same pictures show (an upload's progress does not re-render the preview).
  const previewKey = images.flatMap((image) => (image.status === 'error' ? [] : [image.src])).join('\n');
  const previewImages = useMemo(() => (previewKey ? previewKey.split('\n') : []), [previewKey]);

  return (
    <div className="flex flex-col gap-4">
      {header}
      {offer ? (
        <Suspense fallback={null}>
          <DraftRestoreAlert
            savedAt={formatDateTime(Math.floor(offer.savedAt / 1000), intl.locale)}
            onContinue={() => {
              const draft = form.continueDraft();
              if (draft) queue.setStored(draft.images);
            }}
            onDiscard={form.discardDraft}
          />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-start gap-6">
        <form
          ref={root}
          aria-label={intl.formatMessage(messages.form)}
          noValidate
          className="flex min-w-0 flex-1 basis-[28rem] flex-col gap-5 rounded-lg bg-surface p-6 shadow-card"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          onPaste={(event) => {
            const files = [...event.clipboardData.files];
            if (files.length === 0) return;
            event.preventDefault();
            void addImageFiles(queue, files, images.length);
          }}
        >
          <section data-field="images" className="flex flex-col gap-2">
            <h2 id={imagesLabel} className="text-sm font-medium text-ink">
              {intl.formatMessage(messages.images)}
            </h2>
            <p className="text-xs text-ink-muted">{intl.formatMessage(messages.imagesHint)}</p>
            <ComposerImages
              queue={queue}
              images={images}
              labelledBy={imagesLabel}
              onChange={() => invalid === 'images' && form.clearInvalid()}
            />
          </section>
          <ComposerText
            title={values.title}
            content={values.content}
            invalid={invalid}
            maxContentLength={maxContentLength}
            onChange={set}
          />
          {requireCategory ? (
            <ComposerCategory
              categoryId={values.categoryId}
              topicId={values.topicId}
              invalid={invalid}
              onChange={(categoryId, topicId) => {
                set('categoryId', categoryId);
                set('topicId', topicId);
              }}
            />
          ) : null}
          {showSchedule ? (
            // The tick box's line is kept while it loads: nothing under it moves when it comes.
            <Suspense fallback={<div data-slot="schedule-pending" className="h-6" />}>
              <ScheduleField
                data-field="schedule"
                checked={values.scheduled}
                onCheckedChange={(checked) => {
                  set('scheduled', checked);
                  if (checked) set('publishAt', defaultScheduleDate(now()).getTime());
                }}
                value={values.publishAt === null ? undefined : new Date(values.publishAt)}
                onChange={(date) => set('publishAt', date.getTime())}
                min={days.first}
                max={days.last}
                invalid={invalid === 'schedule'}
              />
            </Suspense>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={busy || finished}>
              {intl.formatMessage(messages.publish)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void navigate(leaveTo)}>
              {intl.formatMessage(messages.leave)}
            </Button>
          </div>
        </form>
        <Preview
          className="sticky top-20 shrink-0"
          title={values.title}
          content={values.content}
          findHashtags={findHashtags}
          images={previewImages}
          authorName={account.data?.screen_name}
          authorAvatar={account.data?.avatar || undefined}
          publishDate={Math.floor(
            (values.scheduled && values.publishAt ? values.publishAt : openedAt) / 1000,
          )}
        />
      </div>
      {footer?.(values)}
      <LeaveGuard when={form.changed && !finished} onLeave={form.clearDraft} />
    </div>
  );
}

const EMPTY = { ...EMPTY_POST_FORM, images: [] };
