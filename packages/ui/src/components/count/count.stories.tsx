import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Count } from './count';

const meta = {
  title: 'Data display/Count',
  component: Count,
  tags: ['autodocs'],
  args: { value: 1_234_567 },
  argTypes: { letterCase: { control: 'inline-radio', options: ['upper', 'lower'] } },
} satisfies Meta<typeof Count>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Millions: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.2M')).toBeVisible();
    // The exact count in the title, grouped as the story's locale groups, in Latin digits.
    const exact = new Intl.NumberFormat(globals.locale, { numberingSystem: 'latn' }).format(args.value);
    await expect(canvasElement.querySelector('[data-slot="count"]')).toHaveAttribute('title', exact);
  },
};

export const BelowAThousand: Story = { args: { value: 999 } };

/** 999 950 rounds to 1000.0K, which carries to the next unit. */
export const CarriedToNextUnit: Story = {
  args: { value: 999_950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1M')).toBeVisible();
  },
};

export const Billions: Story = { args: { value: 2_345_678_901 } };

/** Content-list counters use lower-case units. */
export const LowerCase: Story = { args: { value: 45_300, letterCase: 'lower' } };

/** Latin digits in every locale, Arabic included. */
export const Arabic: Story = {
  args: { value: 87_654 },
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('87.7K')).toBeVisible();
  },
};

export const Scale: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-1">
      {[0, 7, 1_000, 1_049, 1_050, 12_345, 999_949, 999_950, 1_050_000, 999_950_000, 2_340_000_000].map(
        (value) => (
          <li key={value} className="flex gap-4">
            <span className="w-32 text-end text-ink-muted tabular-nums">{value}</span>
            <Count {...args} value={value} />
          </li>
        ),
      )}
    </ul>
  ),
};
