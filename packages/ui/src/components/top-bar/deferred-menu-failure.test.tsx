import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTopBar } from './render-top-bar.test-helper';

// The menus' chunk cannot be fetched (offline, or gone after a deploy).
vi.mock('./top-bar-menus', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a top-bar menu whose chunk cannot be fetched', () => {
  it('hands the failure to the error boundary (whose retry reloads) instead of a button that does nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page failed');
  });
});
