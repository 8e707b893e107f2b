import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { messages as badgeMessages } from '../unread-badge/messages';
import { UnreadBadge } from '../unread-badge/unread-badge';
import { NavTabs } from '../nav-tabs/nav-tabs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type DemoProps = {
  variant?: 'line' | 'pill';
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  labels?: [string, string, string];
};

function TabsDemo({ labels = ['Short posts', 'Long posts', 'Videos'], ...props }: DemoProps) {
  return (
    <Tabs defaultValue="post" {...props}>
      <TabsList aria-label="Content type">
        <TabsTrigger value="post">{labels[0]}</TabsTrigger>
        <TabsTrigger value="article">{labels[1]}</TabsTrigger>
        <TabsTrigger value="video" disabled>
          {labels[2]}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="post">Short posts list</TabsContent>
      <TabsContent value="article">Long posts list</TabsContent>
      <TabsContent value="video">Videos list</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsDemo,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The capped badge as the story's locale writes it (`99+`, `+99`). */
const cappedBadge = () => localized(badgeMessages.overflow, { max: String(UNREAD_BADGE_CAP) });

export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Long posts' }));
    await expect(canvas.getByRole('tab', { name: 'Long posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Long posts list');
    await expect(args.onValueChange).toHaveBeenCalledWith('article');
  },
};

export const Pill: Story = { args: { variant: 'pill', labels: ['All', 'Published', 'Under review'] } };

/** Arrow keys move between tabs and skip the disabled one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Short posts' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Long posts' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Long posts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Short posts' })).toHaveFocus();
  },
};

export const Multilingual: Story = {
  args: { labels: ['短图文', 'المقالات الطويلة', 'A very long tab label from a generous translation'] },
};

/** Right to left, the arrow keys follow the reading direction: ArrowLeft goes to the next tab. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { labels: ['منشورات قصيرة', 'مقالات طويلة', 'فيديوهات'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'منشورات قصيرة' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'مقالات طويلة' })).toHaveFocus();
  },
};

/** A tab with a count beside its label (the notice page's unread badge). */
export const WithCount: Story = {
  render: () => (
    <Tabs defaultValue="message">
      <TabsList aria-label="Notices">
        <TabsTrigger value="message">
          Messages
          <UnreadBadge count={120} />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="message">Notice list</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /Messages/ })).toHaveTextContent(
      cappedBadge(),
    );
  },
};

/** Tabs that are pages: links in a navigation, the current one marked; the notice tab carries its unread count. */
export const PageTabs: Story = {
  render: () => (
    <NavTabs
      label="Account"
      current="/account/info"
      tabs={[
        { href: '/account/info', label: 'Account information' },
        { href: '/account/password', label: 'Password' },
        {
          href: '/notice/message',
          label: (
            <>
              Messages <UnreadBadge count={120} />
            </>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Password' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: /Messages/ })).toHaveTextContent(cappedBadge());
  },
};

const STATUSES = [
  'All',
  'Published',
  'Under review',
  'Rejected',
  'Scheduled',
  'Drafts',
  'Archived',
  'Deleted',
];

/** More tabs than the list has room for, between two other controls: the list scrolls sideways. */
function OverflowingTabs({ defaultValue, disabled = [] }: { defaultValue?: string; disabled?: string[] }) {
  return (
    <div className="flex w-72 flex-col items-start gap-3">
      <button type="button">Before the tabs</button>
      <Tabs variant="line" defaultValue={defaultValue} className="w-full">
        <TabsList aria-label="Status">
          {STATUSES.map((status) => (
            <TabsTrigger key={status} value={status} disabled={disabled.includes(status)}>
              {status}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUSES.map((status) => (
          <TabsContent key={status} value={status}>
            {status} list
          </TabsContent>
        ))}
      </Tabs>
      <button type="button">After the tabs</button>
    </div>
  );
}

/** The focus ring of a tab is drawn whole: inside the padding box of the scrolling list, which clips the rest. */
async function expectRingInside(tab: HTMLElement, list: HTMLElement) {
  await expect(tab.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(tab);
  const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
  const ring = tab.getBoundingClientRect();
  const shown = list.getBoundingClientRect();
  const top = shown.top + list.clientTop;
  const left = shown.left + list.clientLeft;
  await expect(ring.top - reach).toBeGreaterThanOrEqual(top);
  await expect(ring.bottom + reach).toBeLessThanOrEqual(top + list.clientHeight);
  await expect(ring.left - reach).toBeGreaterThanOrEqual(left);
  await expect(ring.right + reach).toBeLessThanOrEqual(left + list.clientWidth);
}

/**
 * Overflowing tabs: the list is one tab stop (the selected tab), never a stop of its own; a tab reached with the
 * keyboard scrolls into view and its focus ring is drawn whole, inside the scrolling list.
 */
export const Overflowing: Story = {
  render: () => <OverflowingTabs defaultValue="All" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Status' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);

    canvas.getByRole('button', { name: 'Before the tabs' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab({ shift: true });
    const first = canvas.getByRole('tab', { name: 'All' });
    await expect(first).toHaveFocus();
    await expectRingInside(first, list);

    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Deleted' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expectRingInside(last, list);
  },
};

/** Right to left the list scrolls the other way; the last tab still comes into view with its ring whole. */
export const OverflowingRightToLeft: Story = {
  ...Overflowing,
  globals: { locale: 'ar-EG' },
};

/**
 * No tab is selected yet (or the selected one is disabled): the first tab that can be chosen is the tab stop, so
 * the list is still reached with the keyboard.
 */
export const NothingSelected: Story = {
  render: () => <OverflowingTabs disabled={['All']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Before the tabs' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Published' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Deleted' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deleted list');
  },
};

/** Content management's status filters, as pills that are pages. */
function StatusPills({ labels }: { labels: readonly string[] }) {
  return (
    <NavTabs
      variant="pill"
      label="Status"
      current="?status=0"
      tabs={labels.map((label, index) => ({ href: `?status=${index}`, label }))}
    />
  );
}

/** Every pill shows whole, inside the list: none hides past its edge, none needs a sideways scroll to find. */
async function expectEveryPillShown(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list');
  const shown = list.getBoundingClientRect();
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  for (const link of within(list).getAllByRole('link')) {
    const pill = link.getBoundingClientRect();
    await expect(pill.left).toBeGreaterThanOrEqual(shown.left - 0.5);
    await expect(pill.right).toBeLessThanOrEqual(shown.right + 0.5);
  }
  await expectFitsThePhone();
}

/** On a 360 px phone the status pills wrap onto a second line rather than hide a choice past the edge. */
export const PillsOnPhone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  render: () => <StatusPills labels={['All', 'Published', 'Under review', 'Failed review', 'Removed']} />,
  play: async ({ canvasElement }) => {
    await expectEveryPillShown(canvasElement);
  },
};

/** Right to left on a phone, with more and longer labels than the portal's: the pills wrap from the right. */
export const PillsOnPhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  render: () => (
    <StatusPills
      labels={[
        'الكل',
        'منشور',
        'قيد المراجعة',
        'لم يجتز المراجعة',
        'تمت الإزالة',
        'مجدول للنشر لاحقًا',
        'مسودات',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryPillShown(canvasElement);
  },
};
