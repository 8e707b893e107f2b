import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, httpError, neverAnswers } from '@creator/api/mocks/handlers';
import { SECTION_ACCESS } from '@creator/forms/rules/access';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import HomePage from '../routes/home/home-page';
import {
  expectFitsThePhone,
  NARROW_VIEWPORT,
  PHONE_VIEWPORT,
  screen,
  WIDE_VIEWPORT,
} from '../stories/screen';
import MainLayout from './main-layout';

/** The layout's part of app.tsx's routes: /home, and an empty page for every other section (the frame is the subject). */
function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="home" element={<HomePage />} />
        <Route path="*" element={<div data-slot="section-page" />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Layout',
  component: MainLayout,
  tags: ['!autodocs'],
  render: () => <SignedInRoutes />,
  ...screen({ path: '/home', route: '/*' }),
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame is in (top bar with the account's name, side menu) and the home page's figures have arrived. */
async function homeShown(canvasElement: HTMLElement, name: string) {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-slot="stat-card"][data-state="ready"]')).toHaveLength(3),
  );
  await expect(canvasElement.querySelector('[data-slot="side-menu"]')).toBeVisible();
  await expect(within(canvasElement).getAllByText(name).length).toBeGreaterThan(0);
}

/** Top bar, the side menu at its full 360 px with labels, and the home page, at 1280 px. */
export const Wide: Story = {
  globals: WIDE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.account.screen_name);
    await expect(canvasElement.querySelector('[data-slot="side-menu-label"]')).toBeVisible();
  },
};

// `viewport-narrow`: photographed at 1024 px (NARROW_VIEWPORT), where the side menu narrows to its icons.
/** Below 1190 px: the side menu narrows to 136 px and keeps its icons; the labels stay the links' names. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  globals: NARROW_VIEWPORT,
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.account.screen_name);
    await expect(canvasElement.querySelector('[data-slot="side-menu-label"]')).not.toBeVisible();
  },
};

/**
 * A 360 px phone: the menu docks at the bottom of the screen, each section an icon over its label, one tap away;
 * the top bar keeps Publish, the bell and the account's picture (its menu), and the page the whole width.
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.account.screen_name);
    const menu = canvasElement.querySelector<HTMLElement>('[data-slot="side-menu"]')!;
    await expect(menu.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expect(menu.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(canvasElement.querySelector('[data-slot="side-menu-label"]')).toBeVisible();
    await expect(canvasElement.querySelector('main')!.getBoundingClientRect().width).toBe(window.innerWidth);
    await expectFitsThePhone();
  },
};

/** The phone in Arabic: the bar starts at the right, Home first. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.account.screen_name);
    const [first] = canvasElement.querySelectorAll('[data-slot="side-menu-item"]');
    await expect(first!.getBoundingClientRect().right).toBe(window.innerWidth);
    await expectFitsThePhone();
  },
};

/**
 * The account and the access list on their way: the frame's places (as index.html paints them before the
 * scripts), the portal's name, and a status that says it is loading.
 */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getAccount'), neverAnswers('getUserResources')),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="page-frame-skeleton"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="page-frame-skeleton-menu"]')).toBeVisible();
  },
};

/** The account cannot be loaded (HTTP 500, tried twice): a retry, never a 403. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(httpError('getAccount', 500)),
  play: async ({ canvas }) => {
    const failure = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(failure).getByRole('button')).toBeEnabled();
  },
};

/** The same failure, then a retry that goes through: the frame and the home page. */
export const ErrorRetried: Story = {
  beforeEach: ({ msw }) =>
    // The first call and the client's own second try fail; the retry button's call gets the account.
    msw.use(httpError('getAccount', 500, { once: true }), httpError('getAccount', 500, { once: true })),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const failure = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await userEvent.click(within(failure).getByRole('button'));
    await homeShown(canvasElement, fixtures.account.screen_name);
  },
};

/**
 * The browser is offline: a bar above the frame says so, with the time the answers on the page were last seen,
 * and the page under it stays as it was (a read that fails with nothing to show shows its own failure with a
 * retry; a send says 'Slow network' at once).
 */
export const Offline: Story = {
  globals: WIDE_VIEWPORT,
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      if (own) Object.defineProperty(navigator, 'onLine', own);
      else delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    };
  },
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.account.screen_name);
    const notice = canvasElement.querySelector('[data-slot="offline-notice"]');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    // What the page shows was answered before the network went: the bar says when (decision 0032).
    await expect(notice!.querySelector('[data-slot="offline-notice-last-seen"]')).toBeVisible();
  },
};

/** A section the access list does not allow (/aigc without list_polish_task): 403 inside the frame. */
export const Forbidden: Story = {
  parameters: { screen: { path: '/aigc' } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getUserResources', {
        list: fixtures.resources.list.filter((entry) => entry.code !== SECTION_ACCESS.aigc),
      }),
    ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="status-page"]')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="side-menu"] a[href="/aigc"]')).toBeNull();
  },
};

/** Another section inside the frame, its menu entry current. */
export const OtherSection: Story = {
  parameters: { screen: { path: '/content' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="side-menu"] a[href="/content"]')).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** A long Arabic name in the top bar and on the home page, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG', ...WIDE_VIEWPORT },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongArabic)),
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.accountLongArabic.screen_name);
  },
};

/** A long Chinese name in the top bar and on the home page. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN', ...WIDE_VIEWPORT },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongChinese)),
  play: async ({ canvasElement }) => {
    await homeShown(canvasElement, fixtures.accountLongChinese.screen_name);
  },
};
