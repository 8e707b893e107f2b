import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function renderButton(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={{}}>
      {ui}
    </IntlProvider>,
  );
}

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderButton(<Button onClick={onClick}>Publish</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores presses while loading', async () => {
    const onClick = vi.fn();
    renderButton(
      <Button loading onClick={onClick}>
        Publish
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Publish/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Its name says it is busy (a status inside a button would not be announced), and the circle is hidden.
    expect(button).toHaveAccessibleName(/^Loading\s*Publish$/u);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus while loading, and a loading submit button submits nothing', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderButton(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading>
          Publish
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Publish/ });
    button.focus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderButton(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it("exposes its variant for styling hooks and adds the caller's layout classes", () => {
    renderButton(
      <Button variant="danger" className="mt-4 self-end">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button.className).toContain('bg-danger-600');
    expect(button.className).toContain('mt-4 self-end');
  });

  it("takes a ghost button's colours from its tone alone", () => {
    renderButton(
      <Button variant="ghost" tone="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-tone', 'danger');
    expect(button.classList).toContain('text-danger-600');
    expect(button.classList).not.toContain('text-ink');
    expect(button.classList).not.toContain('hover:bg-surface-sunken');
  });
});
