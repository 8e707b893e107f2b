import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnreadBadge } from '../unread-badge/unread-badge';
import { NavTabs } from './nav-tabs';
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
  args: { onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(within(canvasElement).getByRole('tab', { name: /Messages/ })).toHaveTextContent('99+');
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
    await expect(canvas.getByRole('link', { name: /Messages/ })).toHaveTextContent('99+');
  },
};
