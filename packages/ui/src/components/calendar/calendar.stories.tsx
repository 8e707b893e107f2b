import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Calendar } from './calendar';
import { dayButtonName } from './day-button-name';

const MARCH = new Date(2026, 2, 1);

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { defaultMonth: MARCH, mode: 'single', selected: new Date(2026, 2, 10) },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement, globals }) => {
    const tenth = within(canvasElement).getByRole('button', {
      name: dayButtonName(new Date(2026, 2, 10), globals.locale),
    });
    await expect(tenth).toBeVisible();
    await expect(tenth).toHaveTextContent(/^10$/u);
  },
};

/** A window of allowed days, as the schedule field uses (today to today + 15 days). */
export const Window: Story = {
  args: { disabled: [{ before: new Date(2026, 2, 5) }, { after: new Date(2026, 2, 20) }] },
  play: async ({ canvasElement, globals }) => {
    const last = within(canvasElement).getByRole('button', {
      name: dayButtonName(new Date(2026, 2, 20), globals.locale),
    });
    await expect(last).toBeEnabled();
    await expect(
      within(canvasElement).getByRole('button', {
        name: dayButtonName(new Date(2026, 2, 21), globals.locale),
      }),
    ).toBeDisabled();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' } };

export const Indonesian: Story = { globals: { locale: 'id-ID' } };

/** Right to left with Latin digits. */
export const Arabic: Story = { globals: { locale: 'ar-EG' } };

/** Two months asked for, side by side from 640 px up. */
export const TwoMonths: Story = {
  args: { numberOfMonths: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(2);
  },
};

/** The same on a 360 px phone, right to left: one month at a time, its days 40 px square. */
export const PhoneTwoMonthsAsked: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: { numberOfMonths: 2 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(1);
    const tenth = within(canvasElement).getByRole('button', {
      name: dayButtonName(new Date(2026, 2, 10), globals.locale),
    });
    await expect(tenth.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expectFitsThePhone();
  },
};
