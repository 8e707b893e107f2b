import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { ScheduleField, type ScheduleFieldProps } from './schedule-field';

function renderField(props: Partial<ScheduleFieldProps>) {
  const onChange = vi.fn();
  const onCheckedChange = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <ScheduleField
        checked={false}
        onCheckedChange={onCheckedChange}
        value={undefined}
        onChange={onChange}
        min={new Date(2026, 2, 5, 9)}
        max={new Date(2026, 2, 20)}
        {...props}
      />
    </IntlProvider>,
  );
  return { onChange, onCheckedChange };
}

describe('ScheduleField', () => {
  it('shows only the tick box until scheduling is on', async () => {
    const { onCheckedChange } = renderField({});
    expect(screen.queryByRole('group', { name: 'Publish date' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Schedule publishing' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('shows the date in the locale pattern and the time in 24 hours', async () => {
    renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30) });
    expect(await screen.findByText('03/08/2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('14');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('30');
  });

  it('picks a day inside the window only', async () => {
    const { onChange } = renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30) });
    await userEvent.click(await screen.findByRole('button', { name: /03\/08\/2026/ }));
    expect(await screen.findByRole('button', { name: /^21 March 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^4 March 2026/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^12 March 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 12, 14, 30, 0));
  });

  it('opens from the keyboard, and gives the focus back to the date button on Escape', async () => {
    renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30) });
    const button = await screen.findByRole('button', { name: /03\/08\/2026/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose the publish date' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('button', { name: /^8 March 2026/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens on mount with defaultOpen, once the calendar has arrived', async () => {
    renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30), defaultOpen: true });
    expect(await screen.findByRole('dialog', { name: 'Choose the publish date' })).toBeInTheDocument();
  });

  it('hands the date button to dateButtonRef, so a form can move the focus there', async () => {
    const dateButtonRef = createRef<HTMLButtonElement>();
    renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30), dateButtonRef });
    expect(dateButtonRef.current).toBe(await screen.findByRole('button', { name: /03\/08\/2026/ }));
  });
});
