import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { PhonePreview } from './phone-preview';

function picture(hue: number, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.12}" fill="hsl(${hue} 80% 92%)"/><path d="M0 ${height} L${width * 0.45} ${height * 0.5} L${width * 0.8} ${height} Z" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES = [picture(200, 600, 800), picture(30, 800, 600), picture(120, 600, 600)];

const meta = {
  title: 'Creation/PhonePreview',
  component: PhonePreview,
  tags: ['autodocs'],
  args: {
    title: 'Sunrise over Kuta',
    content: 'Woke up at five for this. Worth every minute. #travel #bali #sunrise',
    findHashtags,
    images: IMAGES,
    authorName: 'Putri Ayu',
    publishDate: 1_772_694_249,
    timeZone: 'Asia/Jakarta',
    onTabChange: fn(),
  },
} satisfies Meta<typeof PhonePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoverCard: Story = {};

export const Details: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Details' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('details');
    await expect(within(canvasElement).getByText('#bali')).toBeVisible();
  },
};

export const Empty: Story = { args: { title: '', content: '', images: [] } };

/** No title: the card shows the text instead. */
export const WithoutTitle: Story = { args: { title: '' } };

/** The cover label is 90 wide in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    title: '库塔海滩的日出',
    content: '五点起床就为了这一刻，值得！#旅行 #巴厘岛',
    authorName: '林小雨',
  },
};

/** And 42 wide in Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: 'شروق الشمس في كوتا',
    content: 'استيقظت في الخامسة من أجل هذا المشهد. #سفر #بالي',
    authorName: 'ليلى حسن',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="phone-preview-cover-label"]')).toHaveStyle({
      width: '42px',
    });
  },
};

export const ArabicDetails: Story = {
  ...Arabic,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'التفاصيل' }));
  },
};

export const VeryLongText: Story = {
  args: {
    title:
      'An extraordinarily long title that a creator wrote for a short post, far longer than the card can hold in two lines',
    content: 'A paragraph that goes on. '.repeat(40) + '#longread',
    defaultTab: 'details',
  },
};
