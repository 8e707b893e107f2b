import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { messages as outboxMessages } from '../outbox-panel/messages';
import { messages as badgeMessages } from '../unread-badge/messages';
import { messages } from './messages';
import { TopBar } from './top-bar';

const logo = (
  <a
    href="/"
    className="rounded text-lg font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
  >
    Creator Studio
  </a>
);

/** Open menus hide the page with aria-hidden while focus stays inside (see README). */
const openMenu = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Navigation/TopBar',
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
    await userEvent.click(
      canvas.getByRole('button', { name: localized(messages.notices, { count: 5, shown: '5' }) }),
    );
    await expect(args.onBellClick).toHaveBeenCalledTimes(1);
  },
};

export const PublishMenuOpen: Story = {
  args: { defaultPublishOpen: true },
  parameters: openMenu,
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      localized(messages.publishPost),
      localized(messages.publishArticle),
      localized(messages.publishDraft),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: localized(messages.publishArticle) }));
    await expect(args.onPublish).toHaveBeenCalledWith('article');
    await userEvent.click(screen.getByRole('button', { name: localized(messages.publish) }));
    await screen.findByRole('menu');
  },
};

/** Allowed show types include only the long article. */
export const ArticlesOnly: Story = {
  args: { publishEntries: ['article', 'draft'], defaultPublishOpen: true },
  parameters: openMenu,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await expect(
      within(menu).queryByRole('menuitem', { name: localized(messages.publishPost) }),
    ).not.toBeInTheDocument();
  },
};

export const NoPublishEntries: Story = { args: { publishEntries: [] } };

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: localized(messages.notices, { count: 0, shown: '0' }),
      }),
    ).toBeInTheDocument();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const shown = localized(badgeMessages.overflow, { max: String(UNREAD_BADGE_CAP) });
    const bell = within(canvasElement).getByRole('button', {
      name: localized(messages.notices, { count: 120, shown }),
    });
    await expect(bell).toHaveTextContent(shown);
  },
};

export const UserMenuOpen: Story = {
  args: { defaultUserMenuOpen: true },
  parameters: openMenu,
  play: async ({ args }) => {
    // The menu arrives with its chunk: the keys go to it once it is open.
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    const language = await screen.findByRole('menuitem', { name: localized(messages.language) });
    language.focus();
    // The submenu opens toward the end of the line: the right arrow, or the left one right to left.
    const rightToLeft = getComputedStyle(language).direction === 'rtl';
    await userEvent.keyboard(rightToLeft ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文 (中国)' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh-Hans-CN', 'zh-Hans-CN');
    await userEvent.click(screen.getByRole('button', { name: localized(messages.userMenu) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: localized(messages.logout) }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: localized(messages.userMenu) }));
    await screen.findByRole('menuitem', { name: localized(messages.logout) });
  },
};

/**
 * Sign-out on its way (a slow network): the account menu's button shows it busy, and its Log out says so and
 * waits, so that pressing it again sends nothing.
 */
export const SigningOut: Story = {
  args: { signingOut: true, defaultUserMenuOpen: true },
  parameters: openMenu,
  play: async ({ args, canvasElement }) => {
    const trigger = screen.getByRole('button', { name: localized(messages.userMenu) });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    // Said in words where a screen reader hears them: a status the bar always holds, not the button's content.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(localized(messages.signingOut));
    const item = await screen.findByRole('menuitem', { name: localized(messages.signingOut) });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(args.onLogout).not.toHaveBeenCalled();
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
    await screen.findByRole('menuitem', { name: localized(messages.publishPost) });
  },
};

/** The log-out arrow points out of the box toward the end of the line: right to left, it is turned round. */
async function expectLogOutIcon(flipped: boolean) {
  const item = await screen.findByRole('menuitem', { name: localized(messages.logout) });
  const icon = item.querySelector<SVGElement>('[data-slot="top-bar-logout-icon"]')!;
  await expect(getComputedStyle(icon).scale).toBe(flipped ? '-1 1' : 'none');
}

/**
 * An English name in the Arabic bar: laid out left to right in its own run (in the bar and at the head of the
 * account menu), and the log-out icon mirrored.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { user: { name: 'Siti Rahma' }, languageEntry: 'ar-EG', defaultUserMenuOpen: true },
  parameters: openMenu,
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('link', { name: 'Siti Rahma' });
    await expect(name.closest('[data-slot="top-bar-name"]')).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('ltr');
    const menu = await screen.findByRole('menu');
    const heading = within(menu).getByText('Siti Rahma');
    await expect(heading).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(heading).direction).toBe('ltr');
    await expectLogOutIcon(true);
  },
};

/** An Arabic name in the English bar: right to left in its own run; the log-out icon as drawn. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { user: { name: 'ليلى حسن' }, defaultUserMenuOpen: true },
  parameters: openMenu,
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('link', { name: 'ليلى حسن' });
    await expect(name.closest('[data-slot="top-bar-name"]')).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    const menu = await screen.findByRole('menu');
    await expect(getComputedStyle(within(menu).getByText('ليلى حسن')).direction).toBe('rtl');
    await expectLogOutIcon(false);
  },
};

/** Two writes wait on the device for the network: a button says so, and shows them when pressed. */
export const Waiting: Story = {
  args: { waitingCount: 2, onWaitingClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: localized(outboxMessages.title, { count: 2 }),
    });
    await userEvent.click(button);
    await expect(args.onWaitingClick).toHaveBeenCalledOnce();
  },
};

/** The same on a 360 px phone in Arabic: the count alone shows, the sentence is read out; nothing overflows. */
export const WaitingRightToLeftNarrow: Story = {
  args: { waitingCount: 1, onWaitingClick: fn(), user: { name: 'أحمد علي' }, languageEntry: 'ar-EG' },
  tags: ['viewport-narrow'],
  globals: { locale: 'ar-EG', ...PHONE_VIEWPORT },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'منشور واحد ينتظر الشبكة' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectFitsThePhone();
  },
};
