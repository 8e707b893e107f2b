import type { Meta, StoryObj } from '@storybook/react-vite';
import Bot from 'lucide-react/icons/bot';
import FolderOpen from 'lucide-react/icons/folder-open';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { SideMenu } from './side-menu';

const items = [
  { key: 'home', label: 'Home', icon: <House />, href: '/home' },
  { key: 'content', label: 'Content management', icon: <FolderOpen />, href: '/content' },
  { key: 'polish-tasks', label: 'Machine-generated tasks', icon: <Bot />, href: '/aigc' },
  { key: 'account', label: 'Account', icon: <UserRound />, href: '/account' },
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { items, activeKey: 'content', className: 'min-h-96' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 360 px wide with labels (from 1190 px up when left responsive). */
export const Wide: Story = {
  args: { collapsed: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: localized(messages.label) });
    await expect(within(nav).getByRole('link', { name: 'Content management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(nav.getBoundingClientRect().width).toBe(360);
  },
};

/** Left to the `wide` breakpoint: the form follows the window. */
export const Responsive: Story = {};

/** 136 px below 1190 px: icons only, and every link keeps its name. */
export const Narrow: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Machine-generated tasks' });
    await expect(link).toHaveAttribute('title', 'Machine-generated tasks');
    await expect(within(canvasElement).getByRole('navigation').getBoundingClientRect().width).toBe(136);
  },
};

export const WithoutTasks: Story = {
  args: { collapsed: false, items: items.filter((item) => item.key !== 'polish-tasks'), activeKey: 'home' },
};

export const CustomLink: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="">
        {children}
      </a>
    ),
  },
};

export const Multilingual: Story = {
  args: {
    items: [
      { key: 'home', label: '首页', icon: <House />, href: '/home' },
      { key: 'content', label: 'إدارة المحتوى', icon: <FolderOpen />, href: '/content' },
      {
        key: 'polish-tasks',
        label: 'A very long menu label from a translation that must be truncated',
        icon: <Bot />,
        href: '/aigc',
      },
    ],
    activeKey: 'polish-tasks',
    collapsed: false,
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    items: [
      { key: 'home', label: 'الرئيسية', icon: <House />, href: '/home' },
      { key: 'content', label: 'إدارة المحتوى', icon: <FolderOpen />, href: '/content' },
      { key: 'account', label: 'الحساب', icon: <UserRound />, href: '/account' },
    ],
    activeKey: 'home',
    collapsed: false,
  },
};

export const RightToLeftNarrow: Story = { globals: { locale: 'ar-EG' }, args: { collapsed: true } };
