import { fixtures, FIXTURE_NOW, MOCK_IMAGE_HOST } from '@creator/api/mocks/fixtures';
import { answer, businessError, neverAnswers } from '@creator/api/mocks/handlers';
import type { ContentDetail } from '@creator/api/schemas/content';
import { ContentStatus } from '@creator/domain/content';
import { ErrorCode } from '@creator/domain/error-codes';
import { articleMessages } from '@creator/forms/rules/article';
import type { ArticleDraft } from '@creator/forms/rules/local-draft.article';
import { articleHtmlLossMessages, replaceImageSources } from '@creator/forms/rules/article-import';
import { eligibilityMessages } from '@creator/forms/rules/eligibility';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import { messages } from './editor-messages';
import EditorPage from './editor-page';

const DRAFT_KEY = localDraftKeys.article(fixtures.account.user_id);

/** Whatever an earlier story (or its autosave) left on this device is gone before and after each story. */
function withoutSavedDraft() {
  localStorage.removeItem(DRAFT_KEY);
  return () => localStorage.removeItem(DRAFT_KEY);
}

const screenAnnotations = screen({ path: '/creator/editor' });

const meta = {
  title: 'Screens/Article editor',
  component: EditorPage,
  tags: ['!autodocs'],
  ...screenAnnotations,
  beforeEach: [screenAnnotations.beforeEach, withoutSavedDraft],
} satisfies Meta<typeof EditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The fixture's pictures as uploads on the image host, their sizes in their names: the editor keeps only hosted
 * images (a data: picture would be a loss) and offers as covers only those of a known size of 640 × 360 or more.
 */
const HOSTED = ['night-train_1280_720', 'berth_960_540', 'tea_720_960', 'ticket_800_800'].map(
  (name) => `${MOCK_IMAGE_HOST}/mp/1/${name}.jpg`,
);
const hostedFor = (src: string) => HOSTED[fixtures.articleDetail.images.indexOf(src)] ?? null;

/**
 * The published article (1002) as the editor can open it: its images hosted, edited once (the fixture has used
 * its three edits), so two edits are left; published five days ago, inside the edit window.
 */
const article: ContentDetail = {
  ...fixtures.articleDetail,
  content: replaceImageSources(fixtures.articleDetail.content, hostedFor),
  images: HOSTED,
  cover_images: fixtures.articleDetail.cover_images.flatMap((src) => hostedFor(src) ?? []),
  modify_count: 1,
  remaining_modify_count: 2,
};
const EDIT = `/creator/editor?content_id=${article.content_id}`;

/** The first draft of the drafts list, opened from there: a server draft, never published. */
const draftRow = fixtures.drafts.list[0]!;
const serverDraft: ContentDetail = {
  ...article,
  content_id: draftRow.content_id,
  status: ContentStatus.draft,
  title: draftRow.title,
  publish_date: 0,
  updated_at: draftRow.updated_at,
  modify_count: 0,
  remaining_modify_count: 3,
};
const EDIT_DRAFT = `/creator/editor?content_id=${serverDraft.content_id}`;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: localized(messages.form) }, { timeout: 5000 });
const titleBox = (root: HTMLElement) =>
  within(root).getByRole('textbox', { name: localized(messages.articleTitle) });
const bodyBox = (root: HTMLElement) =>
  within(root).getByRole<HTMLTextAreaElement>('textbox', { name: localized(messages.body) });
const button = (root: HTMLElement, message: Parameters<typeof localized>[0]) =>
  within(root).queryByRole('button', { name: localized(message) });
const coverTiles = (root: HTMLElement) => root.querySelectorAll('[data-slot="cover-picker-tile"]');
const chips = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="hashtag-input-chip"]')].map((chip) => chip.textContent);

/** Waits for the animations under way (a dialog popping in) to end, so that axe and the screenshot see it still. */
const animationsDone = () =>
  Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

/**
 * Waits for the editor with what it opened on (the title, which comes with the body), the cover candidates with
 * every picture drawn, and the hashtags, so that a screenshot never catches the cover picker on its way.
 */
async function editorWith(
  canvasElement: HTMLElement,
  { title = '', covers = 0, hashtags = [] as readonly string[] } = {},
) {
  const editor = await form(canvasElement);
  await waitFor(
    () => {
      expect(titleBox(editor)).toHaveValue(title);
      expect(coverTiles(editor)).toHaveLength(covers);
      if (covers === 0)
        expect(editor.querySelector('[data-slot="cover-picker"]')).toHaveAttribute('data-state', 'empty');
      expect(chips(editor)).toEqual(hashtags);
      const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('img')];
      expect(pictures.every((picture) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
  return editor;
}

/** A new article: the empty form, covers waiting for images in the body, Publish and Save draft. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const editor = await editorWith(canvasElement);
    await expect(bodyBox(editor)).toHaveValue('');
    await expect(button(editor, messages.publish)).toBeEnabled();
    await expect(button(editor, messages.saveDraft)).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toBeNull();
  },
};

/**
 * Editing a published article: its title, its HTML as Markdown, the body's images offered as covers (three
 * chosen, the most an article has), its hashtags and the edits left; no Save draft for a published article.
 */
export const Editing: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(answer('getContentDetail', { detail: article })),
  play: async ({ canvasElement, globals }) => {
    const editor = await editorWith(canvasElement, {
      title: article.title,
      covers: HOSTED.length,
      hashtags: article.hashtag,
    });
    const markdown = bodyBox(editor).value;
    await expect(markdown).toContain('## Slow on purpose');
    await expect(markdown).toContain('- Book the lower berth');
    await expect(markdown).toContain(`![](${HOSTED[0]})`);
    await expect(
      editor.querySelectorAll('[data-slot="cover-picker-tile"][data-state="checked"]'),
    ).toHaveLength(article.cover_images.length);
    await expect(editor.querySelector('[data-slot="cover-picker"]')).toHaveAttribute('data-state', 'full');
    // The edits left, right above the form, in the locale's plural form (Arabic's dual has no digit) and its
    // Latin digits. By its id: creator-tabs keeps the message to itself.
    const left = article.remaining_modify_count;
    await expect(editor.previousElementSibling?.tagName).toBe('P');
    await expect(editor.previousElementSibling).toHaveTextContent(
      localized(
        { id: 'portal.creator.remaining-edits' },
        {
          count: left,
          shown: new Intl.NumberFormat(globals.locale, { numberingSystem: 'latn' }).format(left),
        },
      ),
    );
    await expect(button(editor, messages.publish)).toBeEnabled();
    await expect(button(editor, messages.saveDraft)).toBeNull();
  },
};

/** Editing on a 360 px phone: the form the whole width, its toolbar wrapping, two covers to a row. */
export const Phone: Story = onThePhone(Editing);

/** A server draft opened from the drafts: it can be saved as a draft again, and shows no edit count. */
export const EditingDraft: Story = {
  parameters: { screen: { path: EDIT_DRAFT } },
  beforeEach: ({ msw }) => msw.use(answer('getContentDetail', { detail: serverDraft })),
  play: async ({ canvasElement }) => {
    const editor = await editorWith(canvasElement, {
      title: serverDraft.title,
      covers: HOSTED.length,
      hashtags: serverDraft.hashtag,
    });
    await expect(button(editor, messages.saveDraft)).toBeEnabled();
    await expect(button(editor, messages.publish)).toBeEnabled();
    // No edits to count for a draft: nothing above the form.
    await expect(editor.previousElementSibling).toBeNull();
  },
};

/** The article being edited is on its way. */
export const Loading: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(neverAnswers('getContentDetail')),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull(), {
      timeout: 5000,
    });
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The article could not be loaded: the reason and a retry, in place of the editor. */
export const LoadFailed: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(...failsTwice('getContentDetail'), answer('getContentDetail', { detail: article })),
  play: async ({ canvas, canvasElement }) => {
    await failedInPlace(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The retry of a failed load brings the editor. */
export const LoadRetried: Story = {
  tags: ['no-visual'],
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(...failsTwice('getContentDetail'), answer('getContentDetail', { detail: article })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await editorWith(canvasElement, {
      title: article.title,
      covers: HOSTED.length,
      hashtags: article.hashtag,
    });
  },
};

/**
 * An article in review cannot be edited, even reached by its address: it opens read-only, with the reason, no
 * Publish and the way back to the list.
 */
export const CannotEdit: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(answer('getContentDetail', { detail: { ...article, status: ContentStatus.inReview } })),
  play: async ({ canvas, canvasElement }) => {
    const editor = await editorWith(canvasElement, {
      title: article.title,
      covers: HOSTED.length,
      hashtags: article.hashtag,
    });
    const reason = canvas.getByRole('alert');
    await expect(reason).toHaveTextContent(localized(messages.readOnly));
    await expect(reason).toHaveTextContent(localized(eligibilityMessages.editInReview));
    await expect(titleBox(editor)).toHaveAttribute('readonly');
    await expect(bodyBox(editor)).toHaveAttribute('readonly');
    await expect(button(editor, messages.publish)).toBeNull();
    await expect(button(editor, messages.saveDraft)).toBeNull();
    await expect(button(editor, messages.back)).toBeEnabled();
  },
};

/** An article from elsewhere (an import) with a link and a table, which the editor cannot keep. */
const imported: ContentDetail = {
  ...article,
  content: [
    '<h2>Timetable</h2>',
    '<p>Tickets from <a href="https://example.com/kai">the railway\u2019s site</a>.</p>',
    '<table><tr><th>Train</th><th>Leaves</th></tr><tr><td>Argo Bromo</td><td>08:00</td></tr></table>',
    `<p><img src="${HOSTED[0]}"></p>`,
  ].join(''),
  images: [HOSTED[0]!],
  cover_images: [HOSTED[0]!],
};

/** Before anything is dropped, the editor names what it would drop, and stays read-only until told to go on. */
export const ImportedArticle: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(answer('getContentDetail', { detail: imported })),
  play: async ({ canvas, canvasElement }) => {
    const editor = await editorWith(canvasElement, {
      title: imported.title,
      covers: 1,
      hashtags: imported.hashtag,
    });
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(localized(messages.lossesTitle));
    await expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([localized(articleHtmlLossMessages.links), localized(articleHtmlLossMessages.tables)]);
    await expect(
      within(notice).getByRole('button', { name: localized(messages.lossesConfirm) }),
    ).toBeEnabled();
    await expect(titleBox(editor)).toHaveAttribute('readonly');
    await expect(bodyBox(editor)).toHaveAttribute('readonly');
    await expect(button(editor, messages.publish)).toBeNull();
  },
};

/** "Edit it anyway": the notice goes, the text of the link and of the table stays, the editor can be used. */
export const ImportedEditedAnyway: Story = {
  tags: ['no-visual'],
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(answer('getContentDetail', { detail: imported })),
  play: async ({ canvas, canvasElement }) => {
    await editorWith(canvasElement, { title: imported.title, covers: 1, hashtags: imported.hashtag });
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.lossesConfirm) }));
    const editor = await form(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    const markdown = bodyBox(editor);
    await expect(markdown).not.toHaveAttribute('readonly');
    await expect(markdown.value).toContain('railway\u2019s site');
    await expect(markdown.value).toContain('Argo Bromo');
    await expect(markdown.value).not.toMatch(/example\.com|<table|\|/u);
    await expect(button(editor, messages.publish)).toBeEnabled();
  },
};

/** Publishing with a title under ten characters: the problem as a toast, the title marked and focused. */
export const RefusedOnPublish: Story = {
  play: async ({ canvasElement }) => {
    const editor = await editorWith(canvasElement);
    const title = titleBox(editor);
    await userEvent.type(title, 'Too short');
    await userEvent.click(button(editor, messages.publish)!);
    const refusal = localized(articleMessages.titleLength, articleMessages.titleLength.values);
    await within(document.body).findByText(refusal, { selector: '[data-sonner-toast] *' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(within(editor).getByText(refusal)).toBeVisible();
  },
};

/** An article autosaved on this device an hour before: its title, body, cover and hashtags. */
const savedDraft: ArticleDraft = {
  contentId: null,
  title: 'Notes from the night train to Surabaya',
  markdown: `## Leaving Gambir\n\nThe train left at nine, on time.\n\n![](${HOSTED[0]})\n\n- Bring tea\n- Book the lower berth`,
  covers: [HOSTED[0]!],
  hashtags: ['travel', 'trains'],
  savedAt: (FIXTURE_NOW - 3600) * 1000,
};
const withSavedDraft = () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(savedDraft));
};
const restoreAlert = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const offer = canvasElement.querySelector<HTMLElement>('[data-slot="draft-restore-alert"]');
      expect(offer).not.toBeNull();
      return offer!;
    },
    { timeout: 5000 },
  );

/** A new article, with a draft saved on this device offered back: continue it or give it up. */
export const DraftOffered: Story = {
  beforeEach: withSavedDraft,
  play: async ({ canvasElement }) => {
    await editorWith(canvasElement);
    // The offer is a chunk of its own, shown once the account (whose draft it is) is known.
    const offer = await restoreAlert(canvasElement);
    await expect(offer.querySelectorAll('[data-slot="alert-action"] button')).toHaveLength(2);
  },
};

/** "Continue editing": the saved draft fills the editor, and the restore can be undone. */
export const DraftRestored: Story = {
  beforeEach: withSavedDraft,
  play: async ({ canvas, canvasElement }) => {
    await editorWith(canvasElement);
    const offer = await restoreAlert(canvasElement);
    await userEvent.click(offer.querySelector<HTMLButtonElement>('[data-slot="alert-action"] button')!);
    const editor = await editorWith(canvasElement, {
      title: savedDraft.title,
      covers: 1,
      hashtags: savedDraft.hashtags,
    });
    await expect(bodyBox(editor)).toHaveValue(savedDraft.markdown);
    await expect(
      editor.querySelectorAll('[data-slot="cover-picker-tile"][data-state="checked"]'),
    ).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="draft-restore-alert"]')).toBeNull();
    const restored = canvas
      .getByText(localized(messages.restored))
      .closest<HTMLElement>('[data-slot="alert"]')!;
    await expect(restored).toHaveAttribute('role', 'status');
    await expect(
      within(restored).getByRole('button', { name: localized(messages.undoRestore) }),
    ).toBeEnabled();
  },
};

const DRAFT_LIMIT_MESSAGE = 'You can keep at most 100 drafts. Delete one to save another.';

/** Saving a draft past the limit (16016): the server's message in a modal, the draft left as it was. */
export const DraftLimit: Story = {
  parameters: { screen: { path: EDIT_DRAFT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getContentDetail', { detail: serverDraft }),
      businessError('saveDraft', ErrorCode.draftLimit, DRAFT_LIMIT_MESSAGE),
    ),
  play: async ({ canvasElement }) => {
    const editor = await editorWith(canvasElement, {
      title: serverDraft.title,
      covers: HOSTED.length,
      hashtags: serverDraft.hashtag,
    });
    await userEvent.click(button(editor, messages.saveDraft)!);
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: localized(messages.draftFailTitle) },
      { timeout: 5000 },
    );
    await animationsDone();
    await expect(dialog).toHaveTextContent(DRAFT_LIMIT_MESSAGE);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: localized(messages.known) })).toHaveFocus(),
    );
    // Behind the modal (hidden from the accessibility tree meanwhile), the draft is as it was.
    await expect(editor.querySelector('[data-field="title"] input')).toHaveValue(serverDraft.title);
  },
};

/** A long article in one script: heading, paragraphs and a list of its text, two hosted pictures. */
const longArticle = (
  list: typeof fixtures.contentPageLongArabic.list,
  hashtag: string[],
): { detail: ContentDetail } => {
  const { title, brief } = list[0]!;
  return {
    detail: {
      ...article,
      title,
      content: [
        `<h2>${title}</h2>`,
        `<p>${brief}</p>`,
        `<p><img src="${HOSTED[0]}"></p>`,
        `<p>${brief} ${brief}</p>`,
        `<ul><li>${brief}</li><li>${brief}</li></ul>`,
        `<p><img src="${HOSTED[1]}"></p>`,
        `<p><strong>${title}</strong></p>`,
      ].join(''),
      images: HOSTED.slice(0, 2),
      cover_images: HOSTED.slice(0, 1),
      hashtag,
    },
  };
};

/** A long Arabic article, right to left: the title, the Markdown, the covers and the hashtags mirrored. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongArabic),
      answer('getContentDetail', longArticle(fixtures.contentPageLongArabic.list, ['سفر', 'مصر'])),
    ),
  play: async ({ canvasElement }) => {
    const { title } = fixtures.contentPageLongArabic.list[0]!;
    const editor = await editorWith(canvasElement, { title, covers: 2, hashtags: ['سفر', 'مصر'] });
    await expect(bodyBox(editor).value).toContain(`## ${title}`);
  },
};

/** A long Chinese article. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongChinese),
      answer('getContentDetail', longArticle(fixtures.contentPageLongChinese.list, ['旅行', '杭州'])),
    ),
  play: async ({ canvasElement }) => {
    const { title } = fixtures.contentPageLongChinese.list[0]!;
    const editor = await editorWith(canvasElement, { title, covers: 2, hashtags: ['旅行', '杭州'] });
    await expect(bodyBox(editor).value).toContain(`## ${title}`);
  },
};
