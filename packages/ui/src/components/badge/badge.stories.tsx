import type { Meta, StoryObj } from '@storybook/react-vite';
import Clock from 'lucide-react/icons/clock';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'In review' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'success', 'warning', 'danger', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Passed' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    children: (
      <>
        <Clock aria-hidden="true" />
        In review
      </>
    ),
  },
};
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };
export const Solid: Story = { args: { tone: 'solid', children: '99+' } };
export const Medium: Story = { args: { size: 'md', tone: 'brand' } };

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-xs flex-wrap gap-2">
      <Badge {...args} tone="warning">
        审核中
      </Badge>
      <Badge {...args} tone="warning">
        قيد المراجعة
      </Badge>
      <Badge {...args} tone="neutral">
        A very long badge text that a translation could produce and that must be truncated
      </Badge>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { tone: 'warning', children: 'قيد المراجعة' },
};
