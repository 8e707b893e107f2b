import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { DraftRestoreAlert } from './draft-restore-alert';
import { messages } from './messages';

const meta = {
  title: 'Feedback/DraftRestoreAlert',
  component: DraftRestoreAlert,
  tags: ['autodocs'],
  args: { savedAt: '11/20/2026 14:05', onContinue: fn(), onDiscard: fn(), className: 'max-w-2xl' },
} satisfies Meta<typeof DraftRestoreAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: localized(messages.title) });
    await expect(region).toHaveTextContent('11/20/2026 14:05');
    await userEvent.click(within(region).getByRole('button', { name: localized(messages.continue) }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: localized(messages.discard) }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTime: Story = { args: { savedAt: undefined } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { savedAt: '2026/11/20 14:05' } };

export const Multilingual: Story = {
  args: {
    title:
      'A very long title from a translation: you have an unfinished draft of a long article on this device',
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' }, args: { savedAt: '11/20/2026 14:05' } };
