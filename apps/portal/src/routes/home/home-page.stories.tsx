import { apiMessages } from '@creator/api/client/errors';
import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, neverAnswers } from '@creator/api/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen as page, userEvent, waitFor } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import HomePage from './home-page';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  tags: ['!autodocs'],
  ...screen({ path: '/home' }),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the three figures, and for the greeting with the account's name. */
async function shown(canvasElement: HTMLElement, name: string) {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-slot="stat-card"][data-state="ready"]')).toHaveLength(3),
  );
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="welcome-block"] h2')).toHaveTextContent(name),
  );
}

/** The account's figures in their K, M and B forms, one at the rounding edge. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.account.screen_name);
  },
};

/** On a 360 px phone: the greeting and Publish over the three figures, one under another. */
export const Phone: Story = onThePhone(Filled);

/** The figures on their way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getHome')),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="welcome-block"] h2')).toHaveTextContent(
        fixtures.account.screen_name,
      ),
    );
    await expect(
      canvasElement.querySelectorAll('[data-slot="stat-card"][data-state="loading"]'),
    ).toHaveLength(3);
  },
};

/** A new account: nothing published, nothing read. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer('getHome', fixtures.homeEmpty)),
  play: Filled.play,
};

/**
 * The figures fail to load (HTTP 500, read as a slow network, tried twice): the page itself has no failed
 * state, so the error toast is all that tells, and the figures stay as they were while loading.
 */

/** The figures failed to load: the reason in place of them, with a retry that asks again. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('getHome')),
  play: async ({ canvasElement }) => {
    const retry = await failedInPlace(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="stat-card"]')).toHaveLength(0);
    // Said once, in place: no toast as well.
    await expect(
      page.queryByText(localized(apiMessages.slowNetwork), { selector: '[data-sonner-toast] *' }),
    ).toBeNull();
    await expect(retry).toBeVisible();
  },
};

/** After a failure, the retry brings the figures. */
export const ErrorRetried: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('getHome')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await shown(canvasElement, fixtures.account.screen_name);
  },
};

/** A long Arabic name, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongArabic)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.accountLongArabic.screen_name);
  },
};

/** A long Chinese name. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongChinese)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.accountLongChinese.screen_name);
  },
};

/** The long Chinese name (the longest of the fixtures' names) in the greeting of a 360 px phone. */
export const PhoneLongText: Story = onThePhone(LongChinese);
