import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { toast, Toaster } from './toaster';

type DemoProps = { success: string; error: string; warning: string };

function ToastDemo({ success, error, warning }: DemoProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.success(success)}>Success</Button>
      <Button variant="danger" onClick={() => toast.error(error)}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.warn(warning)}>
        Warning
      </Button>
      {/* Expanded so a screenshot shows every toast, not a stack. */}
      <Toaster expand />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  decorators: [
    (Story) => (
      <div className="min-h-64 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    success: 'Deletion succeeded',
    error: 'Slow network. Please try again later',
    warning: 'The article has been deleted. Do not operate it again.',
  },
  // Toasts leave the page before the next story; nothing lingers between screenshots.
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Deletion succeeded')).toBeInTheDocument();
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Slow network. Please try again later')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning' }));
    await expect(await screen.findByText(/has been deleted/)).toBeInTheDocument();
  },
};

/** Several at once stack in the one region. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Deletion succeeded')).toBeInTheDocument();
    await expect(await screen.findByText('Slow network. Please try again later')).toBeInTheDocument();
  },
};

export const Multilingual: Story = {
  args: {
    success: '删除成功',
    error: 'الشبكة بطيئة. يرجى المحاولة لاحقًا',
    warning:
      'A very long warning that a server might send back, long enough to wrap onto a second and a third line.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await screen.findByText(/A very long warning/);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    success: 'تم الحذف بنجاح',
    error: 'الشبكة بطيئة. يرجى المحاولة لاحقًا',
    warning: 'تم حذف المقال بالفعل.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('تم الحذف بنجاح')).toBeInTheDocument();
  },
};

/**
 * Where a text's first and last characters are drawn on the screen: a left-to-right sentence ends at its right
 * (its full stop right of its first letter), a right-to-left one at its left.
 */
function endsOf(element: HTMLElement) {
  const text = element.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const first = range.getBoundingClientRect();
  range.setStart(text, text.length - 1);
  range.setEnd(text, text.length);
  return { first, last: range.getBoundingClientRect() };
}

/**
 * The server's English sentence in the Arabic page: laid out left to right on its own (`unicode-bidi: plaintext`,
 * sonner's parts take no `dir`), so its full stop stays at its right end.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { error: 'Slow network. Please try again later.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const message = await screen.findByText('Slow network. Please try again later.');
    await expect(getComputedStyle(message).unicodeBidi).toBe('plaintext');
    const { first, last } = endsOf(message);
    await expect(last.left).toBeGreaterThan(first.left);
  },
};

/** An Arabic message in the English page: right to left on its own, its full stop at its left end. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { error: 'الشبكة بطيئة. يرجى المحاولة لاحقًا.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const message = await screen.findByText('الشبكة بطيئة. يرجى المحاولة لاحقًا.');
    await expect(getComputedStyle(message).unicodeBidi).toBe('plaintext');
    const { first, last } = endsOf(message);
    await expect(last.left).toBeLessThan(first.left);
  },
};

/**
 * On a phone the toasts stand at the top, the width of the screen less a margin on each side: clear of the foot
 * of the page, where its main action (the composer's Publish) and the menu's bar lie.
 */
async function expectAtTheTopOfThePhone(count: number) {
  const toasts = () => [
    ...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-mounted="true"]'),
  ];
  await waitFor(() => expect(toasts()).toHaveLength(count));
  // Sliding in: measured where they come to rest.
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  for (const toast of toasts()) {
    const box = toast.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8);
    await expect(box.width).toBeGreaterThanOrEqual(window.innerWidth - 40);
    await expect(box.bottom).toBeLessThan(window.innerHeight / 2);
  }
  await expectFitsThePhone();
}

/** A 360 px phone: three toasts at the top, as wide as the screen less its margins. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Success', 'Error', 'Warning'])
      await userEvent.click(canvas.getByRole('button', { name }));
    await expectAtTheTopOfThePhone(3);
  },
};

/** Long Arabic and Chinese messages right to left on a phone: they wrap inside the toast. */
export const PhoneLongText: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    success: '删除成功。这篇文章及其所有的图片、评论和统计数据都已经从您的账户中永久删除，无法恢复。',
    error:
      'الشبكة بطيئة. يرجى المحاولة لاحقًا، وإذا استمرت المشكلة فتحقق من اتصالك بالإنترنت ثم أعد تحميل الصفحة.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expectAtTheTopOfThePhone(2);
  },
};
