import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arEG from '../../messages/ar-EG.json';
import { AlertDialog } from './alert-dialog';

function renderInArabic(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="ar-EG" messages={arEG}>
      <div dir="rtl">{ui}</div>
    </IntlProvider>,
  );
}

describe('AlertDialog', () => {
  it("lays the server's message out in its own direction", () => {
    const message = 'You can keep at most 20 drafts (limit: 20).';
    renderInArabic(<AlertDialog defaultOpen title="تم بلوغ حد المسودات" message={message} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: arEG['ui.alert-dialog.acknowledge'] })).toBeInTheDocument();
  });

  it('has no description without a message', () => {
    renderInArabic(<AlertDialog defaultOpen title="تم بلوغ حد المسودات" />);
    expect(screen.getByRole('alertdialog')).not.toHaveAccessibleDescription();
    expect(document.querySelector('[data-slot="alert-dialog-message"]')).toBeNull();
  });
});
