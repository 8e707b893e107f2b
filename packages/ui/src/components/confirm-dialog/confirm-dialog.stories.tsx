import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { expectASheet } from '../dialog/sheet-story';
import { ConfirmDialog } from './confirm-dialog';
import { messages } from './messages';

const TITLE = 'Delete this post?';
const DESCRIPTION = 'Editing or deleting published content may affect its recommendation.';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: {
    defaultOpen: true,
    title: TITLE,
    description: DESCRIPTION,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Delete</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    // Focus starts on Cancel, so Enter never confirms by accident.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: localized(messages.cancel) })).toHaveFocus(),
    );
  },
};

export const Danger: Story = { args: { tone: 'danger', confirmLabel: 'Delete' } };

export const ConfirmCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: localized(messages.confirm) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
  },
};

/** Controlled and busy: the caller keeps it open while its request runs. */
export const Loading: Story = {
  args: { open: true, loading: true, tone: 'danger', confirmLabel: 'Delete' },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: /Delete/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: localized(messages.cancel) })).toBeDisabled();
  },
};

export const Multilingual: Story = {
  args: {
    title: '确定删除这篇文章吗？删除后将无法恢复，并且相关的所有数据都会一并清除。',
    description: 'قد يؤثر تعديل المحتوى المنشور أو حذفه على التوصية به. '.repeat(3),
    confirmLabel: 'A very long confirm label from a translation',
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: 'حذف هذا المنشور؟',
    description: 'قد يؤثر تعديل المحتوى المنشور أو حذفه على التوصية به.',
    tone: 'danger',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: localized(messages.cancel) })).toBeInTheDocument();
  },
};

/** Where `text` starts and ends on the screen: the box of its first and of its last character. */
function ends(text: Text): { first: DOMRect; last: DOMRect } {
  const box = (start: number) => {
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    return range.getBoundingClientRect();
  };
  return { first: box(0), last: box(text.length - 1) };
}

/** The caller's part of the title, as the caller isolated it, and the sentence around it. */
async function isolatedTitle(name: string, part: string) {
  const title = within(await screen.findByRole('alertdialog', { name })).getByRole('heading', { name });
  const isolated = within(title).getByText(part);
  await expect(isolated.tagName).toBe('BDI');
  await expect(getComputedStyle(isolated).unicodeBidi).toBe('isolate');
  return { title, isolated, text: isolated.firstChild as Text };
}

const ENGLISH_TITLE = 'Jakarta (part 2)!';

/**
 * An English title named in the Arabic question: isolated in a `<bdi>`, it keeps its own order, its parenthesis
 * and its "!" at its own (right) end, where the Arabic sentence around it would otherwise pull them to the left.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: (
      <>
        حذف «<bdi>{ENGLISH_TITLE}</bdi>»؟
      </>
    ),
    description: 'لا يمكن التراجع عن الحذف.',
    tone: 'danger',
  },
  play: async () => {
    const { title, isolated, text } = await isolatedTitle(`حذف «${ENGLISH_TITLE}»؟`, ENGLISH_TITLE);
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await expect(getComputedStyle(isolated).direction).toBe('ltr');
    const { first, last } = ends(text);
    await expect(last.left).toBeGreaterThan(first.right);
  },
};

const ARABIC_TITLE = 'سوق الصباح (الجزء 2)!';

/** An Arabic title named in the English question: right to left, its "!" at its own (left) end. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: (
      <>
        Delete “<bdi>{ARABIC_TITLE}</bdi>”?
      </>
    ),
    tone: 'danger',
  },
  play: async () => {
    const { title, isolated, text } = await isolatedTitle(`Delete “${ARABIC_TITLE}”?`, ARABIC_TITLE);
    await expect(getComputedStyle(title).direction).toBe('ltr');
    await expect(getComputedStyle(isolated).direction).toBe('rtl');
    const { first, last } = ends(text);
    await expect(last.right).toBeLessThan(first.left);
  },
};

/** A 360 px phone: a sheet at the foot of the screen, its two answers side by side, 44 px high. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { tone: 'danger', confirmLabel: 'Delete' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: localized(messages.cancel) })).toHaveFocus(),
    );
    await expectASheet(dialog);
  },
};

/**
 * A long Chinese question with a long Arabic text, right to left on a phone: the question scrolls under its
 * title, the answers stay in view at the foot, and the long label takes a line of its own.
 */
export const PhoneLongText: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    title: '确定删除这篇文章吗？删除后将无法恢复，并且相关的所有数据都会一并清除。',
    description: 'قد يؤثر تعديل المحتوى المنشور أو حذفه على التوصية به، ولا يمكن التراجع عن الحذف. '.repeat(
      30,
    ),
    confirmLabel: 'حذف المنشور وكل ما يتعلق به نهائيًا',
    tone: 'danger',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const body = dialog.querySelector<HTMLElement>('[data-slot="confirm-dialog-body"]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Scrollable, so in the tab order; the focus still starts on the safe answer.
    await expect(body).toHaveAttribute('tabindex', '0');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: localized(messages.cancel) })).toHaveFocus(),
    );
    await expectASheet(dialog);
  },
};
