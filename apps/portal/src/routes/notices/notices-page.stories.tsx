import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, emptyList, httpError, neverAnswers } from '@creator/api/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import NoticesPage, { messages } from './notices-page';

const meta = {
  title: 'Screens/Notices',
  component: NoticesPage,
  tags: ['!autodocs'],
  // The read report is held: the unread notices keep their dots as the reader first sees them. Answered, the
  // dots would fade out at a moment that depends on when the notices came into view, and two runs would not
  // agree (the fading is covered by the read-on-view tests of packages/api and by the end-to-end test).
  ...screen({ path: '/notice/message' }, [neverAnswers('markNoticesRead')]),
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (root: HTMLElement) => root.querySelectorAll('[role="feed"] article');

/** Waits for the feed to show `count` notices. */
async function shown(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(articles(canvasElement)).toHaveLength(count));
}

/** Every kind of notice, newest first; the tab carries the unread count, and the list ends. */
export const Filled: Story = {
  play: async ({ canvasElement, canvas }) => {
    await shown(canvasElement, fixtures.notices.list.length);
    const tab = canvas.getByRole('link', { name: new RegExp(localized(messages.message)) });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab.querySelector('[data-slot="unread-badge"]')).not.toBeNull());
  },
};

/** On a 360 px phone: each notice folded to a few lines, with Expand. */
export const Phone: Story = onThePhone(Filled);

/** More than 99 unread: the badge caps at 99+. */
export const ManyUnread: Story = {
  beforeEach: ({ msw }) => msw.use(answer('getUnreadCount', { unread: 1234 })),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.notices.list.length);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toHaveAttribute(
        'data-state',
        'capped',
      ),
    );
  },
};

/** The first page on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('listNotices')),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="notice-feed-loading"]')).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** No notice at all. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyList('listNotices'), answer('getUnreadCount', { unread: 0 })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="empty-state"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toBeNull();
  },
};

/** The first page failed (HTTP 500, tried twice): the reason and a retry, in place. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('listNotices')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await shown(canvasElement, fixtures.notices.list.length);
  },
};

/** The second page failed: the retry sits under what is loaded, which stays. */
export const NextPageFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer('listNotices', { ...fixtures.notices, count: 40 }, { once: true }),
      httpError('listNotices', 500),
    ),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.notices.list.length);
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector(
            '[data-slot="notice-feed-footer"] [data-slot="error-retry"], [data-slot="notice-feed-footer"] button',
          ),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    await expect(articles(canvasElement)).toHaveLength(fixtures.notices.list.length);
  },
};

/** Long Arabic notices, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(answer('listNotices', fixtures.noticesLongArabic)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.noticesLongArabic.list.length);
  },
};

/** Long Arabic notices on a 360 px phone, right to left. */
export const PhoneLongText: Story = onThePhone(LongArabic);

/** Long Chinese notices. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(answer('listNotices', fixtures.noticesLongChinese)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.noticesLongChinese.list.length);
  },
};
