import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { localized } from '../../lib/story-intl';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { expectASheet } from '../dialog/sheet-story';
import { PolishTaskTable, type PolishTaskRow, type PolishTaskTableProps } from './polish-task-table';
import { messages } from './messages';

function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="200" cy="120" r="50" fill="hsl(${hue} 80% 92%)"/><path d="M0 400 L130 200 L260 400 Z" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LONG_ENGLISH_TITLE =
  'An extraordinarily long machine-generated headline that keeps going well past the width of its column so the table has to wrap it neatly';

const ROWS: PolishTaskRow[] = [
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
    title: LONG_ENGLISH_TITLE,
    images: [picture(90)],
    time: 1_772_400_000,
  },
];

/** Holds the selection the way a page would, so ticking works in the story. */
function SelectingTable({ selectedIds, onSelectedChange, ...args }: PolishTaskTableProps) {
  const [selected, setSelected] = useState<readonly number[]>(selectedIds ?? []);
  return (
    <PolishTaskTable
      {...args}
      selectedIds={selected}
      onSelectedChange={(ids) => {
        setSelected(ids);
        onSelectedChange?.(ids);
      }}
    />
  );
}

const meta = {
  // The preview is a chunk of its own: in before the story renders, as on a page that has opened one.
  loaders: [
    async () => {
      await import('./polish-task-preview');
      return {};
    },
  ],
  title: 'Patterns/Machine-generated tasks/PolishTaskTable',
  component: PolishTaskTable,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: {
    tab: 'claimed',
    rows: ROWS,
    timeZone: 'Asia/Jakarta',
    findHashtags,
    onClaim: fn(),
    onGiveUp: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof PolishTaskTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title's text of each row (the element that clamps it and carries its direction). */
const titles = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="polish-task-title"]'),
];

/** Claimed: give up and edit. At most three thumbnails, the third marked '+n' for the pictures left out. */
export const Claimed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]!;
    const thumbs = first.querySelectorAll<HTMLElement>('[data-slot="polish-task-thumb"]');
    await expect(first.querySelectorAll('img')).toHaveLength(3);
    // The marker lies on the third thumbnail, covering it, and is read out in words.
    const more = first.querySelector<HTMLElement>('[data-slot="polish-task-more"]')!;
    await expect(thumbs[2]).toContainElement(more);
    await expect(more.getBoundingClientRect().toJSON()).toEqual(thumbs[2]!.getBoundingClientRect().toJSON());
    await expect(within(more).getByText('+3')).toBeVisible();
    await expect(within(more).getByText(localized(messages.more, { count: 3, shown: '3' }))).toHaveClass(
      'sr-only',
    );
    await userEvent.click(within(first).getByRole('button', { name: localized(messages.edit) }));
    await expect(args.onEdit).toHaveBeenCalledWith(101);
    await userEvent.click(within(first).getByRole('button', { name: localized(messages.giveUp) }));
    await expect(args.onGiveUp).toHaveBeenCalledWith(101);
  },
};

/** To be claimed: one claim button; one row's request under way. */
export const ToBeClaimed: Story = {
  args: { tab: 'pending', pendingIds: [102] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement.querySelectorAll('tbody tr')[0] as HTMLElement).getByRole('button', {
        name: localized(messages.claim),
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
    const dialog = await screen.findByRole('dialog', { name: localized(messages.preview) });
    await expect(within(dialog).getByText('#jakarta')).toBeInTheDocument();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { tab: 'pending' } };

export const ArabicPreview: Story = {
  globals: { locale: 'ar-EG' },
  args: { defaultPreviewId: 103 },
  // Opened: its pop-in over (it starts transparent).
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** The tick of a row, named after the row's title. */
const tickOf = (canvasElement: HTMLElement, row: PolishTaskRow) =>
  within(canvasElement).getByRole('checkbox', { name: localized(messages.select, { title: row.title! }) });

/** To be claimed, several at once: a tick per row and a page-wide tick that shows a partial selection. */
export const Selecting: Story = {
  args: { tab: 'pending', selectedIds: [102], onSelectedChange: fn() },
  render: (args) => <SelectingTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: localized(messages.selectAll) });
    await expect(all).toBePartiallyChecked();
    await expect(tickOf(canvasElement, ROWS[1]!)).toBeChecked();

    const first = tickOf(canvasElement, ROWS[0]!);
    await userEvent.click(first);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([101, 102]);
    await expect(first).toBeChecked();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(all);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([101, 102, 103, 104]);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();

    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([]);
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();

    await userEvent.click(tickOf(canvasElement, ROWS[2]!));
    await userEvent.click(tickOf(canvasElement, ROWS[1]!));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([102, 103]);
    await expect(all).toBePartiallyChecked();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const SelectingArabic: Story = {
  ...Selecting,
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement, args }) => {
    const all = within(canvasElement).getByRole('checkbox', { name: localized(messages.selectAll) });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(tickOf(canvasElement, ROWS[2]!));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([102, 103]);
    await expect(all).toBePartiallyChecked();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Where the first letter of a title stands against the box of its text: at the start edge, or not. */
function firstLetterAtEdge(title: HTMLElement, edge: 'left' | 'right'): boolean {
  const range = document.createRange();
  range.setStart(title.firstChild!, 0);
  range.setEnd(title.firstChild!, 1);
  const letter = range.getBoundingClientRect();
  const box = title.getBoundingClientRect();
  return Math.abs(letter[edge] - box[edge]) < 2;
}

/**
 * Right to left, an English title keeps its own direction: it starts at the left with its first word and is
 * cut at its own end (the right), never at the left ("…eadline that keeps going").
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    tab: 'pending',
    rows: [
      ...ROWS.slice(0, 3),
      {
        ...ROWS[3]!,
        title: `${LONG_ENGLISH_TITLE}, and then goes on about the museums, the rain, the traffic on the way back, the cafés that fill up by four and the queues at every door, far beyond two lines of any screen`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [english, chinese, arabic, long] = titles(canvasElement);
    for (const title of [english, chinese, arabic, long]) await expect(title).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(long!).direction).toBe('ltr');
    await expect(getComputedStyle(english!).direction).toBe('ltr');
    await expect(getComputedStyle(arabic!).direction).toBe('rtl');
    await expect(long).toHaveTextContent(LONG_ENGLISH_TITLE);
    // Cut to two lines: the rest of it hidden behind an ellipsis at the end of the second.
    await expect(long!.scrollHeight).toBeGreaterThan(long!.clientHeight);
    await expect(firstLetterAtEdge(long!, 'left')).toBe(true);
  },
};

/** Left to right, an Arabic title reads right to left and starts at the right. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    rows: [
      {
        id: 201,
        title:
          'خمسة متاحف لأيام المطر في جاكرتا، مع دليل كامل للمواصلات وأوقات الزيارة وأسعار التذاكر وأفضل المقاهي القريبة من كل متحف',
        images: [picture(300), picture(330), picture(20), picture(60), picture(100)],
        time: 1_772_500_000,
      },
      ROWS[0]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const [arabic, english] = titles(canvasElement);
    await expect(arabic).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(arabic!).direction).toBe('rtl');
    await expect(getComputedStyle(english!).direction).toBe('ltr');
    await expect(firstLetterAtEdge(arabic!, 'right')).toBe(true);
    await expect(within(canvasElement.querySelector('tbody tr')!).getByText('+2')).toBeVisible();
  },
};

/** The cards of a phone, in order. */
const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('listitem');

/** Every button of the cards is a thumb's target: 44 px high. */
async function expectThumbTargets(canvasElement: HTMLElement) {
  for (const button of canvasElement.querySelectorAll<HTMLElement>('li [data-slot="button"]'))
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
}

/**
 * A 360 px phone: a card per task, titled by a heading: the thumbnails with their '+n', the title, when it was
 * claimed, then give up and edit side by side.
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const [first] = cards(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(ROWS.length);
    await expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(ROWS[0]!.title!);
    await expect(within(first!).getByText('+3')).toBeVisible();
    await expect(first).toHaveTextContent(localized(messages.claimedAt));
    await userEvent.click(within(first!).getByRole('button', { name: localized(messages.edit) }));
    await expect(args.onEdit).toHaveBeenCalledWith(101);
    await expectThumbTargets(canvasElement);
    await expectFitsThePhone();
  },
};

/** To be claimed on a phone, several at once: the page-wide tick above the cards, a tick on each. */
export const PhoneSelecting: Story = {
  ...Selecting,
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement, args }) => {
    const all = within(canvasElement).getByRole('checkbox', { name: localized(messages.selectAll) });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(tickOf(canvasElement, ROWS[2]!));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([102, 103]);
    await expect(cards(canvasElement)[2]).toHaveAttribute('data-state', 'selected');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectThumbTargets(canvasElement);
    await expectFitsThePhone();
  },
};

/** Published, on a phone: no buttons, the time it was published. */
export const PhonePublished: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { tab: 'published' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('li [data-slot="button"]')).toBeNull();
    await expect(cards(canvasElement)[0]).toHaveTextContent(localized(messages.publishedAt));
    await expectFitsThePhone();
  },
};

/** Long Arabic and Chinese titles right to left on a phone: two lines each at most, nothing past the edges. */
export const PhoneLongText: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    tab: 'pending',
    rows: [
      {
        ...ROWS[2]!,
        title:
          'خمسة متاحف لأيام المطر في جاكرتا، مع دليل كامل للمواصلات وأوقات الزيارة وأسعار التذاكر وأفضل المقاهي القريبة من كل متحف',
      },
      {
        ...ROWS[1]!,
        title: '雅加达雨季必去的五座博物馆：交通、开放时间、门票价格以及每座博物馆附近最好的咖啡馆的完整指南',
      },
      { ...ROWS[3]!, title: `${LONG_ENGLISH_TITLE}, and then goes on about the museums and the rain` },
    ],
  },
  play: async ({ canvasElement }) => {
    for (const title of titles(canvasElement)) {
      await expect(title).toHaveAttribute('dir', 'auto');
      await expect(title.getClientRects().length).toBeGreaterThan(0);
      // Clamped to two lines: what is left out is behind the ellipsis.
      await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    }
    await expectThumbTargets(canvasElement);
    await expectFitsThePhone();
  },
};

/** The preview opened from a card on a phone: a sheet as wide as the screen, the phone inside it in full width. */
export const PhonePreview: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await userEvent.click(cards(canvasElement)[0]!.querySelector('img')!);
    const dialog = await screen.findByRole('dialog', { name: localized(messages.preview) });
    await expect(within(dialog).getByText('#jakarta')).toBeInTheDocument();
    const phone = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"] > *')!;
    await expect(phone.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(phone.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectASheet(dialog);
  },
};
