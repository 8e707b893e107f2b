import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { messages } from './messages';
import { NoticeItem, type NoticeData } from './notice-item';
import { expectOwnDirection } from '../../lib/story-direction';

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="280" cy="90" r="40" fill="hsl(${hue} 80% 92%)"/><path d="M0 300 L160 140 L300 300 Z" fill="hsl(${hue} 45% 42%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const BASE: NoticeData = {
  id: 1,
  format: 'text',
  content: 'Your new nickname did not pass review. Please choose another one.',
  createdAt: 1_772_694_249,
  unread: false,
};

const LONG =
  'Dear creator, from next month the review of long articles follows the updated community guidelines. Articles that copy more than a third of another publication, that advertise without a label, or that use pictures without the rights to them will not pass review. Please read the guidelines in full before you publish again; the help centre explains each rule with examples, and our team answers questions within two working days.';

const meta = {
  title: 'Patterns/Notices/NoticeItem',
  component: NoticeItem,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: {
    notice: BASE,
    timeZone: 'Asia/Shanghai',
    previewHref: (targetId: number) => `/preview?contentId=${targetId}`,
    onSeen: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-surface px-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {};

/** Unread: a red dot, and the page hears about it once it is in view. */
export const Unread: Story = {
  args: { notice: { ...BASE, unread: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledWith(1));
  },
};

/** Once read, the dot waits half a second, then fades. */
export const ReadFades: Story = {
  render: (args) => {
    function Reader(props: ComponentProps<typeof NoticeItem>) {
      const [unread, setUnread] = useState(true);
      return (
        <div className="flex flex-col items-start gap-3">
          <NoticeItem {...props} notice={{ ...props.notice, unread }} />
          <Button variant="secondary" size="sm" onClick={() => setUnread(false)}>
            Report as read
          </Button>
        </div>
      );
    }
    return <Reader {...args} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dot = canvasElement.querySelector('[data-slot="notice-item-dot"]')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Report as read' }));
    await expect(dot).toHaveAttribute('data-state', 'visible');
    await waitFor(() => expect(dot).toHaveAttribute('data-state', 'hidden'), { timeout: 2000 });
  },
};

/** A manual notice (type 1): HTML that went through DOMPurify; the script and handlers are gone. */
export const SanitisedHtml: Story = {
  args: {
    notice: {
      ...BASE,
      format: 'html',
      content:
        '<p>Welcome to the <b>creator programme</b>!</p><ul><li>Read the <a href="https://example.com/guide">guide</a></li><li>Publish your first post</li></ul><script>window.hacked = true</script><img src="data:image/gif;base64,AAAA" onerror="window.hacked = true"><p onclick="window.hacked = true" style="color:red">Good luck.</p><a href="javascript:window.hacked=true">bad link</a>',
    },
  },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-slot="notice-item-content"]')!;
    await expect(within(content as HTMLElement).getByText('creator programme').tagName).toBe('B');
    await expect(content.querySelector('script')).toBeNull();
    await expect(content.querySelector('[onerror], [onclick], [style]')).toBeNull();
    await expect(within(content as HTMLElement).getByText('bad link')).not.toHaveAttribute('href');
    await expect(within(content as HTMLElement).getByRole('link', { name: 'guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/** An article notice (type 23): the {{…}} segment links to the preview of target_id. */
export const ArticleLink: Story = {
  args: {
    notice: {
      ...BASE,
      format: 'linked-html',
      targetId: 4821,
      content: 'Your article {{Ten quiet beaches within two hours of the city}} is now live.',
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Ten quiet beaches within two hours of the city',
    });
    await expect(link).toHaveAttribute('href', '/preview?contentId=4821');
  },
};

export const TakenOffline: Story = {
  args: {
    notice: {
      ...BASE,
      format: 'linked-html',
      targetId: 77,
      content: 'Operations took your article {{<i>Street food in Cairo</i>}} offline: it links to a shop.',
    },
  },
};

/** Several images; the second one open in the lightbox. */
export const WithImages: Story = {
  args: {
    notice: {
      ...BASE,
      format: 'html',
      content: '<p>Our new cover guidelines, in pictures.</p>',
      imageUrls: [picture(20), picture(140), picture(220)],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: localized(messages.openImage, { index: '2', count: '3' }),
      }),
    );
    await expect(
      await screen.findByRole('dialog', { name: localized(messages.previewTitle) }),
    ).toBeInTheDocument();
  },
};

/** Long text folds to three lines; the button unfolds and folds it again. */
export const FoldAndUnfold: Story = {
  args: { notice: { ...BASE, format: 'text', content: LONG } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="notice-item-content"]')!;
    const toggle = await canvas.findByRole('button', { name: localized(messages.expand) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = content.clientHeight;
    await userEvent.click(toggle);
    const collapse = canvas.getByRole('button', { name: localized(messages.collapse) });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(content.clientHeight).toBeGreaterThan(folded);
    await userEvent.click(collapse);
    await expect(content.clientHeight).toBe(folded);
  },
};

/** Short text has nothing to fold. */
export const ShortTextNoToggle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: localized(messages.expand) }),
    ).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    notice: {
      ...BASE,
      format: 'linked-html',
      targetId: 12,
      unread: true,
      content:
        '您的文章{{雅加达的清晨集市：水果、讨价还价与全城最好的咖啡}}已发布。感谢您的创作，期待您的下一篇作品。'.repeat(
          3,
        ),
    },
  },
};

const ARABIC: NoticeData = {
  ...BASE,
  format: 'linked-html',
  targetId: 12,
  unread: true,
  content:
    'لم تجتز مقالتك {{عشرة شواطئ هادئة على بعد ساعتين من المدينة}} مراجعة الجودة. يرجى مراجعة الإرشادات وإعادة المحاولة.',
  imageUrls: [picture(60), picture(300)],
};

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { notice: ARABIC } };

/** Several notices one under the other, as the feed shows them. */
function NoticeList({ notices, ...args }: ComponentProps<typeof NoticeItem> & { notices: NoticeData[] }) {
  return (
    <>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} {...args} notice={notice} />
      ))}
    </>
  );
}

/** The notice's text, and the title linked in it, each with the direction of its own text. */
async function expectDirections(canvasElement: HTMLElement, text: 'ltr' | 'rtl', link: 'ltr' | 'rtl') {
  const [plain, linked] = canvasElement.querySelectorAll<HTMLElement>('[data-slot="notice-item-content"]');
  await expectOwnDirection(plain!, text);
  const title = within(linked!).getByRole('link');
  await expectOwnDirection(title, link);
  await expect(getComputedStyle(linked!).direction).not.toBe(link);
}

/**
 * Right to left: an English notice reads left to right, and the English title inside an Arabic notice is a
 * run of its own, its words in order, the Arabic sentence around it in place.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  render: (args) => (
    <NoticeList
      {...args}
      notices={[
        { ...BASE, id: 1 },
        {
          ...BASE,
          id: 2,
          format: 'linked-html',
          targetId: 4821,
          content:
            'لم تجتز مقالتك {{Ten quiet beaches within two hours of the city}} مراجعة الجودة. يرجى مراجعة الإرشادات.',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectDirections(canvasElement, 'ltr', 'ltr');
  },
};

/** Left to right: an Arabic notice reads right to left, and an Arabic title in an English notice too. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  render: (args) => (
    <NoticeList
      {...args}
      notices={[
        { ...BASE, id: 1, content: 'لم يجتز اسمك المستعار الجديد المراجعة. يرجى اختيار اسم آخر.' },
        {
          ...BASE,
          id: 2,
          format: 'linked-html',
          targetId: 12,
          content: 'Your article {{عشرة شواطئ هادئة على بعد ساعتين من المدينة}} is now live.',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectDirections(canvasElement, 'rtl', 'rtl');
  },
};

/** A 360 px phone: long text folds, its toggle and the images are targets a thumb can press. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    notice: { ...BASE, unread: true, content: LONG, imageUrls: [picture(20), picture(140), picture(220)] },
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: localized(messages.expand) });
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expectFitsThePhone();
  },
};

/** The same right to left, a long Arabic notice unfolded, with its linked title. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: { notice: { ...ARABIC, content: `${ARABIC.content} `.repeat(3) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: localized(messages.expand) }),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: localized(messages.collapse) }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expectFitsThePhone();
  },
};
