import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { onThePhone, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { messages } from './messages';
import { OutboxPanel, type OutboxPanelItem } from './outbox-panel';

/** 2026-11-30 08:05 UTC, when the stories' first write was asked for. */
const QUEUED = Date.UTC(2026, 10, 30, 8, 5) / 1000;

const post: OutboxPanelItem = {
  id: 'post-1',
  kind: 'post',
  title: 'Sunrise over Bromo',
  excerpt: 'Three hours up in the dark, and then this. #travel #indonesia',
  queuedAt: QUEUED,
};
const draft: OutboxPanelItem = {
  id: 'draft-1',
  kind: 'draft',
  title: 'A field guide to the night markets of Jakarta',
  queuedAt: QUEUED + 120,
};

const meta = {
  title: 'Feedback/OutboxPanel',
  component: OutboxPanel,
  tags: ['autodocs'],
  parameters: { layout: 'padded', viewport: { options: STORY_VIEWPORTS } },
  args: { items: [post], onEdit: fn(), onCancel: fn(), onSendNow: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof OutboxPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One post waits: its kind, title, the start of its text, since when; Edit, Cancel and Try now. */
export const OneWaiting: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', {
      name: localized(messages.title, { count: 1 }),
    });
    await expect(panel).toHaveTextContent('Sunrise over Bromo');
    await expect(panel).toHaveTextContent('11/30/2026 08:05');
    await userEvent.click(within(panel).getByRole('button', { name: localized(messages.edit) }));
    await expect(args.onEdit).toHaveBeenCalledWith('post-1');
    await userEvent.click(within(panel).getByRole('button', { name: localized(messages.sendNow) }));
    await expect(args.onSendNow).toHaveBeenCalledOnce();
  },
};

/** Cancel asks first; keeping it drops nothing, confirming drops that item only. */
export const CancelAsksFirst: Story = {
  args: { items: [post, draft] },
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: localized(messages.cancel) }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(draft.title);
    await userEvent.click(within(dialog).getByRole('button', { name: localized(messages.cancelKeep) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: localized(messages.cancel) }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: localized(messages.cancelConfirm),
      }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('draft-1');
  },
};

/**
 * The server refused one when it was sent: its reason instead of the time, and it waits for the creator; the
 * heading counts the one still waiting for the network.
 */
export const Refused: Story = {
  args: {
    items: [post, { ...draft, refusal: 'You have reached the maximum of 20 drafts' }],
  },
  play: async ({ canvasElement }) => {
    const refused = canvasElement.querySelector('[data-state="refused"]');
    await expect(refused).toHaveTextContent('You have reached the maximum of 20 drafts');
    await expect(
      within(canvasElement).getByRole('heading', { name: localized(messages.title, { count: 1 }) }),
    ).toBeVisible();
  },
};

/** Nothing waits for the network any more, only refusals: the heading says they were not sent. */
export const RefusedOnly: Story = {
  args: {
    items: [{ ...draft, refusal: 'You have reached the maximum of 20 drafts' }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: localized(messages.refusedTitle, { count: 1 }) }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent(localized(messages.refusedText));
  },
};

/** Offline: nothing to try, so no Try now; an untitled post says so. */
export const Offline: Story = {
  args: { onSendNow: undefined, items: [{ ...post, title: '' }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: localized(messages.sendNow) }),
    ).toBeNull();
    await expect(canvasElement).toHaveTextContent(localized(messages.untitled));
  },
};

/** Nothing waits: the panel draws nothing. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="outbox-panel"]')).toBeNull();
  },
};

/** A send under way: Try now is busy. */
export const Sending: Story = { args: { sending: true } };

/** Edit pressed while a send is under way: that item's Edit is busy until it is taken back. */
export const Opening: Story = {
  args: { items: [post, draft], opening: post.id },
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    // Edit comes first in each row (a busy one is also named by its spinner).
    const [busy] = within(rows[0]!).getAllByRole('button');
    await expect(busy).toHaveTextContent(localized(messages.edit));
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy!);
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(
      within(rows[1]!).getByRole('button', { name: localized(messages.edit) }),
    ).not.toHaveAttribute('aria-busy');
  },
};

const arabic: OutboxPanelItem[] = [
  {
    id: 'ar-1',
    kind: 'post',
    title: 'شروق الشمس فوق جبل برومو في صباح بارد جدًا بعد ثلاث ساعات من الصعود في الظلام',
    excerpt: 'ثلاث ساعات من الصعود في الظلام، ثم هذا المنظر. #سفر #إندونيسيا '.repeat(4),
    queuedAt: QUEUED,
  },
  { id: 'ar-2', kind: 'polish', title: 'Sunrise over Bromo', queuedAt: QUEUED + 60 },
];

/** Long Arabic text, right to left, with an English title among them: each keeps its own direction. */
export const LongArabic: Story = {
  args: { items: arabic },
  globals: { locale: 'ar-EG' },
};

/** The same on a 360 px phone: titles cut, texts clamp to two lines, the buttons wrap under them. */
export const LongArabicNarrow: Story = onThePhone({
  args: { items: arabic },
  globals: { locale: 'ar-EG' },
});

/** Long Chinese text on a 360 px phone, with a refusal. */
export const LongChineseNarrow: Story = onThePhone({
  args: {
    items: [
      {
        id: 'zh-1',
        kind: 'article',
        title: '雅加达夜市完全指南：从小吃到手工艺品，本地人才知道的二十个好去处',
        queuedAt: QUEUED,
      },
      {
        id: 'zh-2',
        kind: 'post',
        title: '布罗莫火山日出',
        excerpt: '在黑暗中爬了三个小时，然后看到了这一幕。'.repeat(5),
        queuedAt: QUEUED,
        refusal: '内容包含违禁词，请修改后再发布',
      },
    ],
  },
  globals: { locale: 'zh-Hans-CN' },
});

export const Indonesian: Story = { args: { items: [post, draft] }, globals: { locale: 'id-ID' } };
