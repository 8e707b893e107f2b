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
    expect(screen.getByRole('region', { name: 'Welcome back, Lina' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it('hides the publish button when nothing may be published', () => {
    renderBlock(<WelcomeBlock name="Lina" canPublish={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
