import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { UnreadBadge } from './unread-badge';

function renderBadge(ui: React.ReactElement, locale = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : {}}>
      {ui}
    </IntlProvider>,
  );
}

describe('UnreadBadge', () => {
  it('shows the count and says what it counts', () => {
    renderBadge(<UnreadBadge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('7 unread')).toBeInTheDocument();
  });

  it('caps at 99+ above 99 but still tells screen readers the exact number', () => {
    renderBadge(<UnreadBadge count={1234} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('1,234 unread')).toBeInTheDocument();
  });

  it('shows 99 itself', () => {
    renderBadge(<UnreadBadge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('renders nothing when there is nothing unread', () => {
    const { container } = renderBadge(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a caller label and cap', () => {
    renderBadge(<UnreadBadge count={12} max={9} label="12 unread notices" />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('12 unread notices')).toBeInTheDocument();
  });
});
