import type { Meta, StoryObj } from '@storybook/react-vite';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { onThePhone, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { SideMenu } from '../side-menu/side-menu';
import { WelcomeBlock } from '../welcome-block/welcome-block';
import { messages as spinnerMessages } from '../spinner/messages';
import { PageFrame, PageFrameSkeleton } from './page-frame';

const meta = {
  title: 'Patterns/App shell/PageFrame',
  component: PageFrameSkeleton,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: { brand: 'Creator portal' },
} satisfies Meta<typeof PageFrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the account and the access list load: the frame's places, and a status that says so. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(localized(spinnerMessages.loading));
    await expect(canvas.getByText('Creator portal')).toBeVisible();
    // The places are drawn, not announced.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * With the page's own first paint where it is known before its data (the home page's greeting, from the name the
 * portal remembers): seen as it will be, but neither announced nor reachable until the page is live.
 */
export const LoadingWithThePage: Story = {
  args: { children: <WelcomeBlock name="Ayu Lestari" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ayu Lestari/)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(localized(spinnerMessages.loading));
  },
};

export const LoadingWithThePageOnAPhoneArabic: Story = onThePhone({
  args: { brand: 'بوابة صناع المحتوى', children: <WelcomeBlock name="أحمد عبد الرحمن" /> },
  globals: { locale: 'ar-EG' },
});

/** The preview's frame: no side menu. */
export const LoadingWithoutMenu: Story = {
  args: { menu: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="page-frame-skeleton-menu"]')).toBeNull();
  },
};

/** A 360 px phone: the menu's places in the bar at the bottom, as the live menu's. */
export const LoadingOnAPhone: Story = onThePhone({});

export const LoadingOnAPhoneArabic: Story = onThePhone({
  args: { brand: 'بوابة صناع المحتوى' },
  globals: { locale: 'ar-EG' },
});

export const LoadingArabic: Story = { args: { brand: 'بوابة صناع المحتوى' }, globals: { locale: 'ar-EG' } };

export const LoadingChinese: Story = { args: { brand: '创作者平台' }, globals: { locale: 'zh-Hans-CN' } };

export const LoadingIndonesian: Story = { args: { brand: 'Portal kreator' }, globals: { locale: 'id-ID' } };

/** The frame once loaded, the page in place of the skeleton's (the layout gives the live top bar and menu). */
export const Loaded: Story = {
  render: () => (
    <PageFrame
      topBar={
        <header className="flex h-16 items-center border-b border-line bg-surface px-3 sm:px-6">
          <span className="text-lg font-semibold text-ink">Creator portal</span>
        </header>
      }
      menu={
        <SideMenu
          activeKey="home"
          items={[
            { key: 'home', label: 'Home', icon: <House />, href: '#home' },
            { key: 'account', label: 'Account', icon: <UserRound />, href: '#account' },
          ]}
        />
      }
    >
      <h1 className="text-xl font-semibold text-ink">Home</h1>
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Home' }));
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};
