import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard, telling the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Schedule publishing" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Schedule publishing' });
    await userEvent.click(screen.getByText('Schedule publishing'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state, and hands the box to a ref as well', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox label="Select all" checked="indeterminate" ref={ref} onCheckedChange={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    expect(ref.current).toBe(box);
  });
});
