import { render, screen } from '@testing-library/react';
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

  it('shows the date in the locale pattern and the time in 24 hours', () => {
    renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30) });
    expect(screen.getByText('03/08/2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveTextContent('14');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveTextContent('30');
  });

  it('picks a day inside the window only', async () => {
    const { onChange } = renderField({ checked: true, value: new Date(2026, 2, 8, 14, 30) });
    await userEvent.click(screen.getByRole('button', { name: /03\/08\/2026/ }));
    expect(await screen.findByRole('button', { name: /^21 March 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^4 March 2026/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^12 March 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 12, 14, 30, 0));
  });
});
