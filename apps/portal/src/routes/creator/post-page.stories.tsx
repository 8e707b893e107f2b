import { fixtures, FIXTURE_NOW, MOCK_IMAGE_HOST } from '@creator/api/mocks/fixtures';
import { answer, neverAnswers } from '@creator/api/mocks/handlers';
import { ContentStatus } from '@creator/domain/content';
import { eligibilityMessages } from '@creator/forms/rules/eligibility';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import type { PostDraft } from '@creator/forms/rules/local-draft.post';
import { postMessages } from '@creator/forms/rules/post';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { composerWith } from '../../stories/composer';
import { expectFitsThePhone, localized, onThePhone, screen } from '../../stories/screen';
import { messages } from './creator-messages';
import PostPage from './post-page';

const EDIT = `/creator/post?content_id=${fixtures.postDetail.content_id}`;

const meta = {
  title: 'Screens/Short-post composer',
  component: PostPage,
  tags: ['!autodocs'],
  ...screen({ path: '/creator/post' }),
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new post: the empty form, the category of an account whose country picks one, the empty preview. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerWith(canvasElement, 0);
    await waitFor(() =>
      expect(composer.querySelector('[data-slot="category-select"] select')).not.toBeNull(),
    );
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

/** The composer holds the published post being edited. */
async function expectEditing(canvasElement: HTMLElement) {
  const composer = await composerWith(canvasElement, fixtures.postDetail.images.length);
  await expect(within(composer).getByRole('textbox', { name: localized(messages.content) })).toHaveValue(
    fixtures.postDetail.content,
  );
}

/** Editing a published post: its pictures, text, category and the edits left, mirrored in the preview. */
export const Editing: Story = {
  parameters: { screen: { path: EDIT } },
  play: async ({ canvasElement }) => {
    await expectEditing(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toHaveAttribute(
      'data-state',
      'filled',
    );
  },
};

/**
 * Editing on a 360 px phone: the Write | Preview toggle over the form, which shows alone. The preview is not
 * rendered until it is asked for.
 */
export const Phone: Story = onThePhone({
  ...Editing,
  play: async ({ canvasElement }) => {
    await expectEditing(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toBeNull();
  },
});

/**
 * The phone's other view, "Preview" of the toggle over the composer: the post as readers will see it, in place
 * of the form, which hides meanwhile.
 */
export const PhonePreview: Story = {
  ...Phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectEditing(canvasElement);
    const form = canvas.getByRole('form', { name: localized(messages.form) });
    const toPreview = canvas.getByRole('button', { name: localized(messages.viewPreview) });
    await userEvent.click(toPreview);
    await expect(toPreview).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="phone-preview"]')).toHaveAttribute(
      'data-state',
      'filled',
    );
    await expect(form).not.toBeVisible();
    await expectFitsThePhone();
  },
};

/** A scheduled post keeps its schedule, which can still be changed. */
export const Scheduled: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getContentDetail', {
        detail: {
          ...fixtures.postDetail,
          status: ContentStatus.scheduled,
          publish_date: FIXTURE_NOW + 3 * 86_400,
        },
      }),
    ),
  play: async ({ canvasElement }) => {
    const composer = await composerWith(canvasElement, fixtures.postDetail.images.length);
    await expect(within(composer).getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(composer.querySelector('[data-slot="schedule-field-date"]')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};

/** The item being edited is on its way. */
export const Loading: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(neverAnswers('getContentDetail')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull());
  },
};

/** The item could not be loaded: the reason and a retry, in place of the composer. */
export const LoadFailed: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(...failsTwice('getContentDetail')),
  play: async ({ canvas, canvasElement }) => {
    await failedInPlace(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The retry of a failed load brings the composer. */
export const LoadRetried: Story = {
  tags: ['no-visual'],
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) => msw.use(...failsTwice('getContentDetail')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await composerWith(canvasElement, fixtures.postDetail.images.length);
  },
};

/** An item in review cannot be edited, even reached by its address: the reason, and the way back. */
export const CannotEdit: Story = {
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getContentDetail', { detail: { ...fixtures.postDetail, status: ContentStatus.inReview } }),
    ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: localized(messages.cannotEdit) });
    await expect(canvas.getByText(localized(eligibilityMessages.editInReview))).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Publishing an empty post: the first problem as a toast, and the focus on the images. */
export const RefusedOnPublish: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerWith(canvasElement, 0);
    await userEvent.click(within(composer).getByRole('button', { name: localized(messages.publish) }));
    await within(document.body).findByText(
      localized(postMessages.imagesRequired, postMessages.imagesRequired.values),
    );
    await waitFor(() => expect(composer.querySelector('input[type="file"]')).toHaveFocus());
  },
};

const draft: PostDraft = {
  contentId: null,
  title: 'Pagi di Jakarta',
  content: 'Kopi pertama sebelum kota bangun. #jakarta #kuliner',
  // Stored addresses on the image host (the mock host draws a picture at any of them).
  images: [`${MOCK_IMAGE_HOST}/mp/1/a1_800_600.jpg`, `${MOCK_IMAGE_HOST}/mp/1/a2_800_600.jpg`],
  categoryId: 4,
  topicId: 401,
  scheduled: false,
  publishAt: null,
  savedAt: (FIXTURE_NOW - 3600) * 1000,
};

/** A draft saved on this device is offered back: continue or give up. */
export const DraftOffered: Story = {
  beforeEach: () => {
    const key = localDraftKeys.post(fixtures.account.user_id);
    localStorage.setItem(key, JSON.stringify(draft));
    return () => localStorage.removeItem(key);
  },
  play: async ({ canvasElement }) => {
    await composerWith(canvasElement, 0);
    // The offer is a chunk of its own.
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="draft-restore-alert"]')).not.toBeNull(),
      { timeout: 5000 },
    );
  },
};

const longPost = (list: typeof fixtures.contentPageLongArabic.list) => ({
  detail: {
    ...fixtures.postDetail,
    title: list[0]!.title.slice(0, 70),
    content: Array.from({ length: 4 }, () => list[0]!.brief).join('\n'),
  },
});

/** A long Arabic post, right to left: the grid, the form and the preview mirrored. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongArabic),
      answer('getTags', fixtures.tagsArabic),
      answer('getContentDetail', longPost(fixtures.contentPageLongArabic.list)),
    ),
  play: async ({ canvasElement }) => {
    await composerWith(canvasElement, fixtures.postDetail.images.length);
  },
};

/** A long Chinese post. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  parameters: { screen: { path: EDIT } },
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', fixtures.accountLongChinese),
      answer('getTags', fixtures.tagsChinese),
      answer('getContentDetail', longPost(fixtures.contentPageLongChinese.list)),
    ),
  play: async ({ canvasElement }) => {
    await composerWith(canvasElement, fixtures.postDetail.images.length, { category: false });
  },
};
