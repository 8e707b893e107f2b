import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { ScheduleField } from './schedule-field';

// The calendar's chunk: asked for (or not), and held back until the test lets it through, as a slow network does.
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { requested: false, arrived, release: () => release() };
});
vi.mock('../calendar/calendar-popover', async (importOriginal) => {
  chunk.requested = true;
  await chunk.arrived;
  return importOriginal();
});

describe('ScheduleField with a slow calendar chunk', () => {
  it('fetches the calendar only when the creator heads for the date, and opens it once it has arrived', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <ScheduleField
          checked
          onCheckedChange={() => undefined}
          value={new Date(2026, 2, 8, 14, 30)}
          onChange={() => undefined}
          min={new Date(2026, 2, 5, 9)}
          max={new Date(2026, 2, 20)}
        />
      </IntlProvider>,
    );
    // Ticking the box and the time selects need no calendar.
    expect(await screen.findByRole('combobox', { name: 'Hour' })).toBeInTheDocument();
    expect(chunk.requested).toBe(false);

    const button = screen.getByRole('button', { name: /03\/08\/2026/ });
    await user.hover(button);
    expect(chunk.requested).toBe(true);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByRole('dialog', { name: 'Choose the publish date' })).toBeInTheDocument();
  });
});
