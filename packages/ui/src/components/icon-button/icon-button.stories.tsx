import type { Meta, StoryObj } from '@storybook/react-vite';
import Bell from 'lucide-react/icons/bell';
import Pencil from 'lucide-react/icons/pencil';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Notifications', children: <Bell />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'overlay'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Edit', children: <Pencil /> } };
export const Primary: Story = {
  args: { variant: 'primary', label: 'Refresh', children: <RefreshCw />, shape: 'round' },
};
export const Overlay: Story = {
  args: { variant: 'overlay', label: 'Delete image', children: <Trash2 />, shape: 'round' },
};
export const Disabled: Story = { args: { disabled: true } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} label="通知" />
      <IconButton {...args} label="الإشعارات" />
      <IconButton
        {...args}
        label="A very long accessible name that only a screen reader will ever read aloud"
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الإشعارات', variant: 'secondary' },
};
