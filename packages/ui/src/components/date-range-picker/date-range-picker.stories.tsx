import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format-date';
import { calendarShown } from '../../lib/story-calendar';
import { localized } from '../../lib/story-intl';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { dayButtonName } from '../calendar/day-button-name';
import { DateRangePicker, type DateRange } from './date-range-picker';
import { messages } from './messages';

// Local dates, so the calendar looks the same in every time zone.
const MARCH = new Date(2026, 2, 1);

/** The picked range as the button shows it in the story's locale. */
const rangeText = (from: Date, to: Date, locale: string) =>
  localized(messages.range, {
    from: formatDate(from.getTime() / 1000, locale),
    to: formatDate(to.getTime() / 1000, locale),
  });

function Controlled(props: ComponentProps<typeof DateRangePicker>) {
  const [range, setRange] = useState<DateRange | undefined>(props.value);
  return (
    <div className="pb-96">
      <DateRangePicker
        {...props}
        value={range}
        onChange={(next) => {
          setRange(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { value: undefined, onChange: fn(), defaultMonth: MARCH },
  render: (args) => <Controlled {...args} />,
  /** A calendar that opens on mount is photographed once it is in. */
  play: async ({ args }) => {
    if (args.defaultOpen) await calendarShown(localized(messages.calendar));
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Picked: Story = { args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) } } };

/** Opening, picking two days and clearing them again. */
export const PickAndClear: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const from = new Date(2026, 2, 5);
    const to = new Date(2026, 2, 9);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.placeholder) }));
    const dialog = await calendarShown(localized(messages.calendar));
    const march = within(dialog).getAllByRole('grid')[0]!;
    await userEvent.click(within(march).getByRole('button', { name: dayButtonName(from, globals.locale) }));
    await userEvent.click(within(march).getByRole('button', { name: dayButtonName(to, globals.locale) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from, to });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: rangeText(from, to, globals.locale) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.clear) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    // The clear button goes with the dates; the focus stays on the picker's button.
    await expect(canvas.getByRole('button', { name: localized(messages.placeholder) })).toHaveFocus();
  },
};

/** The calendar open with a range, for review. */
export const Open: Story = {
  args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) }, defaultOpen: true },
};

/** Days after the last allowed one cannot be picked. */
export const DisabledDays: Story = {
  args: { defaultOpen: true, disabledDays: { after: new Date(2026, 2, 20) } },
  play: async ({ globals }) => {
    const dialog = await calendarShown(localized(messages.calendar));
    const day = (date: Date) =>
      within(dialog).getByRole('button', { name: dayButtonName(date, globals.locale) });
    await expect(day(new Date(2026, 2, 20))).toBeEnabled();
    await expect(day(new Date(2026, 2, 25))).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) }, defaultOpen: true },
};

export const Indonesian: Story = {
  globals: { locale: 'id-ID' },
  args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) } },
};

/** Right to left: months run from the right, arrows mirrored, Latin digits. */
export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) }, defaultOpen: true },
};

/** A 360 px phone: one month at a time, its days 40 px square, the whole popover inside the screen. */
export const PhoneOpen: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { value: { from: new Date(2026, 2, 3), to: new Date(2026, 2, 12) }, defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await calendarShown(localized(messages.calendar));
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const day = within(dialog).getByRole('button', {
      name: dayButtonName(new Date(2026, 2, 10), globals.locale),
    });
    await expect(day.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expectFitsThePhone();
  },
};

/** On a phone a range across two months is picked by turning the page between its two ends. */
export const PhonePickAcrossMonths: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement, args, globals }) => {
    const from = new Date(2026, 2, 28);
    const to = new Date(2026, 3, 3);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: localized(messages.placeholder) }),
    );
    const dialog = await calendarShown(localized(messages.calendar));
    const day = (date: Date) =>
      within(dialog).getByRole('button', { name: dayButtonName(date, globals.locale) });
    await userEvent.click(day(from));
    // The month's own nav: previous, then next.
    await userEvent.click(within(within(dialog).getByRole('navigation')).getAllByRole('button')[1]!);
    await userEvent.click(day(to));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from, to });
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await expectFitsThePhone();
  },
};
