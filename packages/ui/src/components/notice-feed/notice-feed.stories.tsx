import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentProps } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { messages as errorRetryMessages } from '../error-retry/messages';
import type { NoticeData } from '../notice-item';
import { messages } from './messages';
import { NoticeFeed } from './notice-feed';

function picture(hue: number, label: string): string {
  return labelledPicture({ width: 400, height: 300, hue, label, baselinePercent: 58, fontSize: 72 });
}

const PICTURES = [picture(20, 'A'), picture(140, 'B'), picture(220, 'C'), picture(300, 'D')];

/** 2026-03-05 07:04:09 UTC; each notice is an hour and a half older than the one before. */
const NEWEST = 1_772_694_249;

const LONG =
  'Dear creator, from next month the review of long articles follows the updated community guidelines. Articles that copy more than a third of another publication, that advertise without a label, or that use pictures without the rights to them will not pass review. Please read the guidelines in full before you publish again; the help centre explains each rule with examples, and our team answers questions within two working days.';

type Draft = Omit<NoticeData, 'id' | 'createdAt' | 'unread'> & { unread?: boolean };

function numbered(drafts: readonly Draft[]): NoticeData[] {
  return drafts.map((draft, index) => ({
    unread: false,
    ...draft,
    id: 1000 - index,
    createdAt: NEWEST - index * 5400,
  }));
}

const FILLED = numbered([
  {
    format: 'text',
    unread: true,
    content: 'Your post "Morning market in Jakarta" passed review and is now live.',
  },
  {
    format: 'html',
    unread: true,
    content:
      '<p>Welcome to the <b>creator programme</b>! Start with the <a href="https://example.com/guide">creator guide</a>.</p>',
  },
  {
    format: 'linked-html',
    targetId: 4821,
    content: 'Your article {{Ten quiet beaches within two hours of the city}} is now live.',
  },
  {
    format: 'html',
    content: '<p>Our new cover guidelines, in pictures.</p>',
    imageUrls: [PICTURES[0]!, PICTURES[1]!, PICTURES[2]!],
  },
  { format: 'text', content: LONG },
  { format: 'text', content: 'Your new nickname did not pass review. Please choose another one.' },
  {
    format: 'linked-html',
    targetId: 77,
    content: 'Operations took your article {{<i>Street food in Cairo</i>}} offline: it links to a shop.',
  },
  {
    format: 'html',
    content:
      '<p>Three things to try this week:</p><ul><li>Add hashtags to older posts</li><li>Schedule a post for the weekend</li><li>Reply to your comments</li></ul>',
  },
  { format: 'text', content: 'Your avatar passed review.', imageUrls: [PICTURES[3]!] },
  { format: 'text', content: `${LONG}\n\n${LONG}` },
  {
    format: 'linked-html',
    targetId: 9310,
    content: 'Your article {{How to photograph night markets without a tripod}} did not pass review.',
  },
  { format: 'text', content: 'Your scheduled post will be published tomorrow at 09:00.' },
  {
    format: 'html',
    content: '<p>The creator awards are open. <a href="https://example.com/awards">Read the rules</a>.</p>',
    imageUrls: [PICTURES[1]!, PICTURES[3]!],
  },
  { format: 'text', content: 'Your password was changed. If this was not you, contact support at once.' },
  {
    format: 'linked-html',
    targetId: 5120,
    content: 'Your article {{A weekend in Bandung}} reached 10 000 readers.',
  },
  {
    format: 'text',
    content: 'Polishing finished for 12 machine-generated posts; they wait for your review.',
  },
  { format: 'html', content: `<p>${LONG}</p><p>${LONG}</p>`, imageUrls: [PICTURES[2]!] },
  { format: 'text', content: 'Maintenance on Sunday from 02:00 to 04:00 UTC: publishing pauses meanwhile.' },
  {
    format: 'linked-html',
    targetId: 33,
    content: 'Your article {{Rice terraces of Bali}} is back online after review.',
  },
  { format: 'text', content: 'Welcome aboard! Your creator account is ready.' },
]);

const FIRST_FIVE = FILLED.slice(0, 5);

const ARABIC =
  'عزيزي المبدع، اعتبارًا من الشهر المقبل تتبع مراجعة المقالات الطويلة إرشادات المجتمع المحدّثة. المقالات التي تنسخ أكثر من ثلث منشور آخر، أو التي تعلن دون إشارة، أو التي تستخدم صورًا دون حقوقها لن تجتاز المراجعة. يرجى قراءة الإرشادات كاملة قبل النشر مرة أخرى؛ يشرح مركز المساعدة كل قاعدة بالأمثلة، ويجيب فريقنا عن الأسئلة خلال يومي عمل.';
const CHINESE =
  '亲爱的创作者：自下月起，长文章的审核将遵循更新后的社区规范。抄袭其他出版物超过三分之一、未标注广告或使用无版权图片的文章将无法通过审核。请在再次发布前完整阅读规范；帮助中心会用示例解释每一条规则，我们的团队会在两个工作日内回复您的问题。';

const LONG_ARABIC_CHINESE = numbered([
  { format: 'text', unread: true, content: ARABIC },
  { format: 'text', content: CHINESE },
  {
    format: 'linked-html',
    targetId: 12,
    content:
      'لم تجتز مقالتك {{عشرة شواطئ هادئة على بعد ساعتين من المدينة}} مراجعة الجودة. يرجى مراجعة الإرشادات وإعادة المحاولة.',
    imageUrls: [PICTURES[0]!, PICTURES[2]!],
  },
  {
    format: 'linked-html',
    targetId: 13,
    content: `您的文章{{雅加达的清晨集市：水果、讨价还价与全城最好的咖啡}}已发布。${CHINESE}`,
  },
  { format: 'html', content: `<p>${ARABIC}</p><p>${ARABIC}</p>` },
  { format: 'text', content: `${CHINESE}${CHINESE}`, imageUrls: [PICTURES[1]!] },
]);

const SENTENCES = [
  'Your post passed review and is now live.',
  'Please check the community guidelines before you publish again.',
  'The help centre explains each rule with examples.',
  'Our team answers questions within two working days.',
  '您的文章已通过审核并发布。',
  'Scheduled posts are published at the time you chose, in your time zone.',
  'Machine-generated posts wait for your review before they go live.',
  'Thank you for creating with us.',
];

/** `count` notices with fixed, varied content: one to eleven sentences, a fifth with images. */
function generatedNotices(count: number): NoticeData[] {
  let seed = 20_260_305;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, index) => {
    const sentences = Array.from(
      { length: 1 + Math.floor(next() * 11) },
      () => SENTENCES[Math.floor(next() * SENTENCES.length)]!,
    ).join(' ');
    const images = index % 5 === 0 ? PICTURES.slice(0, 1 + (index % 3)) : undefined;
    const base = { id: count - index, createdAt: NEWEST - index * 600, unread: index < 3, imageUrls: images };
    if (index % 7 === 3) {
      return {
        ...base,
        format: 'linked-html',
        targetId: index,
        content: `Notice ${index + 1}: {{Article ${index + 1}}} ${sentences}`,
      };
    }
    if (index % 11 === 5) {
      return { ...base, format: 'html', content: `<p><b>Notice ${index + 1}.</b> ${sentences}</p>` };
    }
    return { ...base, format: 'text', content: `Notice ${index + 1}. ${sentences}` };
  });
}

const FORTY = generatedNotices(40);
let fiveThousand: NoticeData[] | undefined;
const FIVE_THOUSAND = () => (fiveThousand ??= generatedNotices(5000));

const meta = {
  title: 'Patterns/Notices/NoticeFeed',
  component: NoticeFeed,
  tags: ['autodocs'],
  args: {
    notices: FILLED,
    total: FILLED.length,
    status: 'ready',
    hasNextPage: false,
    fetchingNextPage: false,
    nextPageFailed: false,
    timeZone: 'UTC',
    previewHref: (targetId: number) => `/preview?contentId=${targetId}`,
    onRetry: fn(),
    onLoadMore: fn(),
    onRetryNextPage: fn(),
    onSeen: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-surface px-4">
        <Story />
      </div>
    ),
  ],
  // The feed follows the window's scroll, which one story would otherwise hand on to the next.
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof NoticeFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', notices: [], total: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(localized(messages.loading));
  },
};

export const Empty: Story = {
  args: { notices: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(localized(messages.empty))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('feed')).toBeNull();
  },
};

/** The first page failed: nothing to keep, the whole feed offers to try again. */
export const Error: Story = {
  args: { status: 'error', notices: [], total: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(localized(messages.error));
    await userEvent.click(canvas.getByRole('button', { name: localized(errorRetryMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Twenty notices of every kind: plain text, HTML with a link, an article link, images, long text that folds.
 * Overscan covers the whole list here so that a full-page screenshot shows every row.
 */
export const Filled: Story = {
  args: { overscan: 20 },
  play: async ({ canvasElement }) => {
    const feed = await within(canvasElement).findByRole('feed', { name: localized(messages.label) });
    const articles = await within(feed).findAllByRole('article');
    await expect(articles).toHaveLength(20);
    await expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    await expect(articles[0]).toHaveAttribute('aria-setsize', '20');
    await expect(
      within(feed).getByRole('link', { name: 'Ten quiet beaches within two hours of the city' }),
    ).toHaveAttribute('href', '/preview?contentId=4821');
    await expect(within(canvasElement).getByText(localized(messages.end))).toBeInTheDocument();
  },
};

/** The next page is on its way: a spinner under the last notice, the feed busy. */
export const LoadingMore: Story = {
  args: { notices: FIRST_FIVE, total: 40, hasNextPage: true, fetchingNextPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(localized(messages.loadingMore));
  },
};

/** The next page failed: the loaded notices stay, a retry sits under them. */
export const NextPageFailed: Story = {
  args: { notices: FIRST_FIVE, total: 40, hasNextPage: true, nextPageFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('feed')).getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('alert')).toHaveTextContent(localized(messages.nextPageError));
    await userEvent.click(canvas.getByRole('button', { name: localized(errorRetryMessages.retry) }));
    await expect(args.onRetryNextPage).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Every notice loaded: the set's size is known without `total`. */
export const End: Story = {
  args: { notices: FIRST_FIVE, total: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(localized(messages.end))).toBeInTheDocument();
    await expect(within(canvas.getByRole('feed')).getAllByRole('article')[4]).toHaveAttribute(
      'aria-setsize',
      '5',
    );
  },
};

/** Like the page, hands the feed a new `onLoadMore` on every render, and renders on every scroll. */
function RenderedOnScroll(props: ComponentProps<typeof NoticeFeed>) {
  const [, setScrolls] = useState(0);
  useEffect(() => {
    const onScroll = () => setScrolls((count) => count + 1);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const { onLoadMore } = props;
  return <NoticeFeed {...props} onLoadMore={() => onLoadMore?.()} />;
}

/** Reaching the end of the list asks for the next page once, however much the reader scrolls there. */
export const LoadsMoreNearTheBottom: Story = {
  args: { total: 40, hasNextPage: true, overscan: 20 },
  render: (args) => <RenderedOnScroll {...args} />,
  play: async ({ canvasElement, args }) => {
    const feed = await within(canvasElement).findByRole('feed');
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(args.onLoadMore).toHaveBeenCalled();
    });
    window.scrollBy(0, -20);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

const SIXTY = generatedNotices(60);

/** A page that answers at once: each `onLoadMore` appends the next twenty notices. */
function PageByPage(props: ComponentProps<typeof NoticeFeed>) {
  const [loaded, setLoaded] = useState(20);
  const { onLoadMore } = props;
  return (
    <NoticeFeed
      {...props}
      notices={SIXTY.slice(0, loaded)}
      hasNextPage={loaded < SIXTY.length}
      onLoadMore={() => {
        onLoadMore?.();
        setLoaded((count) => count + 20);
      }}
    />
  );
}

/**
 * Pages arrive as the reader reaches the end, one at a time: a page that has just arrived pushes the end away
 * and asks for nothing more until the reader reaches the end again. Left out of the visual baselines: its end
 * state is LoadsMoreNearTheBottom's, three times as long.
 */
export const LoadsPageByPage: Story = {
  tags: ['no-visual'],
  args: { total: SIXTY.length },
  render: (args) => <PageByPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const feed = await within(canvasElement).findByRole('feed');
    const toTheEnd = async (calls: number, last: number) => {
      // Scrolls until the page is asked for, and no further: the window stays at the end it reached.
      await waitFor(() => {
        if (mocked(args.onLoadMore!).mock.calls.length < calls) {
          window.scrollTo(0, document.documentElement.scrollHeight);
        }
        expect(args.onLoadMore).toHaveBeenCalledTimes(calls);
      });
      await waitFor(() => expect(feed.querySelector(`article[aria-posinset="${last}"]`)).not.toBeNull());
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(args.onLoadMore).toHaveBeenCalledTimes(calls);
    };
    await toTheEnd(1, 21);
    await toTheEnd(2, 41);
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(within(canvasElement).getByText(localized(messages.end))).toBeInTheDocument();
    });
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** Long Arabic and Chinese notices, right to left. */
export const LongArabicChinese: Story = {
  globals: { locale: 'ar-EG' },
  args: { notices: LONG_ARABIC_CHINESE, total: LONG_ARABIC_CHINESE.length },
};

/** The direction each notice's text takes, in the feed's order. */
async function directions(canvasElement: HTMLElement, count: number): Promise<string[]> {
  const feed = await within(canvasElement).findByRole('feed');
  const contents = await waitFor(() => {
    const found = feed.querySelectorAll<HTMLElement>('[data-slot="notice-item-content"]');
    expect(found).toHaveLength(count);
    return [...found];
  });
  for (const content of contents) await expect(content).toHaveAttribute('dir', 'auto');
  return contents.map((content) => getComputedStyle(content).direction);
}

/** Right to left, English notices read left to right, each in the direction of its own text. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { notices: FIRST_FIVE, total: FIRST_FIVE.length },
  play: async ({ canvasElement }) => {
    await expect(await directions(canvasElement, 5)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  },
};

/** Left to right, Arabic notices read right to left, the Chinese ones left to right. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { notices: LONG_ARABIC_CHINESE, total: LONG_ARABIC_CHINESE.length },
  play: async ({ canvasElement }) => {
    await expect(await directions(canvasElement, 6)).toEqual(['rtl', 'ltr', 'rtl', 'ltr', 'rtl', 'ltr']);
  },
};

/**
 * Page Down and Page Up move between articles. The focused article stays rendered when the window scrolls far
 * away, and Page Down from there brings the next one into view before focusing it. Left out of the visual
 * baselines: after the jump to the end, which rows have been measured (and so where the later rows and the end
 * sit in a full-page screenshot) depends on how many frames the jump took; the play function checks the focus
 * and the position, and Filled shows the rows.
 */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { notices: FORTY, total: FORTY.length },
  play: async ({ canvasElement }) => {
    const feed = await within(canvasElement).findByRole('feed');
    const first = await waitFor(() => {
      const article = feed.querySelector<HTMLElement>('article[aria-posinset="1"]');
      expect(article).not.toBeNull();
      return article!;
    });
    first.focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '2'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '3'));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '2'));

    // Far away from the focused article: it stays in the document, still focused.
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(feed.querySelector('article[aria-posinset="40"]')).not.toBeNull();
    });
    await expect(document.activeElement).toHaveAttribute('aria-posinset', '2');
    await expect(feed.querySelector('article[aria-posinset="3"]')).toBeNull();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      expect(focused).toHaveAttribute('aria-posinset', '3');
      const box = focused.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(-1);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    });
  },
};

/**
 * Five thousand notices loaded: only the rows near the window are in the document. Left out of the visual
 * baselines: a full-page screenshot of a list some 700 000 px tall says nothing that Filled does not.
 */
export const FiveThousand: Story = {
  tags: ['no-visual'],
  args: { total: 5000 },
  render: (args) => <NoticeFeed {...args} notices={FIVE_THOUSAND()} />,
  play: async ({ canvasElement }) => {
    const feed = await within(canvasElement).findByRole('feed');
    await waitFor(() => expect(feed.querySelector('article[aria-posinset="1"]')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(feed.querySelector('article[aria-posinset="5000"]')).not.toBeNull();
      },
      { timeout: 5000 },
    );
    await expect(feed.querySelector('article[aria-posinset="5000"]')).toHaveAttribute('aria-setsize', '5000');
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
  },
};
