import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import idID from '../../messages/id-ID.json';
import { DateRangePicker } from './date-range-picker';

function renderPicker(props: Partial<React.ComponentProps<typeof DateRangePicker>>, locale = 'en-US') {
  const onChange = vi.fn();
  render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : idID}>
      <DateRangePicker value={undefined} onChange={onChange} {...props} />
    </IntlProvider>,
  );
  return onChange;
}

describe('DateRangePicker', () => {
  it('shows the placeholder and no clear button when empty', () => {
    renderPicker({});
    expect(screen.getByRole('button', { name: 'Start date – End date' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });

  it('shows the range in the locale pattern and clears it', async () => {
    const onChange = renderPicker({ value: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 15) } });
    expect(screen.getByRole('button', { name: '03/01/2026 – 03/15/2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('uses the Indonesian day-first pattern', () => {
    renderPicker({ value: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 15) } }, 'id-ID');
    expect(screen.getByText('01/03/2026 – 15/03/2026')).toBeInTheDocument();
  });
});
