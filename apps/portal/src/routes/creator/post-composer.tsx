import { useAccount } from '@creator/api/react/account';
import { isQueued } from '@creator/api/react/outbox';
import { useConfig } from '@creator/api/react/config';
import { useTags } from '@creator/api/react/tags';
import { useImageUploadQueue } from '@creator/api/react/upload';
import { DEFAULT_POST_BODY_MAX_LENGTH } from '@creator/domain/limits';
import { EMPTY_POST_FORM, usePostForm, type PostFormValues } from '@creator/forms/react/use-post-form';
import { focusFieldIn, usePublishFlow } from '@creator/forms/react/use-publish-flow';
import { isCategoryRequired, type ShortPostPayload } from '@creator/forms/rules/post';
import { Button } from '@creator/ui/button';
import { cn } from '@creator/ui/lib/cn';
import { useDeskLayout } from '@creator/ui/lib/use-desk-layout';
import { SegmentedControl } from '@creator/ui/segmented-control';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../components/leave-guard';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { ComposerCategory } from './composer-category';
import { addImageFiles, ComposerImages } from './composer-images';
import { ComposerPreview } from './composer-preview';
import type { ComposerScheduleProps } from './composer-schedule';
import { ComposerText } from './composer-text';
import { DraftOffer } from './draft-offer';
import { messages } from './creator-messages';

export interface PostComposerProps {
  /** Where the form starts (an item being edited, a task being polished); empty when left out. */
  initial?: PostFormValues & { images: readonly string[] };
  /** The item being edited (sent as `content_id` with `had_updated`). */
  contentId?: number;
  /** Where the form autosaves (`draft:post:<user_id>`, or a task's key); null until the account is known. */
  draftKey: string | null;
  /**
   * The schedule tick box, given its field: the post page's (composer-schedule), none for a task, whose post goes
   * out when it is polished. Passed in, so that a composer without one does not download it.
   */
  schedule?: (field: ComposerScheduleProps) => ReactNode;
  /** Shown above the form: the edits left on the item, a breadcrumb… */
  header?: ReactNode;
  /** The publish call of the page: `content/publish`, or `content/polish` for a task. */
  publish: (payload: ShortPostPayload) => Promise<unknown>;
  /** Where publishing, leaving and cancelling go. */
  leaveTo: string;
  /** Shown under the form and its preview, from what the form holds (a task's changes to its generated text). */
  footer?: (values: PostFormValues) => ReactNode;
}

/** What the post page opens its composer on: a new post, or an item being edited (with its schedule or not). */
export type ComposerOptions = Pick<PostComposerProps, 'initial' | 'contentId' | 'header'> & {
  /** The schedule tick box (hidden when editing an item that is not scheduled). */
  showSchedule?: boolean;
};

/**
 * The short-post composer: images, title, content with hashtags, category and schedule beside the phone
 * preview; autosaved, offered back, checked on publish (the first problem as a toast, the focus on its field),
 * sent once, and never losing what was typed when publishing fails.
 */
export function PostComposer({
  initial,
  contentId,
  draftKey,
  schedule,
  header,
  publish,
  leaveTo,
  footer,
}: PostComposerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useConfig();
  const account = useAccount();
  const [openedAt] = useState(now);
  const root = useRef<HTMLFormElement>(null);
  const panes = useRef<HTMLDivElement>(null);
  const { queue, images } = useImageUploadQueue({ stored: initial?.images });
  const requireCategory = isCategoryRequired(
    account.data?.country,
    config.data?.allow_semantic_tag_countries,
  );
  const tags = useTags({ enabled: requireCategory });
  const maxContentLength = config.data?.short_image_text_body_max_length ?? DEFAULT_POST_BODY_MAX_LENGTH;
  const flow = usePublishFlow({
    // The form is read when a publish is asked (below: its autosave pauses while one goes).
    prepare: () => form.prepare(),
    send: publish,
    draft: { saveNow: () => form.draft.saveNow(), clear: () => form.draft.clear() },
    notify,
    sentMessage: () => messages.published,
    queued: (answer) => (isQueued(answer) ? messages.queued : null),
    leave: () => void navigate(leaveTo),
    // A topic is chosen in the category's box.
    focus: (field) => focusFieldIn(root.current, field === 'topic' ? 'category' : field),
  });
  const busy = flow.busy !== null || flow.finished !== null;
  const form = usePostForm({
    initial: initial ?? EMPTY,
    initialImages: initial?.images,
    draftKey,
    contentId: contentId ?? null,
    images: images.map((image) => ({ url: image.url ?? image.src, status: image.status })),
    onRestoreImages: (stored) => queue.setStored(stored),
    rules: {
      maxContentLength,
      tagCountries: config.data?.allow_semantic_tag_countries,
      country: account.data?.country,
      categories: tags.data,
    },
    now,
    openedAt,
    paused: busy,
  });
  const { values, set, invalid } = form;
  // A phone shows the form or its preview (a desk both, side by side).
  const [view, setView] = useState<'write' | 'preview'>('write');
  // A phone renders the preview once the creator first asks for it, and keeps it: rendering a hidden one made the
  // page's first commit longer on a phone's processor (decision 0029).
  const desk = useDeskLayout();
  const [previewAsked, setPreviewAsked] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      {header}
      <DraftOffer draft={form.draft} />
      {/* Stays at the top of the screen while the creator scrolls the form, to switch at any point. */}
      <SegmentedControl
        className="sticky top-2 z-20 shadow-card sm:hidden"
        label={intl.formatMessage(messages.view)}
        options={[
          { value: 'write', label: intl.formatMessage(messages.viewWrite) },
          { value: 'preview', label: intl.formatMessage(messages.viewPreview) },
        ]}
        value={view}
        onValueChange={(next) => {
          setView(next);
          if (next === 'preview') setPreviewAsked(true);
          // The other view starts at its top, not where the creator had scrolled the first one to.
          if (panes.current && panes.current.getBoundingClientRect().top < 0) panes.current.scrollIntoView();
        }}
      />
      <div ref={panes} className="flex scroll-mt-20 flex-wrap items-start gap-6">
        <form
          ref={root}
          aria-label={intl.formatMessage(messages.form)}
          noValidate
          className={cn(
            'flex min-w-0 flex-1 basis-[28rem] flex-col gap-5 rounded-lg bg-surface p-4 shadow-card sm:p-6',
            view === 'preview' && 'max-sm:hidden',
          )}
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submit('publish').catch(reportError);
          }}
          onPaste={(event) => {
            const files = [...event.clipboardData.files];
            if (files.length === 0) return;
            event.preventDefault();
            void addImageFiles(queue, files);
          }}
        >
          <ComposerImages
            queue={queue}
            images={images}
            onChange={() => invalid === 'images' && form.clearInvalid()}
          />
          <ComposerText control={form.control} maxContentLength={maxContentLength} />
          {requireCategory ? (
            <ComposerCategory
              categoryId={values.categoryId}
              topicId={values.topicId}
              invalid={invalid}
              set={set}
            />
          ) : null}
          {schedule?.({
            scheduled: values.scheduled,
            publishAt: values.publishAt,
            openedAt,
            invalid: invalid === 'schedule',
            set,
          })}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={busy}>
              {intl.formatMessage(messages.publish)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void navigate(leaveTo)}>
              {intl.formatMessage(messages.leave)}
            </Button>
          </div>
        </form>
        {desk || previewAsked ? (
          <ComposerPreview
            className={view === 'preview' ? 'max-sm:mx-auto' : 'max-sm:hidden'}
            values={values}
            images={images}
            openedAt={openedAt}
          />
        ) : null}
      </div>
      {footer?.(values)}
      <LeaveGuard when={form.changed && flow.finished === null} onLeave={form.draft.clear} />
    </div>
  );
}

const EMPTY = { ...EMPTY_POST_FORM, images: [] };
