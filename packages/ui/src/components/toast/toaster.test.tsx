import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../messages/en-US.json';
import { notify } from '../notification/notification';
import { toast, Toaster } from './toaster';

function renderToaster() {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      <Toaster />
    </IntlProvider>,
  );
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Toaster and toast', () => {
  it('shows success, error and warn toasts in the one region', async () => {
    renderToaster();
    act(() => {
      toast.success('Deletion succeeded');
      toast.error('Slow network. Please try again later');
      toast.warn('Already deleted');
    });
    expect(await screen.findByText('Deletion succeeded')).toBeInTheDocument();
    expect(screen.getByText('Slow network. Please try again later')).toBeInTheDocument();
    expect(screen.getByText('Already deleted')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('places the toasts at the top, in the middle', async () => {
    renderToaster();
    act(() => {
      toast.success('Deletion succeeded');
    });
    const placed = (await screen.findByText('Deletion succeeded')).closest('[data-sonner-toaster]');
    expect(placed).toHaveAttribute('data-y-position', 'top');
    expect(placed).toHaveAttribute('data-x-position', 'center');
  });

  it('keeps a notification until it is dismissed', async () => {
    renderToaster();
    act(() => {
      notify({ tone: 'error', title: 'Upload failed', description: 'Please try again.' });
    });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Upload failed')).not.toBeInTheDocument());
  });
});
