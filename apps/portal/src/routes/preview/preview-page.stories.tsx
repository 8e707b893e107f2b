import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, businessError, neverAnswers } from '@creator/api/mocks/handlers';
import { ContentStatus } from '@creator/domain/content';
import { ErrorCode } from '@creator/domain/error-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { onThePhone, screen } from '../../stories/screen';
import PreviewPage from './preview-page';

const meta = {
  title: 'Screens/Preview',
  component: PreviewPage,
  tags: ['!autodocs'],
  ...screen({ path: `/preview?contentId=${fixtures.postDetail.content_id}` }),
} satisfies Meta<typeof PreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (root: HTMLElement) =>
  root.querySelector('[data-slot="content-preview"]')?.getAttribute('data-state');

/** Waits for the item, under the account's name. */
async function shown(canvasElement: HTMLElement, name: string) {
  await waitFor(() => expect(state(canvasElement)).toBe('ready'));
  await waitFor(() => expect(canvasElement).toHaveTextContent(name));
  await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
}

/** A short post: its gallery, its text with hashtags, under the account's name and the publish date. */
export const Post: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.account.screen_name);
  },
};

/** On a 360 px phone: the gallery the whole width, the text under it. */
export const Phone: Story = onThePhone(Post);

/** An article: its title, covers as thumbnails and the body held to the allow-list. */
export const Article: Story = {
  parameters: { screen: { path: `/preview?contentId=${fixtures.articleDetail.content_id}` } },
  beforeEach: ({ msw }) => msw.use(answer('getContentDetail', { detail: fixtures.articleDetail })),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('ready'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fixtures.articleDetail.title);
    await expect(canvas.getByText('Book the lower berth')).toBeVisible();
  },
};

/** An article whose HTML holds what the contract does not allow: none of it reaches the page. */
export const ArticleUnsafe: Story = {
  parameters: { screen: { path: `/preview?contentId=${fixtures.articleDetail.content_id}` } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getContentDetail', {
        detail: {
          ...fixtures.articleDetail,
          content:
            '<h2>Safe heading</h2><p onclick="steal()">Text</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
        },
      }),
    ),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByText('Safe heading')).toBeVisible());
    const body = canvasElement.querySelector('[data-slot="content-preview"]')!;
    await expect(body.querySelectorAll('script, iframe, a, [onclick], [onerror]')).toHaveLength(0);
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};

/** The item on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getContentDetail')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('loading'));
  },
};

/** An id the server does not know: a clear message and a way on. */
export const Missing: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessError('getContentDetail', ErrorCode.invalidRequest, 'content_id: no such content')),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('missing'));
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/content');
  },
};

/** A deleted item shows the same. */
export const Deleted: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getContentDetail', { detail: { ...fixtures.postDetail, status: ContentStatus.deleted } }),
    ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('missing'));
  },
};

/** The server cannot be reached: the reason and a retry that brings the post. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('getContentDetail')),
  play: async ({ canvasElement }) => {
    const retry = await failedInPlace(canvasElement);
    await expect(state(canvasElement)).toBe('error');
    await userEvent.click(retry);
    await waitFor(() => expect(state(canvasElement)).toBe('ready'));
  },
};

/** A long Arabic post, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongArabic),
      answer('getContentDetail', {
        detail: {
          ...fixtures.postDetail,
          title: fixtures.contentPageLongArabic.list[0]!.title,
          content: fixtures.contentPageLongArabic.list[0]!.brief,
        },
      }),
    ),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.accountLongArabic.screen_name);
  },
};

/** A long Arabic post on a 360 px phone, right to left: the title wraps, never the screen. */
export const PhoneLongText: Story = onThePhone(LongArabic);

/** A long Chinese article. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  parameters: { screen: { path: `/preview?contentId=${fixtures.articleDetail.content_id}` } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongChinese),
      answer('getContentDetail', {
        detail: {
          ...fixtures.articleDetail,
          title: fixtures.contentPageLongChinese.list[1]!.title,
          content: `<h2>${fixtures.contentPageLongChinese.list[1]!.title}</h2><p>${fixtures.contentPageLongChinese.list[1]!.brief}</p>`,
        },
      }),
    ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('ready'));
  },
};
