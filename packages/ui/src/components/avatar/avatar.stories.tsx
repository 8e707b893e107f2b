import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

/** A deterministic portrait as an inline SVG: no network in stories. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#bcd7ff"/><circle cx="48" cy="38" r="18" fill="#1a45ad"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#1a45ad"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Siti Rahma', src: portrait },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Siti Rahma' })).toBeInTheDocument();
  },
};

/** No avatar set: the default image. */
export const DefaultImage: Story = { args: { src: null } };

export const Initials: Story = {
  args: { src: null, fallback: 'initials' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Siti Rahma' })).toHaveTextContent('SR');
  },
};

/** A broken link falls back too, after the fallback's 300 ms delay. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', fallback: 'initials' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SR')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="xs" />
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

export const Multilingual: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="王小明" fallback="initials" size="lg" />
      <Avatar name="أحمد علي" fallback="initials" size="lg" />
      <Avatar name="A creator with a very long name indeed" fallback="initials" size="lg" />
      <Avatar size="lg" />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { src: null, name: undefined, size: 'lg' },
};

/** An English name's initials in the Arabic page: in the name's order (S then R, left to right). */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { src: null, name: 'Siti Rahma', fallback: 'initials', size: 'lg' },
  play: async ({ canvasElement }) => {
    const initials = within(canvasElement).getByText('SR');
    await expect(initials).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(initials).direction).toBe('ltr');
  },
};

/** An Arabic name's initials in the English page: in the name's order, right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { src: null, name: 'ليلى حسن', fallback: 'initials', size: 'lg' },
  play: async ({ canvasElement }) => {
    const initials = within(canvasElement).getByText('لح');
    await expect(initials).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(initials).direction).toBe('rtl');
  },
};
