import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorRetry } from './error-retry';

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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong while loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The layout when the access list cannot load: an error with retry, not a 403. */
export const Page: Story = { args: { variant: 'page', description: 'Slow network. Please try again later' } };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Try again/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
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
