import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sanitizeArticleHtml } from '@creator/forms/rules/article-html';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { coverThumbnails } from '@creator/forms/rules/thumbnails';
import { getArticlePurifier } from '../../lib/sanitize-html';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { buttonClassName } from '../button/button';
import { messages as errorRetryMessages } from '../error-retry/messages';
import { ContentPreview, type ContentPreviewArticle, type ContentPreviewPost } from './content-preview';
import { messages } from './messages';

/** The stories' image host. Nothing answers there: `standIn` draws what it would serve, so the stories stay offline. */
const HOST = 'https://img.example.com';

/**
 * What the image host would answer for one of its addresses: a picture of the size the file name
 * (`<id>_<width>_<height>.jpg`) and the thumbnail query (`?w=…&h=…`) ask for, labelled with that size.
 */
function standIn(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const [, id = '1', w = '800', h = '600'] = /\/(\d+)_(\d+)_(\d+)\.\w+$/u.exec(pathname) ?? [];
  const width = Number(searchParams.get('w') ?? w);
  const height = Number(searchParams.get('h') ?? Math.round((width * Number(h)) / Number(w)));
  return labelledPicture({
    width,
    height,
    hue: (Number(id) * 67) % 360,
    label: `${width} × ${height}`,
    baselinePercent: 55,
    fontSize: Math.round(Math.min(width, height) / 8),
  });
}

/** The real allow-list (as the portal passes it), then the host's images swapped for their stand-ins. */
function sanitizeArticle(html: string): string {
  const safe = sanitizeArticleHtml(getArticlePurifier(), html, { imageHost: HOST });
  return safe.replace(
    /src="(https:\/\/img\.example\.com\/[^"]*)"/gu,
    (_, url: string) => `src="${standIn(url.replaceAll('&amp;', '&'))}"`,
  );
}

/** Covers as the page passes them: at the thumbnail size their number decides. */
function covers(...names: string[]): string[] {
  return coverThumbnails(
    names.map((name) => `${HOST}/mp/covers/${name}`),
    HOST,
  ).map(standIn);
}

function slide(index: number, hue: number, width = 800, height = 600): string {
  return labelledPicture({ width, height, hue, label: String(index), baselinePercent: 60, fontSize: 160 });
}

const PUBLISHED = 1_772_694_249; // 2026-03-05 07:04 UTC

const POST: ContentPreviewPost = {
  kind: 'post',
  title: 'Sunrise over Kuta',
  text: 'Woke up at five for this.\nWorth every minute — the sky turned from violet to gold in ten minutes.\n\n#travel #bali #sunrise',
  images: [slide(1, 200), slide(2, 30, 600, 800), slide(3, 120), slide(4, 280, 800, 800), slide(5, 340)],
  publishDate: PUBLISHED,
};

const ARTICLE_HTML = [
  '<h1>A morning at the market</h1>',
  '<p>Jakarta wakes before the sun. By five the stalls of <strong>Pasar Santa</strong> are lit, and the first coffee is poured.</p>',
  '<h2>Where to go</h2>',
  '<ul><li>Pasar Santa, for coffee and records</li><li>Pasar Baru, for fabric</li><li>Glodok, for the food</li></ul>',
  '<h3>Getting there</h3>',
  '<ol><li>Take the MRT to Blok M.</li><li>Walk ten minutes south.</li></ol>',
  `<p><img src="${HOST}/mp/body/3_1280_720.jpg" alt="Fruit stalls at dawn" width="1280" height="720"></p>`,
  '<p>Go early, bring cash,<br>and <b>bargain with a smile</b>.</p>',
].join('');

const ARTICLE: ContentPreviewArticle = {
  kind: 'article',
  title: 'The morning markets of Jakarta, from Pasar Santa to Glodok',
  html: ARTICLE_HTML,
  covers: covers('3_1280_720.jpg', '4_1280_960.jpg', '5_1600_900.jpg'),
  // Three covers: 320 × 320 each (coverThumbnailSize of @creator/forms/rules/thumbnails).
  coverAspect: 1,
  publishDate: PUBLISHED,
};

const meta = {
  title: 'Patterns/Content/ContentPreview',
  component: ContentPreview,
  tags: ['autodocs'],
  parameters: { layout: 'padded', viewport: { options: STORY_VIEWPORTS } },
  args: {
    state: 'ready',
    content: POST,
    author: { name: 'Putri Ayu', avatar: null },
    sanitizeArticle,
    findHashtags,
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ContentPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', content: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(localized(messages.loading));
  },
};

/** An unknown or deleted item: a clear message and the page's way on, never a blank page. */
export const Missing: Story = {
  args: {
    state: 'missing',
    content: null,
    action: (
      <a href="#home" className={buttonClassName({ variant: 'secondary' })}>
        Back to home
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(localized(messages.missing))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', content: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: localized(errorRetryMessages.retry) }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A short post: a swipeable gallery of five, the text with its hashtags. */
export const Post: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    await expect(canvas.getByText('#bali')).toHaveClass('text-brand-700');
    await expect(canvas.getByRole('button', { name: localized(messages.previous) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.next) }));
    const second = localized(messages.position, { current: '2', total: '5' });
    await waitFor(() => expect(canvas.getByText(second)).toBeVisible());
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-track"]');
    // One image on (towards negative offsets right to left).
    await waitFor(() => expect(Math.abs(track?.scrollLeft ?? 0)).toBe(track?.clientWidth));
    const slide = canvas.getByRole('button', {
      name: localized(messages.openImage, { index: '2', count: '5' }),
    });
    await expect(slide.closest('li')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(slide);
    const dialog = await screen.findByRole('dialog', { name: localized(messages.previewTitle) });
    await expect(within(dialog).getByText(second)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No images and no title: the text alone, under a heading only assistive technology reads. */
export const PostWithoutImages: Story = {
  args: {
    content: { ...POST, title: '', images: [] },
    author: { name: 'Putri Ayu', avatar: slide(0, 160, 96, 96) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: localized(messages.postHeading, { name: args.author!.name }),
      }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: localized(messages.images) })).not.toBeInTheDocument();
  },
};

/** A titled article: three covers at 320 × 320, the body's headings, lists and image. */
export const Article: Story = {
  args: { content: ARTICLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ARTICLE.title);
    // The body's own h1 is shown one level down: the title stays the only h1.
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A morning at the market' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Fruit stalls at dawn' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="content-preview-covers"]')).toHaveAttribute(
      'data-count',
      '3',
    );
  },
};

export const ArticleOneCover: Story = {
  args: { content: { ...ARTICLE, covers: covers('3_1280_720.jpg'), coverAspect: undefined } },
};

/** Whatever the stored HTML holds, only the contract's allow-list reaches the page. */
export const ArticleUnsafeHtml: Story = {
  args: {
    content: {
      ...ARTICLE,
      title: 'An article imported from another site',
      covers: [],
      html: [
        '<p onclick="window.__contentPreviewPwned = true" style="color: red">Imported from another site.</p>',
        '<script>window.__contentPreviewPwned = true</script>',
        '<img src="x" onerror="window.__contentPreviewPwned = true">',
        `<p><img src="${HOST}/mp/body/7_1280_720.jpg" onerror="window.__contentPreviewPwned = true" alt="A hosted picture"></p>`,
        '<p><a href="javascript:window.__contentPreviewPwned = true">A link that runs code</a></p>',
        '<table><tbody><tr><td>Cell one</td><td>Cell two</td></tr></tbody></table>',
        '<iframe src="https://example.org"></iframe>',
      ].join(''),
    },
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[data-slot="content-preview-body"]');
    await expect(body).not.toBeNull();
    await expect(body?.querySelector('script')).toBeNull();
    await expect(body?.querySelector('[onerror], [onclick], [style]')).toBeNull();
    await expect(body?.querySelector('a[href^="javascript:" i]')).toBeNull();
    await expect(body?.querySelector('table, iframe')).toBeNull();
    // What may stay does: the text, and the hosted image without its handler.
    await expect(within(body as HTMLElement).getByText('A link that runs code')).toBeVisible();
    await expect(
      within(body as HTMLElement).getByRole('img', { name: 'A hosted picture' }),
    ).toBeInTheDocument();
    await expect((window as { __contentPreviewPwned?: boolean }).__contentPreviewPwned).toBeUndefined();
  },
};

const ARABIC_TEXT =
  'استيقظنا قبل الفجر وسرنا على طول الشاطئ حتى وصلنا إلى الصخور الكبيرة. '.repeat(6) +
  '\n\nكانت السماء تتحول من البنفسجي إلى الذهبي خلال دقائق، والصيادون يعودون بقواربهم الصغيرة.\n\n#سفر #بالي #شروق_الشمس';

/** Right to left: the gallery starts on the right and its arrows follow the reading direction. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    content: {
      ...POST,
      title: 'شروق الشمس في كوتا: رحلة طويلة من الفندق إلى الشاطئ قبل أن يستيقظ أحد من النائمين',
      text: ARABIC_TEXT,
      images: POST.images?.slice(0, 3),
    },
    author: { name: 'ليلى حسن عبد الرحمن الشريف', avatar: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('#بالي')).toHaveClass('text-brand-700');
  },
};

/**
 * Right to left, the gallery moves on towards negative offsets. Not in the visual baselines: Chromium's
 * full-page capture puts a right-to-left scroller back at its start (a plain window resize keeps it), so the
 * picture would show the first image under "2 / 3" or not depending on when the scroll event lands; the play
 * function checks the swipe, and LongArabic shows the screen.
 */
export const RightToLeftSwipe: Story = {
  ...LongArabic,
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.next) }));
    await waitFor(() =>
      expect(canvas.getByText(localized(messages.position, { current: '2', total: '3' }))).toBeVisible(),
    );
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-track"]');
    await waitFor(() => expect(track?.scrollLeft).toBe(-(track?.clientWidth ?? 0)));
    await expect(
      canvas
        .getByRole('button', { name: localized(messages.openImage, { index: '2', count: '3' }) })
        .closest('li'),
    ).toHaveAttribute('aria-current', 'true');
  },
};

const CHINESE_HTML = [
  '<p>清晨五点，雅加达的市场已经灯火通明。我们从圣塔市场出发，一路走到草埔，边走边吃。</p>',
  '<h2>怎么去</h2>',
  '<ol><li>乘坐地铁到布洛克M站。</li><li>向南步行十分钟。</li></ol>',
  '<p>' +
    '市场里的水果摊一个接一个，芒果、山竹、红毛丹堆成小山，摊主们用印尼语和中文招呼客人。'.repeat(8) +
    '</p>',
  '<h3>小贴士</h3>',
  '<ul><li><strong>早点去</strong>，七点以后人就多了。</li><li>带上现金，很多摊位不能刷卡。</li></ul>',
].join('');

/** A long Chinese article with two covers at 400 × 413. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    content: {
      kind: 'article',
      title: '雅加达的早市：从圣塔市场到草埔，一个清晨能走完的美食路线与购物指南',
      html: CHINESE_HTML,
      covers: covers('8_1280_720.jpg', '9_1280_960.jpg'),
      publishDate: PUBLISHED,
    },
    author: { name: '林小雨', avatar: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="content-preview-date"]')).toHaveTextContent(
      '2026/03/05 07:04',
    );
  },
};

/** The title and the author's name of the preview, which carry the direction of their own text. */
function ownText(canvasElement: HTMLElement) {
  return {
    title: canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-title"]')!,
    author: canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-author-name"]')!,
    text: canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-text"]'),
    body: canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-body"]'),
  };
}

/** Right to left, an English post and its author's name read left to right; its hashtags keep their #. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { content: { ...POST, images: POST.images?.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const { title, author, text } = ownText(canvasElement);
    for (const element of [title, author, text]) {
      await expect(element).toHaveAttribute('dir', 'auto');
      await expect(getComputedStyle(element!).direction).toBe('ltr');
    }
    await expect(within(canvasElement).getByText('#sunrise').tagName).toBe('BDI');
  },
};

/** Left to right, an Arabic article reads right to left: title, author and body. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    content: {
      kind: 'article',
      title: 'أسواق القاهرة الصباحية: من خان الخليلي إلى سوق العتبة',
      html: '<p>تستيقظ القاهرة قبل الشمس. عند الخامسة تضاء أكشاك <strong>خان الخليلي</strong> ويُصب أول فنجان قهوة.</p><h2>إلى أين تذهب</h2><ul><li>خان الخليلي، للتوابل والنحاس</li><li>سوق العتبة، للأقمشة</li></ul>',
      covers: covers('3_1280_720.jpg'),
      publishDate: PUBLISHED,
    },
    author: { name: 'ليلى حسن', avatar: null },
  },
  play: async ({ canvasElement }) => {
    const { title, author, body } = ownText(canvasElement);
    for (const element of [title, author, body]) {
      await expect(element).toHaveAttribute('dir', 'auto');
      await expect(getComputedStyle(element!).direction).toBe('rtl');
    }
  },
};

/**
 * A 360 px phone, an article whose author described one image and not the other: the undescribed one is
 * decorative (`alt=""`, passed over by a screen reader rather than read out by its address).
 */
export const ArticlePhone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    content: {
      ...ARTICLE,
      html: `${ARTICLE_HTML}<p><img src="${HOST}/mp/body/4_1280_960.jpg" width="1280" height="960"></p>`,
    },
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="content-preview-body"]')!;
    await expect(within(body).getByRole('img', { name: 'Fruit stalls at dawn' })).toBeVisible();
    await expect(body.querySelectorAll('img:not([alt])')).toHaveLength(0);
    await expect(body.querySelectorAll('img[alt=""]')).toHaveLength(1);
    await expectFitsThePhone();
  },
};
