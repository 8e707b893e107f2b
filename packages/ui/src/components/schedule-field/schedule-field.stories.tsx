import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format-date';
import { calendarShown } from '../../lib/story-calendar';
import { localized } from '../../lib/story-intl';
import { dayButtonName } from '../calendar/day-button-name';
import { messages } from './messages';
import { ScheduleField } from './schedule-field';

// A fixed "today" (local time) and its 15-day window, so screenshots never move.
const TODAY = new Date(2026, 2, 5, 9, 0);
const LAST = new Date(2026, 2, 20);

function Controlled(props: ComponentProps<typeof ScheduleField>) {
  const [checked, setChecked] = useState(props.checked);
  const [value, setValue] = useState(props.value);
  return (
    <div className="pb-96">
      <ScheduleField
        {...props}
        checked={checked}
        value={value}
        onCheckedChange={(next) => {
          setChecked(next);
          // What the composer does: three days ahead, seconds at 0.
          if (next && !value) setValue(new Date(2026, 2, 8, 9, 0, 0));
          props.onCheckedChange(next);
        }}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

/** The date button's text: the chosen day as the story's locale writes it. */
const shownDate = (date: Date, locale: string) => formatDate(Math.floor(date.getTime() / 1000), locale);

/** The date and time are a chunk of their own: in before the story renders, as once the box has been ticked. */
const preloadPickers = async () => {
  await import('./schedule-pickers');
  return {};
};

const meta = {
  loaders: [preloadPickers],
  title: 'Patterns/Creation/ScheduleField',
  component: ScheduleField,
  tags: ['autodocs'],
  args: { checked: false, value: undefined, min: TODAY, max: LAST, onChange: fn(), onCheckedChange: fn() },
  render: (args) => <Controlled {...args} />,
  /**
   * At rest: once scheduled, the date and time are on screen (the chunk is in, but the first mount in a document
   * still shows the empty placeholder for a moment), and so is the calendar when it opens on mount.
   */
  play: async ({ canvasElement, args, globals }) => {
    if (!args.checked || !args.value) return;
    await within(canvasElement).findByRole('button', { name: shownDate(args.value, globals.locale) });
    if (args.defaultOpen) await calendarShown(localized(messages.calendar));
  },
} satisfies Meta<typeof ScheduleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const Scheduled: Story = { args: { checked: true, value: new Date(2026, 2, 8, 14, 30) } };

/** Ticking the box, then choosing another day inside the window and another hour. */
export const TickAndPick: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: localized(messages.toggle) }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(
      await canvas.findByRole('button', { name: shownDate(new Date(2026, 2, 8), globals.locale) }),
    );
    const dialog = await calendarShown(localized(messages.calendar));
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: dayButtonName(new Date(2026, 2, 12), globals.locale),
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 9, 0, 0));
    await expect(
      canvas.getByRole('button', { name: shownDate(new Date(2026, 2, 12), globals.locale) }),
    ).toBeVisible();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: localized(messages.hour) }),
      '18',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 18, 0, 0));
  },
};

/**
 * The keyboard alone: the focus reaching the date button fetches the calendar, Enter opens it on the chosen
 * day, Escape closes it and gives the focus back to the button.
 */
export const KeyboardOpen: Story = {
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30) },
  play: async ({ canvasElement, globals }) => {
    const day = new Date(2026, 2, 8);
    const button = await within(canvasElement).findByRole('button', { name: shownDate(day, globals.locale) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await calendarShown(localized(messages.calendar));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: dayButtonName(day, globals.locale) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The calendar open: days before today and after today + 15 are disabled. */
export const WindowOpen: Story = {
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30), defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await calendarShown(localized(messages.calendar));
    const day = (date: Date) =>
      within(dialog).getByRole('button', { name: dayButtonName(date, globals.locale) });
    await expect(day(new Date(2026, 2, 4))).toBeDisabled();
    await expect(day(new Date(2026, 2, 5))).toBeEnabled();
    await expect(day(new Date(2026, 2, 20))).toBeEnabled();
    await expect(day(new Date(2026, 2, 21))).toBeDisabled();
  },
};

export const Invalid: Story = { args: { checked: true, value: new Date(2026, 2, 5, 9, 30), invalid: true } };

export const Disabled: Story = {
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30), disabled: true },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30) },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30), defaultOpen: true },
};
