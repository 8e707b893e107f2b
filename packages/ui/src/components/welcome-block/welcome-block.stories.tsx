import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { WelcomeBlock } from './welcome-block';

const meta = {
  title: 'Patterns/Home/WelcomeBlock',
  component: WelcomeBlock,
  tags: ['autodocs'],
  args: { name: 'Lina Hartono', onPublish: fn() },
} satisfies Meta<typeof WelcomeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.publish) }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

/** No show type allowed: no publish button. */
export const CannotPublish: Story = { args: { canPublish: false } };

export const WithoutName: Story = { args: { name: undefined } };

export const Chinese: Story = { args: { name: '林小雨' }, globals: { locale: 'zh-Hans-CN' } };

export const Indonesian: Story = { args: { name: 'Putri Ayu' }, globals: { locale: 'id-ID' } };

export const Arabic: Story = { args: { name: 'ليلى حسن' }, globals: { locale: 'ar-EG' } };

/** A screen name at the length limit wraps without pushing the button out. */
export const VeryLongName: Story = {
  args: { name: 'Maximiliana Alexandrina Wilhelmina Konstantinopoulou-Abdurrahmanova' },
  render: (args) => (
    <div className="max-w-xl">
      <WelcomeBlock {...args} />
    </div>
  ),
};

/**
 * The creator's name isolated in the greeting (first-strong isolate): it keeps its own order, so the full stop
 * that ends a Latin name is drawn at its right even in an Arabic sentence, and an Arabic name's at its left.
 */
async function expectIsolatedName(canvasElement: HTMLElement, name: string, direction: 'ltr' | 'rtl') {
  const isolated = `\u2068${name}\u2069`;
  const heading = within(canvasElement).getByRole('heading', {
    name: localized(messages.title, { name: isolated }),
  });
  const text = heading.firstChild as Text;
  const start = text.data.indexOf(name);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + 1);
  const first = range.getBoundingClientRect();
  range.setStart(text, start + name.length - 1);
  range.setEnd(text, start + name.length);
  const last = range.getBoundingClientRect();
  if (direction === 'ltr') await expect(last.left).toBeGreaterThan(first.left);
  else await expect(last.left).toBeLessThan(first.left);
}

/** A Latin name in the Arabic greeting: its own run, left to right, its full stop at its right end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { name: 'Lina Hartono Jr.' },
  play: async ({ canvasElement }) => expectIsolatedName(canvasElement, 'Lina Hartono Jr.', 'ltr'),
};

/** An Arabic name in the English greeting: its own run, right to left, its full stop at its left end. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { name: 'ليلى حسن.' },
  play: async ({ canvasElement }) => expectIsolatedName(canvasElement, 'ليلى حسن.', 'rtl'),
};
