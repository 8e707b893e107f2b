import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { HashtagText } from './hashtag-text';

const meta = {
  title: 'Content/HashtagText',
  component: HashtagText,
  tags: ['autodocs'],
  args: {
    text: 'Woke up at five for this.\nWorth every minute. #travel #bali #sunrise',
    findHashtags,
  },
} satisfies Meta<typeof HashtagText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('#bali')).toHaveClass('text-brand-700');
  },
};

/** As the phone preview shows it: small, line breaks kept, runs of spaces folded. */
export const Small: Story = { args: { size: 'sm', whitespace: 'pre-line' } };

/** Without the grammar the text shows plain. */
export const Plain: Story = { args: { findHashtags: undefined } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { text: '五点起床就为了这一刻，值得！\n#旅行 #巴厘岛' },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { text: 'استيقظت في الخامسة من أجل هذا المشهد.\n#سفر #بالي' },
};
