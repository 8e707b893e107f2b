import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTopBar } from './render-top-bar.test-helper';

// The menus' chunk, held back until a test lets it through (or made to fail): what a slow or broken network does.
const chunk = vi.hoisted(() => {
  let release: (fail?: boolean) => void = () => undefined;
  const arrived = new Promise<boolean>((resolve) => {
    release = (fail = false) => resolve(fail);
  });
  return { arrived, release: (fail?: boolean) => release(fail) };
});
vi.mock('./top-bar-menus', async (importOriginal) => {
  if (await chunk.arrived) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('a top-bar menu whose chunk is slow', () => {
  it('keeps the focus on its button while it loads, and does not open once the focus has moved on', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.tab();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await user.keyboard('{Enter}');
    expect(publish).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Notices' })).toHaveFocus();
    chunk.release();
    // The chunk is in, and whatever was waiting on it has run.
    await act(() => import('./top-bar-menus'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notices' })).toHaveFocus();

    // Asked for again, now that the chunk is in: it opens.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
