import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { Field } from '../field/field';
import { messages } from './messages';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Content', placeholder: 'Share something…', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter as the story's locale writes it. */
const counter = (count: number, max: number) =>
  localized(messages.count, { count: String(count), max: String(max) });

export const Default: Story = {};

export const WithCounter: Story = {
  args: { maxLength: 2000, defaultValue: 'Spring in the mountains 🌸' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The emoji counts once: 25 code points, not 26 UTF-16 units.
    await expect(canvas.getByText(counter(25, 2000))).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), '!');
    await expect(canvas.getByText(counter(26, 2000))).toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Far too long for ten' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(counter(20, 10))).toHaveAttribute('data-state', 'over');
  },
};

export const EnforcedLimit: Story = {
  args: { maxLength: 5, enforceMaxLength: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.type(box, 'abcdefgh');
    await expect(box).toHaveValue('abcde');
    await expect(canvas.getByText(counter(5, 5))).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked while under review' } };

export const InField: Story = {
  render: (args) => (
    <Field label="Content" required error="Content is required." className="max-w-lg">
      <Textarea {...args} aria-label={undefined} maxLength={2000} />
    </Field>
  ),
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-lg flex-col gap-4">
      <Textarea
        {...args}
        aria-label="中文"
        maxLength={2000}
        defaultValue="今天在山里看到了第一朵樱花，分享给大家。#春天"
      />
      <Textarea
        {...args}
        aria-label="عربي"
        maxLength={2000}
        defaultValue="رأيت اليوم أول زهرة كرز في الجبال. #الربيع"
      />
      <Textarea
        {...args}
        aria-label="Long"
        autoGrow
        maxLength={200}
        defaultValue={'A very long paragraph that keeps going. '.repeat(6)}
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { maxLength: 2000, defaultValue: 'الربيع في الجبال' },
};

/**
 * An English post typed in the Arabic UI: each paragraph runs in the direction of its first letter, so the
 * English one starts at the left and the Arabic one at the right; empty, the placeholder keeps the page's side.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    'aria-label': 'المحتوى',
    placeholder: 'شارك شيئًا…',
    maxLength: 2000,
    defaultValue: 'Spring in the mountains, day one.\nالربيع في الجبال، اليوم الأول.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'المحتوى' });
    await expect(box).toHaveAttribute('dir', 'auto');
    // The first letter is Latin; each paragraph then goes its own way (unicode-bidi: plaintext).
    await expect(box).toHaveStyle({ direction: 'ltr', unicodeBidi: 'plaintext' });
    await userEvent.clear(box);
    await expect(box).toHaveStyle({ direction: 'rtl' });
    await userEvent.type(box, 'مرحبًا');
    await expect(box).toHaveStyle({ direction: 'rtl' });
  },
};

/** The reverse: an Arabic post in the English UI runs right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { maxLength: 2000, defaultValue: 'رأيت اليوم أول زهرة كرز في الجبال. #الربيع' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Content' });
    await expect(box).toHaveAttribute('dir', 'auto');
    await expect(box).toHaveStyle({ direction: 'rtl' });
  },
};
