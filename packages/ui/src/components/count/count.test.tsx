import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { Count } from './count';

function renderIn(locale: string, ui: React.ReactElement) {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : {}}>
      {ui}
    </IntlProvider>,
  );
}

describe('Count', () => {
  it('shows the abbreviation and keeps the exact number for screen readers and hover', () => {
    const { container } = renderIn('en-US', <Count value={1_234_567} />);
    const data = container.querySelector('data')!;
    expect(data).toHaveAttribute('value', '1234567');
    expect(data).toHaveAttribute('title', '1,234,567');
    expect(screen.getByText('1.2M')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
  });

  it('uses lower-case units for lists', () => {
    renderIn('en-US', <Count value={999_950} letterCase="lower" />);
    expect(screen.getByText('1m')).toBeInTheDocument();
  });

  it('shows small counts once, with no title', () => {
    const { container } = renderIn('en-US', <Count value={42} />);
    expect(container.querySelector('data')?.textContent).toBe('42');
    expect(container.querySelector('data')).not.toHaveAttribute('title');
  });

  it('keeps Latin digits in Arabic', () => {
    renderIn('ar-EG', <Count value={12_345} />);
    expect(screen.getByText('12.3K')).toBeInTheDocument();
    expect(screen.getByText(/^12\D345$/)).toBeInTheDocument();
  });
});
