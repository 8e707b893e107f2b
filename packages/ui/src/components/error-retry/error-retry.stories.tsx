import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { ErrorRetry } from './error-retry';
import { messages } from './messages';

const meta = {
  title: 'Feedback/ErrorRetry',
  component: ErrorRetry,
  tags: ['autodocs'],
  args: { onRetry: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'page'] } },
} satisfies Meta<typeof ErrorRetry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(localized(messages.title));
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The layout when the access list cannot load: an error with retry, not a 403. */
export const Page: Story = { args: { variant: 'page', description: 'Slow network. Please try again later' } };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    // Busy, its name holds the spinner's as well.
    const retry = within(canvasElement).getByRole('button', {
      name: (name) => name.includes(localized(messages.retry)),
    });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-3">
      <ErrorRetry {...args} title="加载失败" description="网络较慢，请稍后再试" />
      <ErrorRetry {...args} title="تعذر التحميل" description="الشبكة بطيئة. يرجى المحاولة لاحقًا" />
      <ErrorRetry
        {...args}
        description={'A very long server message that explains what happened. '.repeat(4)}
      />
    </div>
  ),
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' }, args: { variant: 'page' } };

/** The server's English sentence in the Arabic page: left to right, its full stop at its right end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { description: 'Slow network. Please try again later.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByText('Slow network. Please try again later.');
    await expect(description).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(description).direction).toBe('ltr');
    // The product's own title stays right to left.
    await expect(getComputedStyle(canvas.getByText(localized(messages.title))).direction).toBe('rtl');
  },
};

/** An Arabic message in the English page: right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { description: 'الشبكة بطيئة. يرجى المحاولة لاحقًا.' },
  play: async ({ canvasElement }) => {
    const description = within(canvasElement).getByText('الشبكة بطيئة. يرجى المحاولة لاحقًا.');
    await expect(description).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(description).direction).toBe('rtl');
  },
};
