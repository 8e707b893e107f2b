import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../lib/story-intl';
import { NoticeFeed } from '../components/notice-feed';
import { messages as feedMessages } from '../components/notice-feed/messages';
import type { NoticeData } from '../components/notice-item';
import { messages as noticeMessages } from '../components/notice-item/messages';
import { NavTabs } from '../components/nav-tabs';
import { TopBar } from '../components/top-bar';
import { messages as topBarMessages } from '../components/top-bar/messages';
import { UnreadBadge } from '../components/unread-badge';
import { PatternLogo } from './pattern-logo';

/** 2026-03-05 07:04:09 UTC; each notice is an hour and a half older than the one before. */
const NEWEST = 1_772_694_249;

type Draft = Omit<NoticeData, 'id' | 'createdAt' | 'unread'> & { unread?: boolean };

function numbered(drafts: readonly Draft[]): NoticeData[] {
  return drafts.map((draft, index) => ({
    unread: false,
    ...draft,
    id: 500 - index,
    createdAt: NEWEST - index * 5400,
  }));
}

const NOTICES = numbered([
  {
    format: 'text',
    unread: true,
    content: 'Your post "Morning market in Jakarta" passed review and is now live.',
  },
  {
    format: 'linked-html',
    unread: true,
    targetId: 4821,
    content: 'Your article {{Ten quiet beaches within two hours of the city}} did not pass review.',
  },
  {
    format: 'text',
    unread: true,
    content: 'Polishing finished for 12 machine-generated posts; they wait for your review.',
  },
  {
    format: 'html',
    content: '<p>The creator awards are open. <a href="https://example.com/awards">Read the rules</a>.</p>',
  },
  { format: 'text', content: 'لم يجتز اسمك المستعار الجديد المراجعة. يرجى اختيار اسم آخر.' },
  { format: 'text', content: '您的定时帖子将于明天 09:00 发布。' },
  { format: 'text', content: 'Maintenance on Sunday from 02:00 to 04:00 UTC: publishing pauses meanwhile.' },
]);

type NoticeListPatternProps = {
  brand: string;
  /** The notices tab's name (the portal's message, story data here). */
  tabLabel: string;
  notices: NoticeData[];
  user: { name: string };
  languageEntry: string;
  onBellClick: () => void;
  /** An unread notice came into view: the portal reports it read, and the bell and the tab count one less. */
  onSeen: (id: number) => void;
  /** Reads notices as they come into view, as the portal does; off, everything stays unread. */
  readOnView?: boolean;
};

/**
 * The notices as the portal shows them (apps/portal/src/routes/notices): the bell in the top bar and the tab both
 * count the unread notices; a notice read in view lowers both, and its dot fades.
 */
function NoticeListPattern({
  brand,
  tabLabel,
  notices,
  user,
  languageEntry,
  onBellClick,
  onSeen,
  readOnView = true,
}: NoticeListPatternProps) {
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const shown = notices.map((notice) => (read.has(notice.id) ? { ...notice, unread: false } : notice));
  const unread = shown.filter((notice) => notice.unread).length;
  const markRead = useCallback(
    (id: number) => {
      onSeen(id);
      setRead((before) => new Set(before).add(id));
    },
    [onSeen],
  );
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <TopBar
        logo={<PatternLogo brand={brand} />}
        publishEntries={['post', 'article', 'draft']}
        onPublish={() => undefined}
        unreadCount={unread}
        onBellClick={() => {
          // On the notices page the bell takes the list back to its top.
          window.scrollTo({ top: 0 });
          onBellClick();
        }}
        user={user}
        languageEntry={languageEntry}
        onLanguageChange={() => undefined}
        onLogout={() => undefined}
      />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-6">
        <NavTabs
          label={tabLabel}
          current="/notice/message"
          tabs={[
            {
              href: '/notice/message',
              label: (
                <>
                  <span dir="auto">{tabLabel}</span>
                  <UnreadBadge count={unread} />
                </>
              ),
            },
          ]}
        />
        <div className="rounded-lg bg-surface px-4">
          <NoticeFeed
            notices={shown}
            total={shown.length}
            status="ready"
            timeZone="UTC"
            previewHref={(targetId) => `/preview?contentId=${targetId}`}
            onSeen={readOnView ? markRead : undefined}
          />
        </div>
      </main>
    </div>
  );
}

const meta = {
  title: 'Patterns/Notices/Notice list',
  component: NoticeListPattern,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Creator portal',
    tabLabel: 'Messages',
    notices: NOTICES,
    user: { name: 'Siti Rahma' },
    languageEntry: 'en-US',
    onBellClick: fn(),
    onSeen: fn(),
  },
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof NoticeListPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

function bellName(count: number): string {
  return localized(topBarMessages.notices, { count, shown: String(count) });
}

/** The unread notices on screen are read as they show: the bell, the tab and the dots all follow. */
export const ReadOnView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unread = args.notices.filter((notice) => notice.unread);
    const feed = canvas.getByRole('feed', { name: localized(feedMessages.label) });
    await expect(within(feed).getAllByRole('article')).toHaveLength(args.notices.length);

    // All three unread notices sit in the first screen: each is reported once, and the bell says none is left.
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledTimes(unread.length));
    await expect(args.onSeen.mock.calls.map(([id]) => id).sort()).toEqual(
      unread.map((notice) => notice.id).sort(),
    );
    const bell = await canvas.findByRole('button', { name: bellName(0) });
    await expect(bell.querySelector('[data-slot="unread-badge"]')).toBeNull();
    await expect(
      canvas.getByRole('navigation', { name: args.tabLabel }).querySelector('[data-slot="unread-badge"]'),
    ).toBeNull();
    await expect(within(feed).queryByText(localized(noticeMessages.unread))).not.toBeInTheDocument();
    await waitFor(() =>
      expect(feed.querySelectorAll('[data-slot="notice-item-dot"][data-state="visible"]')).toHaveLength(0),
    );

    await userEvent.click(bell);
    await expect(args.onBellClick).toHaveBeenCalledTimes(1);
  },
};

/** Before anything is read (nothing reported yet): the bell and the tab carry the same count. */
export const Unread: Story = {
  args: { readOnView: false },
  play: async ({ canvasElement, args }) => {
    const count = args.notices.filter((notice) => notice.unread).length;
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: bellName(count) });
    await expect(bell.querySelector('[data-slot="unread-badge"]')).toHaveTextContent(String(count));
    const tab = canvas.getByRole('link', { current: 'page' });
    await expect(tab.querySelector('[data-slot="unread-badge"]')).toHaveTextContent(String(count));
    await expect(canvas.getAllByText(localized(noticeMessages.unread))).toHaveLength(count);
    await expect(args.onSeen).not.toHaveBeenCalled();
  },
};

/** The tab's name and the notices in Latin, Arabic and Chinese, in the Arabic page: each keeps its direction. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { readOnView: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.tabLabel)).toHaveAttribute('dir', 'auto');
    for (const notice of canvasElement.querySelectorAll('[data-slot="notice-item-content"]')) {
      await expect(notice).toHaveAttribute('dir', 'auto');
    }
    await expect(canvas.getByRole('link', { name: args.brand })).toHaveAttribute('dir', 'auto');
  },
};
