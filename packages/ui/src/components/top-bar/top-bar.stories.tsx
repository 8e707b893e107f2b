import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './top-bar';

const logo = (
  <a href="/" className="rounded text-lg font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500">
    Creator Studio
  </a>
);

/** Open menus hide the page with aria-hidden while focus stays inside (see README). */
const openMenu = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    publishEntries: ['post', 'article', 'draft'],
    onPublish: fn(),
    unreadCount: 5,
    onBellClick: fn(),
    user: { name: 'Siti Rahma' },
    renderNameLink: ({ className, children }) => (
      <a href="/account" className={className}>
        {children}
      </a>
    ),
    languageEntry: 'en-US',
    onLanguageChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Siti Rahma' })).toHaveAttribute('href', '/account');
    await userEvent.click(canvas.getByRole('button', { name: 'Notices, 5 unread' }));
    await expect(args.onBellClick).toHaveBeenCalledTimes(1);
  },
};

export const PublishMenuOpen: Story = {
  args: { defaultPublishOpen: true },
  parameters: openMenu,
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Short post', 'Article', 'Drafts']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Article' }));
    await expect(args.onPublish).toHaveBeenCalledWith('article');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('menu');
  },
};

/** Allowed show types include only the long article. */
export const ArticlesOnly: Story = {
  args: { publishEntries: ['article', 'draft'], defaultPublishOpen: true },
  parameters: openMenu,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Short post' })).not.toBeInTheDocument();
  },
};

export const NoPublishEntries: Story = { args: { publishEntries: [] } };

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notices' })).toBeInTheDocument();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notices, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const UserMenuOpen: Story = {
  args: { defaultUserMenuOpen: true },
  parameters: openMenu,
  play: async ({ args }) => {
    // The menu arrives with its chunk: the keys go to it once it is open.
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    const language = await screen.findByRole('menuitem', { name: 'Language' });
    language.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文 (中国)' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh-Hans-CN', 'zh-Hans-CN');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Log out' });
  },
};

export const Multilingual: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    user: { name: 'A creator with an extraordinarily long display name that must be truncated' },
    languageEntry: 'zh-Hans-CN',
    unreadCount: 42,
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { user: { name: 'أحمد علي' }, languageEntry: 'ar-EG', defaultPublishOpen: true },
  parameters: openMenu,
  play: async () => {
    await screen.findByRole('menuitem', { name: 'منشور قصير' });
  },
};
