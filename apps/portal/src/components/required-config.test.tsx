import { ApiError } from '@creator/api/client/errors';
import type { useConfig } from '@creator/api/react/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@creator/ui/messages/en-US.json';
import { useRequiredConfig } from './required-config';

// The configuration query as the page finds it: loading, in, or failed (this file drives its states).
const config = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@creator/api/react/config', () => ({
  useConfig: () => config.current as unknown as ReturnType<typeof useConfig>,
}));

const IMAGE_HOST = 'https://img.example.test';

/** A page that cannot show without the configuration. */
function Page() {
  const required = useRequiredConfig();
  if (required.fallback !== undefined) return required.fallback;
  return <p>Pictures from {required.data.image_host}</p>;
}

function renderPage() {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      <Page />
    </IntlProvider>,
  );
}

const refetch = vi.fn(() => Promise.resolve());
beforeEach(() => refetch.mockClear());

describe('useRequiredConfig', () => {
  it('shows nothing while the configuration loads', () => {
    config.current = { isError: false, data: undefined, isFetching: true, refetch };
    const { container } = renderPage();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the page once the configuration is in', () => {
    config.current = { isError: false, data: { image_host: IMAGE_HOST }, isFetching: false, refetch };
    renderPage();
    expect(screen.getByText(`Pictures from ${IMAGE_HOST}`)).toBeVisible();
  });

  it('a failed configuration shows the reason with a retry in place of the page, even with an older copy', async () => {
    config.current = {
      isError: true,
      error: new ApiError('business', 'The settings are resting', { code: 1 }),
      data: { image_host: IMAGE_HOST },
      isFetching: false,
      refetch,
    };
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The settings are resting')).toBeVisible();
    expect(screen.queryByText(/Pictures from/)).toBeNull();
    await userEvent.click(retry);
    expect(refetch).toHaveBeenCalledOnce();
  });
});
