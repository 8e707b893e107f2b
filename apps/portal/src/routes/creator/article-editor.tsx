import { useArticleBodyImages } from '@creator/api/react/article-body';
import { useArticleSend, type ArticleSendMode } from '@creator/api/react/article-send';
import { isQueued } from '@creator/api/react/outbox';
import { REDIRECT_DELAY_MS } from '@creator/domain/limits';
import { useArticleForm, type ArticleFormValues } from '@creator/forms/react/use-article-form';
import { useArticleHtml } from '@creator/forms/react/use-article-html';
import { useCoverCandidates } from '@creator/forms/react/use-cover-candidates';
import { focusFieldIn, usePublishFlow } from '@creator/forms/react/use-publish-flow';
import { useTabLock } from '@creator/forms/react/use-tab-lock';
import { articleMessages, type ArticleDraftPayload, type ArticlePayload } from '@creator/forms/rules/article';
import { Button } from '@creator/ui/button';
import { PREVIEW_DELAY_MS, type MarkdownEditorHandle } from '@creator/ui/markdown-editor';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../components/leave-guard';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { DraftOffer } from './draft-offer';
import { ArticleBodyField } from './article-body-field';
import { DraftLimitDialog, EditorAlerts } from './editor-alerts';
import { ArticleCoversField, ArticleHashtagsField, ArticleTitleField } from './article-fields';
import { messages } from './editor-messages';

export interface ArticleEditorProps {
  initial: ArticleFormValues;
  /** The item being edited (a server draft or an article). */
  contentId?: number;
  /** `draft:article:<user_id>`; null until the account is known. */
  draftKey: string | null;
  imageHost: string;
  /** Save draft shows for new articles and drafts only. */
  canSaveDraft: boolean;
  /** Nothing can be changed (the edit rules refuse the item); the header says why. */
  readOnly?: boolean;
  /** Shown above the form: the edits left, why it is read-only, what editing would drop. */
  header?: ReactNode;
  /** Where publishing, cancelling and leaving go. */
  leaveTo: string;
  draftsPath: string;
}

/**
 * The long-article editor: title, the Markdown body (HTML on the wire, through the allow-list), covers among
 * the body's qualifying images, hashtags; its draft on this device, one tab at a time, sent by the publish flow.
 */
export function ArticleEditor({
  initial,
  contentId,
  draftKey,
  imageHost,
  canSaveDraft,
  readOnly = false,
  header,
  leaveTo,
  draftsPath,
}: ArticleEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const editor = useRef<MarkdownEditorHandle>(null);
  const lock = useTabLock(readOnly || !draftKey ? null : `${draftKey}:${contentId ?? 'new'}`);
  const locked = readOnly || !lock.held;
  const { purifier, toHtml, previewHtml } = useArticleHtml(imageHost);
  const images = useArticleBodyImages({
    editor,
    imageHost,
    purifier,
    notify,
    reportError,
    pasteWarnings: { localRemoved: messages.localImagesRemoved, filtered: messages.imagesFiltered },
  });
  const { pathname, search } = useLocation();
  const calls = useArticleSend({ reportError, writtenAt: { path: pathname + search, draftKey } });
  const flow = usePublishFlow<ArticleSendMode, ArticlePayload | ArticleDraftPayload>({
    waiting: () =>
      images.pending > 0 || form.values.markdown.includes('](pending:') ? articleMessages.uploading : null,
    prepare: (mode) => form.prepare({ mode, imageHost, imageSizes: covers.sizes }),
    send: calls.send,
    draft: { saveNow: () => form.draft.saveNow(), clear: () => form.draft.clear() },
    notify,
    sentMessage: (mode) => (mode === 'publish' ? messages.published : messages.draftSaved),
    queued: (answer, mode) =>
      isQueued(answer) ? (mode === 'publish' ? messages.publishQueued : messages.draftQueued) : null,
    leave: (mode) => {
      if (mode === 'publish') return void navigate(leaveTo);
      // The saved message is read before the drafts come.
      const timer = setTimeout(() => void navigate(draftsPath), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    },
    failed: calls.failed,
    focus: (field) => (field === 'body' ? editor.current?.focus() : focusFieldIn(root.current, field)),
    disabled: locked,
  });
  const form = useArticleForm({
    initial,
    draftKey: readOnly ? null : draftKey,
    contentId: contentId ?? null,
    toHtml,
    now,
    paused: flow.busy !== null || flow.finished !== null || locked,
  });
  const { values, set, setCovers, invalid } = form;
  const covers = useCoverCandidates({
    markdown: values.markdown,
    covers: values.covers,
    imageHost,
    delay: PREVIEW_DELAY_MS,
    setCovers,
  });
  const sendButton = (mode: 'publish' | 'draft', variant: 'primary' | 'secondary', label: string) => (
    <Button
      type="button"
      variant={variant}
      loading={flow.busy === mode || flow.finished === mode}
      disabled={locked}
      onClick={() => void flow.submit(mode).catch(reportError)}
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {header}
      <EditorAlerts
        otherTab={!readOnly && !lock.held}
        onTakeOver={lock.takeOver}
        canUndo={form.draft.canUndo}
        onUndo={form.draft.undo}
      />
      {locked ? null : <DraftOffer draft={form.draft} />}
      <form
        ref={root}
        aria-label={intl.formatMessage(messages.form)}
        noValidate
        className="flex flex-col gap-5 rounded-lg bg-surface p-6 shadow-card"
        // Enter in the title sends nothing (an edit of a published article would spend one of its edits).
        onSubmit={(event) => event.preventDefault()}
      >
        <ArticleTitleField control={form.control} locked={locked} />
        <ArticleBodyField
          editor={editor}
          value={values.markdown}
          onChange={(next) => set('markdown', next)}
          previewHtml={previewHtml}
          locked={locked}
          invalid={invalid === 'body'}
          images={images}
        />
        <ArticleCoversField
          candidates={covers.candidates}
          value={covers.covers}
          onChange={setCovers}
          locked={locked}
          invalid={invalid === 'covers'}
        />
        <ArticleHashtagsField control={form.control} locked={locked} />
        <div className="flex flex-wrap gap-3">
          {readOnly ? null : sendButton('publish', 'primary', intl.formatMessage(messages.publish))}
          {readOnly || !canSaveDraft
            ? null
            : sendButton('draft', 'secondary', intl.formatMessage(messages.saveDraft))}
          <Button type="button" variant="ghost" onClick={() => void navigate(leaveTo)}>
            {intl.formatMessage(readOnly ? messages.back : messages.cancel)}
          </Button>
        </div>
      </form>
      <DraftLimitDialog message={calls.draftLimit} onClose={calls.acknowledgeDraftLimit} />
      <LeaveGuard when={!readOnly && form.changed && flow.finished === null} onLeave={form.draft.clear} />
    </div>
  );
}
