import { isApiError, describeError } from '@creator/api/client/errors';
import { usePastedHtml } from '@creator/api/react/article-paste';
import { useArticleImageUploads } from '@creator/api/react/article-images';
import { useSaveDraft } from '@creator/api/react/drafts';
import { usePublishContent } from '@creator/api/react/publish';
import { ErrorCode } from '@creator/domain/error-codes';
import { REDIRECT_DELAY_MS } from '@creator/domain/limits';
import { useArticleForm, type ArticleFormValues } from '@creator/forms/react/use-article-form';
import { useTabLock } from '@creator/forms/react/use-tab-lock';
import {
  ARTICLE_COVERS_MAX,
  ARTICLE_TITLE_MAX_LENGTH,
  articleMessages,
  COVER_MIN_HEIGHT,
  COVER_MIN_WIDTH,
  coverCandidates,
  imageSizeOf,
  keepCoversInBody,
  markdownImageSources,
  pendingImage,
  type ArticleProblem,
} from '@creator/forms/rules/article';
import { ArticleHtmlTooLargeError } from '@creator/forms/rules/article-html';
import { articleMarkdownToHtml } from '@creator/forms/rules/article-markdown';
import { articleHashtagRule } from '@creator/forms/rules/article-hashtag';
import { isOnImageHost } from '@creator/forms/rules/thumbnails';
import { checkUploadFile, uploadAccept } from '@creator/forms/rules/upload';
import { codePointLength } from '@creator/forms/rules/text';
import { Alert } from '@creator/ui/alert';
import { AlertDialog } from '@creator/ui/alert-dialog';
import { Button } from '@creator/ui/button';
import { CoverPicker } from '@creator/ui/cover-picker';
import { Field } from '@creator/ui/field';
import { HashtagInput } from '@creator/ui/hashtag-input';
import { Input } from '@creator/ui/input';
import { formatDateTime } from '@creator/ui/lib/format-date';
import { getArticlePurifier } from '@creator/ui/lib/sanitize-html';
import { useNaturalSizes } from '@creator/ui/lib/use-natural-sizes';
import { useSettled } from '@creator/ui/lib/use-settled';
import { MarkdownEditor, PREVIEW_DELAY_MS, type MarkdownEditorHandle } from '@creator/ui/markdown-editor';
import {
  lazy,
  memo,
  useCallback,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../components/leave-guard';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { messages, valueMessages } from './editor-messages';

// Only an editor with a saved draft to offer downloads it.
const DraftRestoreAlert = lazy(() =>
  import('@creator/ui/draft-restore-alert').then((module) => ({ default: module.DraftRestoreAlert })),
);

const Covers = memo(CoverPicker);
const Hashtags = memo(HashtagInput);

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
 * the body's qualifying images, hashtags; autosaved on this device, one tab at a time, checked on save and
 * publish (the first problem as a toast, the focus on its field), sent once.
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
  const bodyLabel = useId();
  const root = useRef<HTMLFormElement>(null);
  const editor = useRef<MarkdownEditorHandle>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState<'publish' | 'draft' | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  const [draftLimit, setDraftLimit] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: string }>();
  // The message of the last refused save or publish, shown under its field while that field is marked.
  const [problem, setProblem] = useState<ArticleProblem['message']>();
  const publish = usePublishContent();
  const saveDraft = useSaveDraft({ meta: { display: 'silent' } });
  const lock = useTabLock(readOnly || !draftKey ? null : `${draftKey}:${contentId ?? 'new'}`);
  const locked = readOnly || !lock.held;
  const purifier = getArticlePurifier();
  const toHtml = useMemo(
    () => (markdown: string) => articleMarkdownToHtml(markdown, purifier, { imageHost }),
    [purifier, imageHost],
  );
  // The preview of a body past what the allow-list reads shows nothing rather than failing the page.
  const previewHtml = useMemo(
    () => (markdown: string) => {
      try {
        return toHtml(markdown);
      } catch {
        return '';
      }
    },
    [toHtml],
  );
  const pastes = usePastedHtml({ imageHost, purifier });
  const form = useArticleForm({
    initial,
    draftKey: readOnly ? null : draftKey,
    contentId: contentId ?? null,
    toHtml,
    now,
    paused: busy !== null || finished !== null || locked,
  });
  const { values, set, invalid } = form;
  // Stable, so that the memoised covers and hashtags do not re-render with each keystroke in the body.
  const setCovers = useCallback((next: string[]) => set('covers', next), [set]);
  const setHashtags = useCallback((next: string[]) => set('hashtags', next), [set]);

  const uploads = useArticleImageUploads({
    onStored: (id, url) => editor.current?.replace(pendingImage(id), `![](${url})`),
    onFailed: (id, error) => {
      editor.current?.replace(pendingImage(id), '');
      const { message } = describeError(error);
      notify({ tone: 'error', message });
    },
  });

  // The body's images, read when typing pauses (the cover picker's candidates): a keystroke renders the form once.
  const markdown = useSettled(values.markdown, PREVIEW_DELAY_MS);
  const bodyImages = useMemo(() => markdownImageSources(markdown), [markdown]);
  // Hosted images whose names carry no size are measured by loading them (contract: "Uploading images").
  const unsized = useMemo(
    () => bodyImages.filter((url) => isOnImageHost(url, imageHost) && imageSizeOf(url) === null),
    [bodyImages, imageHost],
  );
  const sizes = useNaturalSizes(unsized);
  const candidates = useMemo(
    () => coverCandidates(bodyImages, imageHost, sizes).map((url) => ({ url })),
    [bodyImages, imageHost, sizes],
  );
  const covers = useMemo(() => keepCoversInBody(values.covers, bodyImages), [values.covers, bodyImages]);
  // A cover whose image left the body is dropped, once the images are read from the body as it is (not from the
  // one before a restore or an undo, which the deferred value still holds for a render).
  const caughtUp = markdown === values.markdown;
  useEffect(() => {
    if (caughtUp && covers.length !== values.covers.length) set('covers', covers);
  }, [caughtUp, covers, values.covers.length, set]);

  useEffect(() => {
    if (finished) {
      const timer = setTimeout(
        () => void navigate(finished),
        finished === draftsPath ? REDIRECT_DELAY_MS : 0,
      );
      return () => clearTimeout(timer);
    }
  }, [finished, draftsPath, navigate]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.field === 'body') return editor.current?.focus();
    root.current
      ?.querySelector<HTMLElement>(`[data-field="${focusRequest.field}"] :is(input, textarea, button)`)
      ?.focus();
  }, [focusRequest]);

  const addFiles = (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = checkUploadFile(file, 'article');
      if (problem) notify({ tone: 'error', message: problem });
      return !problem;
    });
    if (accepted.length === 0) return;
    const added = uploads.add(accepted);
    // Each picture a paragraph of its own, never glued to the line the caret is on.
    editor.current?.insert(`\n\n${added.map((id) => pendingImage(id)).join('\n\n')}\n\n`);
  };

  const paste = async (html: string) => {
    const id = `paste-${Date.now()}`;
    editor.current?.insert(pendingImage(id));
    try {
      const pasted = await pastes.importHtml(html);
      editor.current?.replace(pendingImage(id), pasted.markdown);
      if (pasted.localRemoved > 0) notify({ tone: 'warning', message: messages.localImagesRemoved });
      if (pasted.filtered > 0) notify({ tone: 'warning', message: messages.imagesFiltered });
    } catch (error) {
      editor.current?.replace(pendingImage(id), '');
      reportError(error);
    }
  };

  const submit = async (mode: 'publish' | 'draft') => {
    if (sending.current || locked) return;
    if (uploads.pending > 0 || pastes.pending > 0 || values.markdown.includes('](pending:')) {
      notify({ tone: 'warning', message: articleMessages.uploading });
      return;
    }
    let refused;
    try {
      refused = form.check({ mode, imageHost, imageSizes: sizes });
    } catch (error) {
      // More HTML than the allow-list reads at all: far past the body's limit.
      if (!(error instanceof ArticleHtmlTooLargeError)) throw error;
      refused = { field: 'body' as const, message: articleMessages.bodyMax };
    }
    setProblem(refused?.message);
    if (refused) {
      notify({ tone: 'error', message: refused.message });
      setFocusRequest({ field: refused.field });
      return;
    }
    sending.current = true;
    setBusy(mode);
    // Whatever the answer (a 401 takes the page away), the article is on this device first.
    form.saveNow();
    try {
      if (mode === 'publish') await publish.mutateAsync(form.payload());
      else await saveDraft.mutateAsync(form.draftPayload());
      form.clearDraft();
      notify({ tone: 'success', message: mode === 'publish' ? messages.published : messages.draftSaved });
      setFinished(mode === 'publish' ? leaveTo : draftsPath);
    } catch (error) {
      sending.current = false;
      if (mode === 'draft' && isApiError(error) && error.code === ErrorCode.draftLimit)
        setDraftLimit(error.message);
      else if (mode === 'draft') reportError(error);
      // A publish failure has been shown by the client (toast, or the session-expired flow).
    } finally {
      setBusy(null);
    }
  };

  const offer = form.offer;
  const titleLength = codePointLength(values.title);

  return (
    <div className="flex flex-col gap-4">
      {header}
      {!readOnly && !lock.held ? (
        <Alert
          tone="warning"
          action={
            <Button variant="secondary" size="sm" onClick={lock.takeOver}>
              {intl.formatMessage(messages.takeOver)}
            </Button>
          }
        >
          {intl.formatMessage(messages.otherTab)}
        </Alert>
      ) : null}
      {offer && !locked ? (
        <Suspense fallback={null}>
          <DraftRestoreAlert
            savedAt={formatDateTime(Math.floor(offer.savedAt / 1000), intl.locale)}
            onContinue={form.continueDraft}
            onDiscard={form.discardDraft}
          />
        </Suspense>
      ) : null}
      {form.canUndoRestore ? (
        <Alert
          tone="info"
          action={
            <Button variant="secondary" size="sm" onClick={form.undoRestore}>
              {intl.formatMessage(messages.undoRestore)}
            </Button>
          }
        >
          {intl.formatMessage(messages.restored)}
        </Alert>
      ) : null}
      <form
        ref={root}
        aria-label={intl.formatMessage(messages.form)}
        noValidate
        className="flex flex-col gap-5 rounded-lg bg-surface p-6 shadow-card"
        // Enter in the title sends nothing (an edit of a published article would spend one of its edits).
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          data-field="title"
          label={intl.formatMessage(messages.articleTitle)}
          hint={intl.formatMessage(valueMessages.titleCount, {
            count: String(titleLength),
            max: String(ARTICLE_TITLE_MAX_LENGTH),
          })}
          error={invalid === 'title' && problem ? intl.formatMessage(problem, problem.values) : undefined}
        >
          <Input
            value={values.title}
            readOnly={locked}
            placeholder={intl.formatMessage(messages.titlePlaceholder)}
            onChange={(event) => set('title', event.target.value)}
          />
        </Field>
        <section data-field="body" className="flex flex-col gap-2">
          <h2 id={bodyLabel} className="text-sm font-medium text-ink">
            {intl.formatMessage(messages.body)}
          </h2>
          <p className="text-xs text-ink-muted">{intl.formatMessage(messages.bodyHint)}</p>
          <MarkdownEditor
            ref={editor}
            value={values.markdown}
            onChange={(next) => set('markdown', next)}
            aria-labelledby={bodyLabel}
            toHtml={previewHtml}
            readOnly={locked}
            invalid={invalid === 'body'}
            onPickImages={addFiles}
            onDropFiles={addFiles}
            imageAccept={uploadAccept('article')}
            onPaste={(event) => {
              if (locked) return;
              const files = [...event.clipboardData.files];
              if (files.length > 0) {
                event.preventDefault();
                addFiles(files);
                return;
              }
              const html = event.clipboardData.getData('text/html');
              if (html) {
                event.preventDefault();
                void paste(html);
              }
            }}
          />
        </section>
        <section data-field="covers" className="flex flex-col gap-2">
          <Covers
            label={intl.formatMessage(messages.covers)}
            candidates={candidates}
            value={covers}
            onChange={setCovers}
            max={ARTICLE_COVERS_MAX}
            minWidth={COVER_MIN_WIDTH}
            minHeight={COVER_MIN_HEIGHT}
            disabled={locked}
            invalid={invalid === 'covers'}
          />
        </section>
        <Field
          data-field="hashtags"
          label={intl.formatMessage(messages.hashtags)}
          hint={intl.formatMessage(messages.hashtagsHint)}
          error={invalid === 'hashtags' && problem ? intl.formatMessage(problem, problem.values) : undefined}
        >
          <Hashtags
            value={values.hashtags}
            onChange={setHashtags}
            rule={articleHashtagRule}
            disabled={locked}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          {readOnly ? null : (
            <>
              <Button
                type="button"
                loading={busy === 'publish' || finished === leaveTo}
                disabled={locked}
                onClick={() => void submit('publish')}
              >
                {intl.formatMessage(messages.publish)}
              </Button>
              {canSaveDraft ? (
                <Button
                  type="button"
                  variant="secondary"
                  loading={busy === 'draft' || finished === draftsPath}
                  disabled={locked}
                  onClick={() => void submit('draft')}
                >
                  {intl.formatMessage(messages.saveDraft)}
                </Button>
              ) : null}
            </>
          )}
          <Button type="button" variant="ghost" onClick={() => void navigate(leaveTo)}>
            {intl.formatMessage(readOnly ? messages.back : messages.cancel)}
          </Button>
        </div>
      </form>
      {draftLimit !== null ? (
        <AlertDialog
          open
          onOpenChange={(open) => !open && setDraftLimit(null)}
          title={intl.formatMessage(messages.draftFailTitle)}
          message={draftLimit}
          acknowledgeLabel={intl.formatMessage(messages.known)}
        />
      ) : null}
      <LeaveGuard when={!readOnly && !form.empty && !finished} onLeave={form.clearDraft} />
    </div>
  );
}
