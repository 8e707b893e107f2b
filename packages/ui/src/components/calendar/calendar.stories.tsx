import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Calendar } from './calendar';

const MARCH = new Date(2026, 2, 1);

const meta = {
  title: 'Filters/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: { defaultMonth: MARCH, mode: 'single', selected: new Date(2026, 2, 10) },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^10 March 2026/ })).toBeVisible();
  },
};

/** A window of allowed days, as the schedule field uses (today to today + 15 days). */
export const Window: Story = {
  args: { disabled: [{ before: new Date(2026, 2, 5) }, { after: new Date(2026, 2, 20) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^21 March 2026/ })).toBeDisabled();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };

export const Indonesian: Story = { globals: { locale: 'id-ID' } };

/** Right to left with Latin digits. */
export const Arabic: Story = { globals: { locale: 'ar-EG' } };
