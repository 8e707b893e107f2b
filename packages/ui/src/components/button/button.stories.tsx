import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { Button } from './button';
import { messages } from './messages';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Publish', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save draft' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Publish/ });
    // Busy, not disabled: a keyboard user's focus stays on it.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Its name says so in the active language; the turning circle is hidden.
    await expect(button).toHaveAccessibleName(`${localized(messages.loading)} Publish`);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Block: Story = { args: { block: true, children: 'Sign in' } };

/** Real labels in the four scripts the product ships, and one far too long for its place. */
export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-wrap items-center gap-3">
      <Button {...args}>发布</Button>
      <Button {...args} variant="secondary">
        نشر المقال
      </Button>
      <Button {...args} variant="ghost">
        Terbitkan
      </Button>
      <Button {...args} variant="danger" className="max-w-full truncate">
        A very long label that a translation might produce for a small button
      </Button>
    </div>
  ),
};
