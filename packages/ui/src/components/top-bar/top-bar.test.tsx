import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTopBar } from './render-top-bar.test-helper';

describe('TopBar menus, loaded on first use', () => {
  it('render as closed menu buttons before anything is fetched', () => {
    renderTopBar();
    for (const name of ['Publish', 'Account menu']) {
      const trigger = screen.getByRole('button', { name });
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the first click opens the Publish menu, and its entries work', async () => {
    const user = userEvent.setup();
    const { onPublish } = renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Article' }));
    expect(onPublish).toHaveBeenCalledWith('article');
  });

  it('opens from the keyboard with the first item focused, and Escape gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.tab();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Short post' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks an entry from the keyboard, and opens again at once', async () => {
    const user = userEvent.setup();
    const { onPublish } = renderTopBar();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Short post' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPublish).toHaveBeenCalledWith('article');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('ArrowDown on the account menu button opens it, first item focused', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderTopBar();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Language' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
