import { render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import en from '../../messages/en-US.json';
import { TopBar } from './top-bar';

/** What a route's error element does: a failure thrown while rendering shows instead of the bar. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">The page failed</p> : this.props.children;
  }
}

/** The top bar of the tests, in English, with spies on what its menus do. */
export function renderTopBar() {
  const onPublish = vi.fn();
  const onLogout = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={en}>
      <Boundary>
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
      </Boundary>
    </IntlProvider>,
  );
  return { onPublish, onLogout };
}
