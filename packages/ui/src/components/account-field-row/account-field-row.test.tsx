import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en-US.json';
import { AccountFieldRow, type AccountFieldRowProps } from './account-field-row';

function renderRow(props: Partial<AccountFieldRowProps> = {}) {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      <AccountFieldRow label="Nickname" value="Siti" {...props}>
        <input aria-label="New nickname" />
      </AccountFieldRow>
    </IntlProvider>,
  );
}

describe('AccountFieldRow', () => {
  it('stays in edit mode when save answers false, and leaves it otherwise', async () => {
    const onSave = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(undefined);
    renderRow({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'New nickname' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Siti')).toBeInTheDocument();
  });

  it('is busy while an async save runs and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onSave = () => new Promise<void>((done) => (resolve = done));
    renderRow({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    resolve();
    expect(await screen.findByText('Siti')).toBeInTheDocument();
  });

  it('hides the edit control while in review, even when asked to edit', () => {
    renderRow({ inReview: true, editing: true });
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lays a text value out in its own direction', () => {
    renderRow({ value: 'صانع المحتوى' });
    expect(screen.getByText('صانع المحتوى')).toHaveAttribute('dir', 'auto');
  });
});
