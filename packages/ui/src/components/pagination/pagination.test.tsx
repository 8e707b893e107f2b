import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../messages/ar-EG.json';
import en from '../../messages/en-US.json';
import { Pagination } from './pagination';

function renderIn(ui: React.ReactElement, locale = 'en-US', messages: Record<string, string> = en) {
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

describe('Pagination', () => {
  it('asks for the page that was clicked and ignores the current one', async () => {
    const onPageChange = vi.fn();
    renderIn(<Pagination page={3} pageSize={10} total={100} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows one page and disables both arrows when everything fits', () => {
    renderIn(<Pagination page={1} pageSize={10} total={0} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('0 items in total')).toBeInTheDocument();
  });

  it('uses the Arabic plural forms with Latin digits', () => {
    const { rerender } = renderIn(
      <Pagination page={1} pageSize={10} total={2} onPageChange={() => {}} />,
      'ar-EG',
      ar,
    );
    expect(screen.getByText('عنصران إجمالًا')).toBeInTheDocument();
    rerender(
      <IntlProvider locale="ar-EG" messages={ar}>
        <Pagination page={1} pageSize={10} total={1200} onPageChange={() => {}} />
      </IntlProvider>,
    );
    expect(screen.getByText('1200 عنصر إجمالًا')).toBeInTheDocument();
  });
});
