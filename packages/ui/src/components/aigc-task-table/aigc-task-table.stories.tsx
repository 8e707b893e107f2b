import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { AigcTaskTable, type AigcTaskRow } from './aigc-task-table';

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="200" cy="120" r="50" fill="hsl(${hue} 80% 92%)"/><path d="M0 400 L130 200 L260 400 Z" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ROWS: AigcTaskRow[] = [
  {
    id: 101,
    title: 'Five rainy-day museums in Jakarta',
    body: 'When the monsoon comes, these museums keep the city fun. #jakarta #museum',
    images: [0, 40, 80, 120, 160, 200].map(picture),
    time: 1_772_694_249,
  },
  {
    id: 102,
    title: '雅加达雨季必去的五座博物馆',
    body: '雨季来临时，这些博物馆让城市依然有趣。#雅加达',
    images: [picture(220), picture(260)],
    time: 1_772_600_000,
  },
  {
    id: 103,
    title: 'خمسة متاحف لأيام المطر في جاكرتا',
    body: 'عندما يأتي موسم الأمطار تبقى هذه المتاحف ممتعة. #جاكرتا',
    images: [picture(300), picture(330), picture(20), picture(60)],
    time: 1_772_500_000,
  },
  {
    id: 104,
    title:
      'An extraordinarily long machine-generated headline that keeps going well past the width of its column so the table has to wrap it neatly',
    images: [picture(90)],
    time: 1_772_400_000,
  },
];

const meta = {
  title: 'AIGC/AigcTaskTable',
  component: AigcTaskTable,
  tags: ['autodocs'],
  args: { tab: 'claimed', rows: ROWS, timeZone: 'Asia/Jakarta', findHashtags, onClaim: fn(), onGiveUp: fn(), onEdit: fn() },
} satisfies Meta<typeof AigcTaskTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claimed: give up and edit. At most three thumbnails, then '+n'. */
export const Claimed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]!;
    await expect(first.querySelectorAll('img')).toHaveLength(3);
    await expect(within(first).getByText('+3')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(101);
    await userEvent.click(within(first).getByRole('button', { name: 'Give up' }));
    await expect(args.onGiveUp).toHaveBeenCalledWith(101);
  },
};

/** To be claimed: one claim button; one row's request under way. */
export const ToBeClaimed: Story = {
  args: { tab: 'pending', pendingIds: [102] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement.querySelectorAll('tbody tr')[0] as HTMLElement).getByRole('button', {
        name: 'Claim',
      }),
    );
    await expect(args.onClaim).toHaveBeenCalledWith(101);
  },
};

/** Published: no actions. */
export const Published: Story = { args: { tab: 'published' } };

export const Empty: Story = { args: { rows: [] } };

/** A row click opens the 600-wide mobile preview. */
export const PreviewOpen: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelectorAll('tbody tr')[0] as HTMLElement;
    await userEvent.click(row.querySelector('td')!);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile preview' });
    await expect(within(dialog).getByText('#jakarta')).toBeInTheDocument();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { tab: 'pending' } };

export const ArabicPreview: Story = { globals: { locale: 'ar-EG' }, args: { defaultPreviewId: 103 } };
