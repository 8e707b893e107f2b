import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** The date and time are a chunk of their own: in before the story renders, as once the box has been ticked. */
const preloadPickers = async () => {
  await import('./schedule-pickers');
  return {};
};

const meta = {
  loaders: [preloadPickers],
  title: 'Creation/ScheduleField',
  component: ScheduleField,
  tags: ['autodocs'],
  args: { checked: false, value: undefined, min: TODAY, max: LAST, onChange: fn(), onCheckedChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ScheduleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const Scheduled: Story = { args: { checked: true, value: new Date(2026, 2, 8, 14, 30) } };

/** Ticking the box, then choosing another day inside the window and another hour. */
export const TickAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Schedule publishing' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(await canvas.findByRole('button', { name: /03\/08\/2026/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^12 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 9, 0, 0));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Hour' }), '18');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 18, 0, 0));
  },
};

/**
 * The keyboard alone: the focus reaching the date button fetches the calendar, Enter opens it on the chosen
 * day, Escape closes it and gives the focus back to the button.
 */
export const KeyboardOpen: Story = {
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /03\/08\/2026/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose the publish date' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^8 March 2026/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The calendar open: days before today and after today + 15 are disabled. */
export const WindowOpen: Story = {
  args: { checked: true, value: new Date(2026, 2, 8, 14, 30), defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose the publish date' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /^21 March 2026/ })).toBeDisabled();
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
