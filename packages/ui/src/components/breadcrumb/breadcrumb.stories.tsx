import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Machine-generated tasks', href: '/aigc' },
      { label: 'Claimed', href: '/aigc?tab=claimed' },
      { label: 'Edit' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Claimed' })).toHaveAttribute('href', '/aigc?tab=claimed');
    await expect(within(nav).getByText('Edit')).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoLevels: Story = { args: { items: [{ label: 'Claimed', href: '/aigc' }, { label: 'Edit' }] } };

/** With a router's link component through `renderLink`. */
export const CustomLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Claimed' })).toHaveAttribute('data-router-link');
  },
};

export const Multilingual: Story = {
  args: {
    items: [
      { label: '机器生成任务', href: '/aigc' },
      { label: 'المهام المطالب بها', href: '/aigc' },
      { label: 'A very long page title that a translation produced for the current page, wrapping if it must' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { items: [{ label: 'المهام المطالب بها', href: '/aigc' }, { label: 'تعديل' }] },
};
