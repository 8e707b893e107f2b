import type { Meta, StoryObj } from '@storybook/react-vite';
import Bot from 'lucide-react/icons/bot';
import FolderOpen from 'lucide-react/icons/folder-open';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../lib/story-intl';
import { Breadcrumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { SideMenu, type SideMenuItem } from '../components/side-menu';
import { messages as menuMessages } from '../components/side-menu/messages';
import { TopBar, type PublishEntry, type TopBarUser } from '../components/top-bar';
import { messages as topBarMessages } from '../components/top-bar/messages';
import { BREAKPOINTS, SPACING_TOKENS, toPx } from '../foundations/tokens';
import { PatternLogo } from './pattern-logo';

/** The side menu's entries as the portal names them (story data: the portal's messages are not ui's). */
const ENGLISH_MENU: SideMenuItem[] = [
  { key: 'home', label: 'Home', icon: <House />, href: '/home' },
  { key: 'content', label: 'Content management', icon: <FolderOpen />, href: '/content' },
  { key: 'polish-tasks', label: 'Machine-generated tasks', icon: <Bot />, href: '/aigc' },
  { key: 'account', label: 'Account', icon: <UserRound />, href: '/account' },
];

const ARABIC_MENU: SideMenuItem[] = [
  { key: 'home', label: 'الرئيسية', icon: <House />, href: '/home' },
  { key: 'content', label: 'إدارة المحتوى', icon: <FolderOpen />, href: '/content' },
  { key: 'polish-tasks', label: 'المهام المولّدة آليًا', icon: <Bot />, href: '/aigc' },
  { key: 'account', label: 'الحساب', icon: <UserRound />, href: '/account' },
];

type AppShellPatternProps = {
  brand: string;
  menu: SideMenuItem[];
  /** The page shown: its menu entry is current and names the content area. */
  activeKey: string;
  /** Forces the side menu's narrow (true) or wide (false) form; left out, the `wide` breakpoint decides. */
  collapsed?: boolean;
  publishEntries: PublishEntry[];
  onPublish: (entry: PublishEntry) => void;
  unreadCount: number;
  onBellClick: () => void;
  user: TopBarUser;
  languageEntry: string;
  onLanguageChange: (entryId: string) => void;
  onLogout: () => void;
  /** The content area's empty state, as a page with nothing in it yet shows it. */
  emptyTitle: string;
};

/**
 * The signed-in frame as the portal's main layout arranges it (apps/portal/src/layout): the top bar across, the
 * side menu at the inline start, the page in the content area beside it.
 */
function AppShellPattern({
  brand,
  menu,
  activeKey,
  collapsed,
  publishEntries,
  onPublish,
  unreadCount,
  onBellClick,
  user,
  languageEntry,
  onLanguageChange,
  onLogout,
  emptyTitle,
}: AppShellPatternProps) {
  const page = menu.find((item) => item.key === activeKey) ?? menu[0]!;
  const home = menu[0]!;
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <TopBar
        logo={<PatternLogo brand={brand} />}
        publishEntries={publishEntries}
        onPublish={onPublish}
        unreadCount={unreadCount}
        onBellClick={onBellClick}
        user={user}
        renderNameLink={({ className, children }) => (
          <a href="/account" dir="auto" className={className}>
            {children}
          </a>
        )}
        languageEntry={languageEntry}
        onLanguageChange={onLanguageChange}
        onLogout={onLogout}
      />
      <div className="flex flex-1">
        <SideMenu items={menu} activeKey={page.key} collapsed={collapsed} />
        <main data-slot="app-shell-content" className="flex min-w-0 flex-1 flex-col gap-4 p-6">
          <Breadcrumb
            items={
              page === home
                ? [{ label: home.label }]
                : [{ label: home.label, href: home.href }, { label: page.label }]
            }
          />
          <h1 dir="auto" className="text-2xl font-semibold text-ink">
            {page.label}
          </h1>
          <div className="rounded-lg bg-surface shadow-card">
            <EmptyState title={emptyTitle} />
          </div>
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Patterns/App shell/Signed-in frame',
  component: AppShellPattern,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Creator portal',
    menu: ENGLISH_MENU,
    activeKey: 'content',
    publishEntries: ['post', 'article', 'draft'],
    onPublish: fn(),
    unreadCount: 5,
    onBellClick: fn(),
    user: { name: 'Siti Rahma' },
    languageEntry: 'en-US',
    onLanguageChange: fn(),
    onLogout: fn(),
    emptyTitle: 'Nothing published yet',
  },
} satisfies Meta<typeof AppShellPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

function width(name: string): number {
  return toPx(SPACING_TOKENS.find((token) => token.name === name)!.value);
}

/** The menu and the content share the row: the content begins where the menu ends, in the reading direction. */
async function expectContentBesideMenu(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: localized(menuMessages.label) });
  const main = within(canvasElement).getByRole('main');
  const menuBox = nav.getBoundingClientRect();
  const contentBox = main.getBoundingClientRect();
  if (getComputedStyle(main).direction === 'rtl') await expect(contentBox.right).toBeCloseTo(menuBox.left, 0);
  else await expect(contentBox.left).toBeCloseTo(menuBox.right, 0);
  await expect(contentBox.top).toBeCloseTo(menuBox.top, 0);
  return { nav, main };
}

/** How the bell is named with `count` unread notices (its badge caps at 99+). */
function bellName(count: number): string {
  return localized(topBarMessages.notices, { count, shown: String(count) });
}

/** The wide menu (from 1190 px): labels beside the icons, the current page marked and named in the content. */
export const Wide: Story = {
  args: { collapsed: false },
  play: async ({ canvasElement, args }) => {
    const { nav, main } = await expectContentBesideMenu(canvasElement);
    await expect(nav.getBoundingClientRect().width).toBe(width('menu-wide'));
    const current = within(nav).getByRole('link', { current: 'page' });
    const page = args.menu.find((item) => item.key === args.activeKey)!;
    await expect(current).toHaveAccessibleName(page.label);
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(page.label);
    // The bell lives in the top bar, named with the unread count.
    await userEvent.click(within(canvasElement).getByRole('button', { name: bellName(args.unreadCount) }));
    await expect(args.onBellClick).toHaveBeenCalledTimes(1);
  },
};

/** The narrow menu (below 1190 px): icons only, each link still named. */
export const Narrow: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const { nav } = await expectContentBesideMenu(canvasElement);
    await expect(nav.getBoundingClientRect().width).toBe(width('menu-narrow'));
    for (const item of args.menu)
      await expect(within(nav).getByRole('link', { name: item.label })).toBeVisible();
  },
};

/** Left to the `wide` breakpoint: the menu takes the form that fits the window. */
export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const { nav } = await expectContentBesideMenu(canvasElement);
    const breakpoint = toPx(BREAKPOINTS.find((token) => token.name === 'wide')!.value);
    const expected = window.innerWidth >= breakpoint ? 'menu-wide' : 'menu-narrow';
    await expect(nav.getBoundingClientRect().width).toBe(width(expected));
  },
};

/** Nothing unread: the bell has no badge and says so. */
export const NoUnread: Story = {
  args: { unreadCount: 0, collapsed: false, activeKey: 'home' },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: bellName(0) });
    await expect(bell.querySelector('[data-slot="unread-badge"]')).toBeNull();
  },
};

/** The Arabic frame: the menu moves to the right, the content to its left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    brand: 'بوابة المبدعين',
    menu: ARABIC_MENU,
    user: { name: 'أحمد علي' },
    languageEntry: 'ar-EG',
    collapsed: false,
    emptyTitle: 'لم يُنشر شيء بعد',
  },
  play: async ({ canvasElement }) => {
    const { nav, main } = await expectContentBesideMenu(canvasElement);
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
  },
};

/** A Latin user name and page in the Arabic frame: each keeps its own direction. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { collapsed: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('link', { name: args.user.name })).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('link', { name: args.brand })).toHaveAttribute('dir', 'auto');
  },
};
