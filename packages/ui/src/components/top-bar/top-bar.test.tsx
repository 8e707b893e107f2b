import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en-US.json';
import { TopBar } from './top-bar';

function renderTopBar() {
  const onPublish = vi.fn();
  const onLogout = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={en}>
      <TopBar
        logo="Creator portal"
        publishEntries={['post', 'article']}
        onPublish={onPublish}
        unreadCount={0}
        onBellClick={() => undefined}
        user={{ name: 'Siti Rahma' }}
        languageEntry="en-US"
        onLanguageChange={() => undefined}
        onLogout={onLogout}
      />
    </IntlProvider>,
  );
  return { onPublish, onLogout };
}

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
    const { onPublish } = renderTopBar();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Short post' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPublish).toHaveBeenCalledWith('article');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus());
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
