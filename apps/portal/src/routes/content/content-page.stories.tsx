import { apiMessages } from '@creator/api/client/errors';
import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, emptyList, neverAnswers } from '@creator/api/mocks/handlers';
import type { ContentListAnswer } from '@creator/api/schemas/content';
import { ContentStatus, ShowType } from '@creator/domain/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import ContentPage from './content-page';
import { messages } from './content-messages';

/** The fixtures' page held to one show type, as the server answers a section, with more pages behind it. */
const pageOf = (answerPage: ContentListAnswer, showType: number): ContentListAnswer => {
  const list = answerPage.list.filter((item) => item.show_type === showType);
  return { ...answerPage, list, count: 23 };
};

const meta = {
  title: 'Screens/Content management',
  component: ContentPage,
  tags: ['!autodocs'],
  ...screen({ path: '/content/post' }, [
    answer('listContent', pageOf(fixtures.contentPage, ShowType.shortPost)),
  ]),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (root: HTMLElement) => root.querySelectorAll('[data-slot="content-list-item"]');
const listState = (root: HTMLElement) =>
  root.querySelector('[data-slot="paginated-list"]')?.getAttribute('data-state');

/** Waits for the list to show `count` items. */
async function shown(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(items(canvasElement)).toHaveLength(count));
}

const shortPosts = pageOf(fixtures.contentPage, ShowType.shortPost).list.length;

/** Short posts: every status of the fixtures, the counters abbreviated, the edits left on editable items. */
export const Filled: Story = {
  play: async ({ canvasElement, canvas }) => {
    await shown(canvasElement, shortPosts);
    await expect(canvas.getByRole('link', { name: localized(messages.post) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: localized(messages.all) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('[data-slot="content-list-item-edits-left"]')).not.toBeNull();
  },
};

/** On a 360 px phone: the filters stacked, each item a card with its counters in two columns. */
export const Phone: Story = onThePhone(Filled);

/** Long posts, landscape covers, searched by title. */
export const Articles: Story = {
  parameters: { screen: { path: '/content/article' } },
  beforeEach: ({ msw }) => msw.use(answer('listContent', pageOf(fixtures.contentPage, ShowType.article))),
  play: async ({ canvasElement, canvas }) => {
    await shown(canvasElement, pageOf(fixtures.contentPage, ShowType.article).list.length);
    await expect(canvas.getByRole('searchbox', { name: localized(messages.searchArticles) })).toBeVisible();
  },
};

/** A shared link with filters: the sub-tab, the days and the search come back from the address. */
export const Filtered: Story = {
  parameters: { screen: { path: '/content/post?status=published&from=2026-03-01&to=2026-03-14&q=habits' } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('listContent', {
        ...fixtures.contentPage,
        list: fixtures.contentPage.list.filter(
          (item) => item.show_type === ShowType.shortPost && item.status === ContentStatus.published,
        ),
        count: 2,
      }),
    ),
  play: async ({ canvasElement, canvas }) => {
    await shown(canvasElement, 2);
    await expect(canvas.getByRole('searchbox')).toHaveValue('habits');
    await expect(canvas.getByRole('link', { name: localized(messages.published) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The first page on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('listContent')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('loading'));
  },
};

/** Nothing published yet: the empty state offers to create one. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyList('listContent')),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('empty'));
    await expect(canvas.getByRole('button', { name: localized(messages.createPost) })).toBeVisible();
  },
};

/** Filters that match nothing say so, rather than "nothing published". */
export const NoMatch: Story = {
  parameters: { screen: { path: '/content/post?q=zebra' } },
  beforeEach: ({ msw }) => msw.use(emptyList('listContent')),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('empty'));
    await expect(canvas.getByText(localized(messages.noMatch))).toBeVisible();
  },
};

/** The list failed (HTTP 500, tried twice): the reason and a retry in place of the list, never an empty list. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('listContent')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listState(canvasElement)).toBe('error'), { timeout: 5000 });
    const failure = canvasElement.querySelector('[data-slot="paginated-list-error"]');
    await expect(failure).toHaveTextContent(localized(apiMessages.slowNetwork));
    await expect(failure?.querySelector('button')).toBeVisible();
  },
};

/** Retry after the failure brings the list. */
export const ErrorRetried: Story = {
  ...Error,
  play: async (context) => {
    await Error.play?.(context);
    await userEvent.click(
      context.canvasElement.querySelector<HTMLButtonElement>('[data-slot="paginated-list-error"] button')!,
    );
    await shown(context.canvasElement, shortPosts);
  },
};

/** Delete asks first, and says that edits and deletions hurt recommendation. */
export const DeleteQuestion: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement, shortPosts);
    const first = items(canvasElement)[0]!;
    await userEvent.click(
      first.querySelector<HTMLButtonElement>(
        '[data-slot="content-list-item-actions"] button[data-tone="danger"]',
      )!,
    );
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(localized(messages.deleteWarning));
  },
};

/** Long Arabic titles and briefs, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) =>
    msw.use(answer('listContent', pageOf(fixtures.contentPageLongArabic, ShowType.shortPost))),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, shortPosts);
  },
};

/** Long Arabic titles and briefs on a 360 px phone, right to left. */
export const PhoneLongText: Story = onThePhone(LongArabic);

/** Long Chinese titles and briefs. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) =>
    msw.use(answer('listContent', pageOf(fixtures.contentPageLongChinese, ShowType.shortPost))),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, shortPosts);
  },
};
