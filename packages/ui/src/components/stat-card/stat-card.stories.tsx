import type { Meta, StoryObj } from '@storybook/react-vite';
import Eye from 'lucide-react/icons/eye';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { expectOwnDirection } from '../../lib/story-direction';
import { HomeStats, StatCard } from './stat-card';

const meta = {
  title: 'Patterns/Home/StatCard',
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

/** The card in a narrow column, where a long label has to be cut. */
function inNarrowCard(args: ComponentProps<typeof StatCard>) {
  return (
    <div className="w-64">
      <StatCard {...args} />
    </div>
  );
}

/** A label far too long for its card truncates instead of breaking the row. */
export const LongLabel: Story = {
  args: {
    label: 'Impressions across every channel, partner site and embedded widget this year',
    value: 45_000,
  },
  render: inNarrowCard,
};

/** An English label in the Arabic page, long enough to be cut: left to right, the ellipsis at its right end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'Impressions across every partner site this year', value: 45_000 },
  render: inNarrowCard,
  play: async ({ canvasElement, args }) =>
    expectOwnDirection(within(canvasElement).getByText(String(args.label)), 'ltr'),
};

/** An Arabic label in the English page: right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'مرات الظهور عبر كل المواقع الشريكة هذا العام', value: 45_000 },
  render: inNarrowCard,
  play: async ({ canvasElement, args }) =>
    expectOwnDirection(within(canvasElement).getByText(String(args.label)), 'rtl'),
};
