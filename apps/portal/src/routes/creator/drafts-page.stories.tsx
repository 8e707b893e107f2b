import { apiMessages } from '@creator/api/client/errors';
import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, emptyList, neverAnswers } from '@creator/api/mocks/handlers';
import type { DraftListAnswer } from '@creator/api/schemas/drafts';
import { CONTENT_PAGE_SIZE } from '@creator/domain/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import DraftsPage from './drafts-page';
import { messages } from './drafts-messages';

const meta = {
  title: 'Screens/Drafts',
  component: DraftsPage,
  tags: ['!autodocs'],
  ...screen({ path: '/creator/draft' }),
} satisfies Meta<typeof DraftsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('[data-slot="draft-list-item"]');
const listState = (root: HTMLElement) =>
  root.querySelector('[data-slot="paginated-list"]')?.getAttribute('data-state');

/** Waits for the animations under way (a dialog popping in) to end, so that axe and the screenshot see it still. */
const animationsDone = () =>
  Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

/**
 * Waits for the list with its drafts: each of the page's rows, every cover drawn and the pagination under them,
 * and checks that each row opens its draft in the editor.
 */
async function listed(canvasElement: HTMLElement, page: DraftListAnswer) {
  await waitFor(
    () => {
      expect(listState(canvasElement)).toBe('success');
      expect(rows(canvasElement)).toHaveLength(page.list.length);
      const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('img')];
      expect(pictures).toHaveLength(page.list.filter((draft) => draft.cover_images.length > 0).length);
      expect(pictures.every((picture) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
  const links = [...rows(canvasElement)].map((row) => row.querySelector('a')?.getAttribute('href'));
  await expect(links).toEqual(page.list.map((draft) => `/creator/editor?content_id=${draft.content_id}`));
  await expect(canvasElement.querySelector('[data-slot="pagination"]')).not.toBeNull();
}

/** The drafts saved on the server: covers or their placeholder, titles (or the brief, or "Untitled"), when saved. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.drafts);
    const titles = [...canvasElement.querySelectorAll('[data-slot="draft-list-item-title"]')];
    await expect(titles.slice(0, 3).map((title) => title.textContent)).toEqual(
      fixtures.drafts.list.slice(0, 3).map((draft) => draft.title),
    );
  },
};

/** On a 360 px phone: each draft a card, its cover beside its title, its actions at the end. */
export const Phone: Story = onThePhone(Filled);

/** No draft yet: the empty state offers to write an article. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyList('listDrafts')),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('empty'), { timeout: 5000 });
    await expect(canvas.getByText(localized(messages.empty))).toBeVisible();
    await expect(canvas.getByRole('button', { name: localized(messages.create) })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};

/** The drafts on their way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('listDrafts')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('loading'), { timeout: 5000 });
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** Gives the retry of the failed list, once it shows the reason in place of the list (never an empty list). */
async function failedList(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      expect(listState(canvasElement)).toBe('error');
      const failure = canvasElement.querySelector('[data-slot="paginated-list-error"]');
      expect(failure).toHaveTextContent(localized(apiMessages.slowNetwork));
      return failure!.querySelector('button')!;
    },
    { timeout: 5000 },
  );
}

/** The list failed (HTTP 500, tried twice): the reason and a retry. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('listDrafts')),
  play: async ({ canvasElement }) => {
    await expect(await failedList(canvasElement)).toBeEnabled();
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** The retry of a failed list brings the drafts. */
export const LoadRetried: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => msw.use(...failsTwice('listDrafts')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedList(canvasElement));
    await listed(canvasElement, fixtures.drafts);
  },
};

const secondPage: DraftListAnswer = {
  ...fixtures.drafts,
  count: CONTENT_PAGE_SIZE + fixtures.drafts.list.length,
  page: 2,
};

/** Fourteen drafts: the second page, with the last four, and the pagination on it. */
export const Paged: Story = {
  parameters: { screen: { path: '/creator/draft?page=2' } },
  beforeEach: ({ msw }) => msw.use(answer('listDrafts', secondPage)),
  play: async ({ canvasElement }) => {
    await listed(canvasElement, secondPage);
    const current = canvasElement.querySelector('[data-slot="pagination-page"][aria-current="page"]');
    await expect(current).toHaveTextContent('2');
  },
};

/** Delete asks first, and says that a deleted draft cannot come back. */
export const DeleteAsked: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.drafts);
    const [first] = rows(canvasElement);
    await userEvent.click(
      first!.querySelector<HTMLButtonElement>('[data-slot="draft-list-item-actions"] button')!,
    );
    // The dialog is a chunk of its own.
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: localized(messages.deleteTitle) },
      { timeout: 5000 },
    );
    await animationsDone();
    await expect(dialog).toHaveTextContent(localized(messages.deleteWarning));
    await expect(
      within(dialog).getByRole('button', { name: localized(messages.deleteConfirm) }),
    ).toBeEnabled();
    // The focus starts on Cancel, so that Enter never deletes by accident.
    await expect(dialog.querySelector('[data-slot="confirm-dialog-confirm"]')).not.toHaveFocus();
    await expect(dialog.querySelector('[data-slot="confirm-dialog-footer"] button')).toHaveFocus();
  },
};

/** Long Arabic titles and briefs, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(answer('listDrafts', fixtures.draftsLongArabic)),
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.draftsLongArabic);
  },
};

/** Long Arabic titles and briefs on a 360 px phone, right to left. */
export const PhoneLongText: Story = onThePhone(LongArabic);

/** Long Chinese titles and briefs. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(answer('listDrafts', fixtures.draftsLongChinese)),
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.draftsLongChinese);
  },
};
