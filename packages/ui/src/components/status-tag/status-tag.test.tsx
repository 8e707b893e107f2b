import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import { StatusTag } from './status-tag';

function renderTag(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      {ui}
    </IntlProvider>,
  );
}

describe('StatusTag', () => {
  it.each([
    ['published', 'Published', 'published'],
    ['pending-review', 'Pending review', 'pending'],
    ['in-review', 'Under review', 'pending'],
    ['scheduled', 'Scheduled', 'pending'],
    ['unapproved', 'Unapproved', 'failed'],
    ['offline', 'Offline', 'offline'],
  ] as const)('labels %s and gives it its colour', (status, label, tone) => {
    renderTag(<StatusTag status={status} />);
    const tag = screen.getByText(label);
    expect(tag).toHaveAttribute('data-tone', tone);
    expect(tag).toHaveAttribute('data-state', status);
  });

  it('shows the failure reason when the tag gets keyboard focus', async () => {
    renderTag(<StatusTag status="unapproved" reason="Cover image is blurry" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Unapproved' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reason: Cover image is blurry');
  });

  it('shows the offline reason on hover', async () => {
    renderTag(<StatusTag status="offline" reason="Taken down at the author's request" />);
    await userEvent.hover(screen.getByRole('button', { name: 'Offline' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "Reason: Taken down at the author's request",
    );
  });

  it('isolates the reason in its own direction and keeps the date left to right', async () => {
    const { unmount } = renderTag(<StatusTag status="unapproved" reason="الغلاف غير واضح" />);
    await userEvent.tab();
    const reason = within(await screen.findByRole('tooltip')).getByText('الغلاف غير واضح');
    expect(reason.tagName).toBe('BDI');
    unmount();
    renderTag(<StatusTag status="scheduled" publishDate={1_772_694_249} timeZone="Asia/Shanghai" />);
    await userEvent.tab();
    const date = within(await screen.findByRole('tooltip')).getByText('03/05/2026 15:04');
    expect(date.tagName).toBe('BDI');
    expect(date).toHaveAttribute('dir', 'ltr');
  });

  it('is plain text when there is nothing to explain', () => {
    renderTag(<StatusTag status="offline" reason="  " />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells when a scheduled item goes out, in the fixed date pattern', async () => {
    renderTag(<StatusTag status="scheduled" publishDate={1_772_694_249} timeZone="Asia/Shanghai" />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Publishes on 03/05/2026 15:04');
  });
});
