import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arEG from '../../messages/ar-EG.json';
import enUS from '../../messages/en-US.json';
import { OfflineNotice } from './offline-notice';

function renderIn(ui: React.ReactElement, locale = 'en-US', messages: Record<string, string> = enUS) {
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

describe('OfflineNotice', () => {
  it('renders nothing while online', () => {
    const { container } = renderIn(<OfflineNotice offline={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says politely that the creator is offline and that typing is kept', () => {
    renderIn(<OfflineNotice offline />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(
      'You are offline What you type is kept. Sending will work again once you are back online.',
    );
  });

  it('speaks the active locale', () => {
    renderIn(<OfflineNotice offline />, 'ar-EG', arEG);
    expect(screen.getByRole('status')).toHaveTextContent(arEG['ui.offline-notice.title']);
  });

  it('takes a caller title and text', () => {
    renderIn(<OfflineNotice offline title="No network" text="Drafts stay on this device." />);
    expect(screen.getByRole('status')).toHaveTextContent('No network Drafts stay on this device.');
  });
});
