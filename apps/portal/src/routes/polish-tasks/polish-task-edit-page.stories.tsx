import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, neverAnswers } from '@creator/api/mocks/handlers';
import type { PolishTask, PolishTaskListAnswer } from '@creator/api/schemas/polish-tasks';
import { ShowType } from '@creator/domain/content';
import { POST_TITLE_MAX_LENGTH } from '@creator/forms/rules/post';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { composerWith } from '../../stories/composer';
import { localized, onThePhone, screen } from '../../stories/screen';
import { messages as creatorMessages } from '../creator/creator-messages';
import { messages } from './polish-task-edit-messages';
import PolishTaskEditPage from './polish-task-edit-page';

const EDIT = `/aigc/edit?task_id=${fixtures.polishTask.id}`;

const meta = {
  title: 'Screens/Machine-generated task editor',
  component: PolishTaskEditPage,
  tags: ['!autodocs'],
  ...screen({ path: EDIT }),
} satisfies Meta<typeof PolishTaskEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const contentBox = (composer: HTMLElement) =>
  within(composer).getByRole('textbox', { name: localized(creatorMessages.content) });

/** The way back to the task lists, a link to /aigc. */
async function backLink(canvasElement: HTMLElement) {
  const link = await within(canvasElement).findByRole('link', { name: localized(messages.backToTasks) });
  await expect(link).toHaveAttribute('href', '/aigc');
  return link;
}

/** A claimed task opened: the breadcrumb, its title, text and pictures in the composer, mirrored in the preview. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectTask(canvas, canvasElement);
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toHaveAttribute(
      'data-state',
      'filled',
    );
  },
};

/** The composer holds the claimed task, under its breadcrumb; no changes to show. */
async function expectTask(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  const composer = await composerWith(canvasElement, fixtures.polishTask.cover_images.length);
  await expect(canvas.getByRole('link', { name: localized(messages.title) })).toHaveAttribute(
    'href',
    '/aigc',
  );
  await expect(canvasElement.querySelector('[data-slot="breadcrumb"]')).toHaveTextContent(
    localized(messages.edit),
  );
  await expect(
    within(composer).getByRole('textbox', { name: localized(creatorMessages.postTitle) }),
  ).toHaveValue(fixtures.polishTask.title);
  await expect(contentBox(composer)).toHaveValue(fixtures.polishTask.body);
  // The text is the generated one: no changes to show.
  await expect(canvas.queryByRole('region', { name: localized(messages.changes) })).toBeNull();
}

/**
 * On a 360 px phone: the breadcrumb, the Write | Preview toggle, and the form alone; the preview is not rendered
 * until it is asked for.
 */
export const Phone: Story = onThePhone({
  ...Filled,
  play: async ({ canvas, canvasElement }) => {
    await expectTask(canvas, canvasElement);
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toBeNull();
  },
});

const ADDED = 'Polished by hand. ';

/** The generated text changed: what was added, under the composer (the diff is a chunk of its own). */
export const WithChanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    const composer = await composerWith(canvasElement, fixtures.polishTask.cover_images.length);
    // At the start of the text, away from the hashtag at its end (whose suggestions would open).
    await userEvent.type(contentBox(composer), ADDED, { initialSelectionStart: 0, initialSelectionEnd: 0 });
    await expect(contentBox(composer)).toHaveValue(`${ADDED}${fixtures.polishTask.body}`);
    const changes = await canvas.findByRole(
      'region',
      { name: localized(messages.changes) },
      { timeout: 5000 },
    );
    await waitFor(() => expect(changes.querySelector('ins')).toHaveTextContent(ADDED.trim()), {
      timeout: 5000,
    });
  },
};

/** The task on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getPolishTask')),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull());
    await expect(canvas.getByRole('link', { name: localized(messages.title) })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The task could not be loaded: the reason and a retry, and the way back, in place of the composer. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('getPolishTask')),
  play: async ({ canvas, canvasElement }) => {
    await expect(await failedInPlace(canvasElement)).toBeEnabled();
    await backLink(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The retry of a failed load brings the composer. */
export const ErrorRetried: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => msw.use(...failsTwice('getPolishTask')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await composerWith(canvasElement, fixtures.polishTask.cover_images.length);
  },
};

/** A task that is not a short post cannot be polished here: the reason, and the way back. */
export const CannotEdit: Story = {
  beforeEach: ({ msw }) =>
    msw.use(answer('getPolishTask', { ...fixtures.polishTask, show_type: ShowType.article })),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: localized(messages.cannotEdit) }, { timeout: 5000 });
    await expect(canvas.getByText(localized(messages.cannotEditText))).toBeVisible();
    await backLink(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** An address without a task: the same, without asking for anything. */
export const CannotEditWithoutTask: Story = {
  tags: ['no-visual'],
  parameters: { screen: { path: '/aigc/edit' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: localized(messages.cannotEdit) });
    await backLink(canvasElement);
  },
};

/** The claimed task in the long texts of a list fixture: a title at its longest, the text four times over. */
const longTask = (long: PolishTaskListAnswer): PolishTask => ({
  ...fixtures.polishTask,
  title: long.list[0]!.title.slice(0, POST_TITLE_MAX_LENGTH),
  body: Array.from({ length: 4 }, () => long.list[0]!.body).join('\n'),
});

/** A long Arabic task, right to left: the grid, the form and the preview mirrored. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongArabic),
      answer('getTags', fixtures.tagsArabic),
      answer('getPolishTask', longTask(fixtures.polishTasksLongArabic)),
    ),
  play: async ({ canvasElement }) => {
    const composer = await composerWith(canvasElement, fixtures.polishTask.cover_images.length);
    await expect(contentBox(composer)).toHaveValue(longTask(fixtures.polishTasksLongArabic).body);
  },
};

/** A long Chinese task. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongChinese),
      answer('getTags', fixtures.tagsChinese),
      answer('getPolishTask', longTask(fixtures.polishTasksLongChinese)),
    ),
  play: async ({ canvasElement }) => {
    const composer = await composerWith(canvasElement, fixtures.polishTask.cover_images.length, {
      category: false,
    });
    await expect(contentBox(composer)).toHaveValue(longTask(fixtures.polishTasksLongChinese).body);
  },
};
