import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, emptyList, neverAnswers } from '@creator/api/mocks/handlers';
import type { ContentListAnswer } from '@creator/api/schemas/content';
import type { PolishTaskListAnswer } from '@creator/api/schemas/polish-tasks';
import { MACHINE_SOURCES } from '@creator/domain/content';
import { DEFAULT_CLAIM_MAX, TASK_PAGE_SIZE } from '@creator/domain/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import PolishTasksPage from './polish-tasks-page';
import { countMessages, messages } from './polish-tasks-messages';

const meta = {
  title: 'Screens/Machine-generated tasks',
  component: PolishTasksPage,
  tags: ['!autodocs'],
  // The address without a tab is the claimed tab: its list answers the claimed tasks.
  ...screen({ path: '/aigc' }, [answer('listPolishTasks', fixtures.polishTasksClaimed)]),
} satisfies Meta<typeof PolishTasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machine-made items of the fixtures' content page that have pictures, as the published tab asks them. */
const machineMade: ContentListAnswer = (() => {
  const list = fixtures.contentPage.list
    .filter((item) => (item.images ?? item.cover_images).length > 0)
    .map((item, index) => ({ ...item, source: MACHINE_SOURCES[index % MACHINE_SOURCES.length]! }));
  return { ...fixtures.contentPage, list, count: list.length, page_size: TASK_PAGE_SIZE };
})();

const rows = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('[data-slot="polish-task-row"]');

/** Waits for the animations under way (a dialog popping in) to end, so that axe and the screenshot see it still. */
const animationsDone = () =>
  Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

/**
 * Waits for the table with a page of `count` rows: each row, every thumbnail drawn, the pagination under them,
 * and the count of the list in the title line.
 */
async function listed(canvasElement: HTMLElement, count: number) {
  await waitFor(
    () => {
      expect(rows(canvasElement)).toHaveLength(count);
      const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('img')];
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.every((picture) => picture.complete && picture.naturalWidth > 0)).toBe(true);
      expect(canvasElement.querySelector('[data-slot="pagination"]')).not.toBeNull();
    },
    { timeout: 5000 },
  );
  await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
    localized(countMessages.count, { count }),
  );
}

/** The titles of the rows, in their order (a table's on a desk, cards' on a phone). */
const titles = (canvasElement: HTMLElement) =>
  [...rows(canvasElement)].map((row) => row.querySelector('[data-slot="polish-task-title"]')?.textContent);

/** The claims left, out of the configured five. */
const claimsLeft = (remaining: number) =>
  localized(countMessages.remaining, {
    remaining,
    max: fixtures.config.community_config.web_api.polish_claim_max_length ?? DEFAULT_CLAIM_MAX,
  });

/** The claimed tasks (the default tab): pictures, titles, when claimed, give up and edit; the claims left. */
export const Claimed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement, fixtures.polishTasksClaimed.list.length);
    await expect(canvas.getByRole('link', { name: localized(messages.claimed) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles(canvasElement)).toEqual(fixtures.polishTasksClaimed.list.map((task) => task.title));
    await expect(
      canvas.getByText(claimsLeft(fixtures.polishTasksClaimed.remaining_claimed_count!)),
    ).toBeVisible();
    // Each claimed row can be given up or edited.
    for (const row of rows(canvasElement))
      await expect(row.querySelectorAll('button[data-slot="button"]')).toHaveLength(2);
  },
};

/** On a 360 px phone: a card per task, Give up and Edit side by side under it. */
export const Phone: Story = onThePhone(Claimed);

/** The tasks to be claimed, one of them ticked: the claim of the selection shows, with its count. */
export const ToBeClaimed: Story = {
  parameters: { screen: { path: '/aigc?tab=pending' } },
  beforeEach: ({ msw }) => msw.use(answer('listPolishTasks', fixtures.polishTasks)),
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement, fixtures.polishTasks.list.length);
    await expect(canvas.getByRole('link', { name: localized(messages.pending) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [first] = rows(canvasElement);
    await userEvent.click(within(first!).getByRole('checkbox'));
    await expect(within(first!).getByRole('checkbox')).toBeChecked();
    await expect(first).toHaveAttribute('data-state', 'selected');
    await expect(
      await canvas.findByRole('button', { name: localized(countMessages.claimSelected, { count: 1 }) }),
    ).toBeEnabled();
  },
};

/** The published machine-made posts with pictures: no actions, no claims left, when published. */
export const Published: Story = {
  parameters: { screen: { path: '/aigc?tab=published' } },
  beforeEach: ({ msw }) => msw.use(answer('listContent', machineMade)),
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement, machineMade.list.length);
    await expect(canvas.getByRole('link', { name: localized(messages.published) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles(canvasElement)).toEqual(machineMade.list.map((item) => item.title || item.brief));
    await expect(
      canvasElement.querySelector('[data-slot="polish-task-row"] button[data-slot="button"]'),
    ).toBeNull();
    await expect(canvas.queryByText(claimsLeft(1))).toBeNull();
  },
};

/** The list on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('listPolishTasks')),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull());
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(localized(messages.claimed));
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** No task claimed: the empty table, the count at naught, the claims left. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyList('listPolishTasks')),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-slot="polish-task-table"] [data-slot="empty-state-title"]'),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      localized(countMessages.count, { count: 0 }),
    );
    await expect(canvas.getByText(claimsLeft(fixtures.polishTasks.remaining_claimed_count!))).toBeVisible();
    await expect(canvasElement.querySelector('table')).toBeNull();
  },
};

/** The list failed (HTTP 500, tried twice): the reason and a retry in place of the table. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('listPolishTasks')),
  play: async ({ canvasElement }) => {
    await expect(await failedInPlace(canvasElement)).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="polish-task-table"]')).toBeNull();
  },
};

/** The retry of a failed list brings the tasks. */
export const ErrorRetried: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => msw.use(...failsTwice('listPolishTasks')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await listed(canvasElement, fixtures.polishTasksClaimed.list.length);
  },
};

/** Give up asks first, and says where the task goes. */
export const GiveUpAsked: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.polishTasksClaimed.list.length);
    const [first] = rows(canvasElement);
    await userEvent.click(first!.querySelector<HTMLButtonElement>('button[data-variant="ghost"]')!);
    // The dialog is a chunk of its own.
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: localized(messages.giveUpTitle) },
      { timeout: 5000 },
    );
    await animationsDone();
    await expect(dialog).toHaveTextContent(localized(messages.giveUpWarning));
    await expect(
      within(dialog).getByRole('button', { name: localized(messages.giveUpConfirm) }),
    ).toBeEnabled();
  },
};

/** The long tasks of a fixture to be claimed, on the claimed tab. */
const claimedIn = (long: PolishTaskListAnswer): PolishTaskListAnswer => ({
  ...fixtures.polishTasksClaimed,
  list: fixtures.polishTasksClaimed.list.map((task, index) => ({
    ...task,
    title: long.list[index]!.title,
    body: long.list[index]!.body,
  })),
});

/** Long Arabic titles, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(answer('listPolishTasks', claimedIn(fixtures.polishTasksLongArabic))),
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.polishTasksClaimed.list.length);
    await expect(titles(canvasElement)[0]).toBe(fixtures.polishTasksLongArabic.list[0]!.title);
  },
};

/** Long Arabic titles on a 360 px phone, right to left: each card's title on two lines. */
export const PhoneLongText: Story = onThePhone(LongArabic);

/** Long Chinese titles. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(answer('listPolishTasks', claimedIn(fixtures.polishTasksLongChinese))),
  play: async ({ canvasElement }) => {
    await listed(canvasElement, fixtures.polishTasksClaimed.list.length);
    await expect(titles(canvasElement)[0]).toBe(fixtures.polishTasksLongChinese.list[0]!.title);
  },
};
