import { apiMessages } from '@creator/api/client/errors';
import api from '@creator/api/messages/ar-EG.json';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import portal from '../messages/ar-EG.json';
import { notify } from './notify';
import { ToastFallback } from './toast-fallback';

describe('ToastFallback (the toaster could not be fetched)', () => {
  it('shows a toast raised before it mounted, then the latest one, in the reader’s language and role', async () => {
    notify({ tone: 'error', message: apiMessages.slowNetwork });
    render(
      <IntlProvider locale="ar-EG" messages={{ ...api, ...portal }}>
        <ToastFallback />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(api['api.error.network']);

    // A server's own text is shown as sent.
    act(() => notify({ tone: 'success', message: 'تم النشر' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('تم النشر');

    await userEvent.click(screen.getByRole('button', { name: portal['portal.error.dismiss'] }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
