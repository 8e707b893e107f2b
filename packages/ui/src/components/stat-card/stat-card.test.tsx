import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { HomeStats } from './stat-card';

function renderStats(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      {ui}
    </IntlProvider>,
  );
}

describe('HomeStats', () => {
  it('shows the three figures with K/M/B in upper case', () => {
    renderStats(<HomeStats summary={{ contentCount: 128, exposeCount: 1_234_567, clickCount: 999_950 }} />);
    const group = screen.getByRole('region', { name: 'Data overview' });
    const terms = within(group)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Content', 'Impressions', 'Reads']);
    const values = within(group).getAllByRole('definition');
    expect(values[0]).toHaveTextContent('128');
    expect(within(values[1]!).getByText('1.2M')).toBeInTheDocument();
    expect(within(values[2]!).getByText('1M')).toBeInTheDocument();
  });

  it('shows a busy placeholder per figure while loading', () => {
    renderStats(<HomeStats />);
    expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(3);
  });

  it('takes the caller labels', () => {
    renderStats(
      <HomeStats
        summary={{ contentCount: 1, exposeCount: 2, clickCount: 3 }}
        labels={{ clickCount: 'Clicks' }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Content',
      'Impressions',
      'Clicks',
    ]);
  });
});
