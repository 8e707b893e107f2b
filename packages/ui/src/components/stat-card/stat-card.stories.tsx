import type { Meta, StoryObj } from '@storybook/react-vite';
import Eye from 'lucide-react/icons/eye';
import { expect, within } from 'storybook/test';
import { HomeStats, StatCard } from './stat-card';

const meta = {
  title: 'Home/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Impressions', value: 1_234_567 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: <Eye /> } };

export const Loading: Story = { args: { value: undefined } };

export const Small: Story = { args: { label: 'Content', value: 12 } };

/** The three figures of the home page. */
export const HomeOverview: Story = {
  render: () => (
    <HomeStats summary={{ contentCount: 1_286, exposeCount: 999_950, clickCount: 2_345_678_901 }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.3K')).toBeVisible();
    await expect(canvas.getByText('1M')).toBeVisible();
    await expect(canvas.getByText('2.3B')).toBeVisible();
  },
};

export const HomeOverviewLoading: Story = { render: () => <HomeStats /> };

export const HomeOverviewChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  render: () => <HomeStats summary={{ contentCount: 56, exposeCount: 87_654, clickCount: 4_321 }} />,
};

export const HomeOverviewArabic: Story = {
  globals: { locale: 'ar-EG' },
  render: () => <HomeStats summary={{ contentCount: 56, exposeCount: 87_654, clickCount: 4_321 }} />,
};

/** A label far too long for its card truncates instead of breaking the row. */
export const LongLabel: Story = {
  args: {
    label: 'Impressions across every channel, partner site and embedded widget this year',
    value: 45_000,
  },
  render: (args) => (
    <div className="w-64">
      <StatCard {...args} />
    </div>
  ),
};
