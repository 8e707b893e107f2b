import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { WelcomeBlock } from './welcome-block';

function renderBlock(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      {ui}
    </IntlProvider>,
  );
}

describe('WelcomeBlock', () => {
  it('greets the creator by name and publishes on request', async () => {
    const onPublish = vi.fn();
    renderBlock(<WelcomeBlock name="Lina" onPublish={onPublish} />);
    expect(screen.getByRole('region', { name: 'Welcome back, \u2068Lina\u2069' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it('hides the publish button when nothing may be published', () => {
    renderBlock(<WelcomeBlock name="Lina" canPublish={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('isolates the name in the greeting, so a name in another script keeps its own order', () => {
    renderBlock(<WelcomeBlock name="ليلى حسن" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome back, \u2068ليلى حسن\u2069');
  });
});
