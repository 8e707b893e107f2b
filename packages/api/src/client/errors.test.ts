import { describe, expect, it } from 'vitest';
import { ApiError, apiMessages, describeError, sessionExpiredMessage } from './errors';

const business = new ApiError('business', 'The post has been claimed by other users.', {
  code: 17002,
  status: 200,
});

describe('describeError', () => {
  it('shows the server text of a business error as an error toast by default', () => {
    expect(describeError(business)).toEqual({
      mode: 'error',
      message: 'The post has been claimed by other users.',
      sessionExpired: false,
    });
  });

  it('uses the mode the call asked for, and an explicit mode over that', () => {
    const quiet = new ApiError('business', 'Nickname taken', { code: 15001, display: 'warn' });
    expect(describeError(quiet).mode).toBe('warn');
    expect(describeError(quiet, 'notification').mode).toBe('notification');
    expect(describeError(quiet, 'silent').mode).toBe('silent');
  });

  it('describes a slow network and an off-contract answer with this package’s generic texts', () => {
    expect(describeError(new ApiError('network', 'x', { status: 502 })).message).toEqual(
      apiMessages.slowNetwork,
    );
    expect(describeError(new ApiError('contract', 'x', { path: 'list.0.id' })).message).toEqual(
      apiMessages.requestError,
    );
    expect(describeError(new TypeError('not ours')).message).toEqual(apiMessages.requestError);
  });

  it('falls back to the generic text when the server sends an empty message', () => {
    expect(describeError(new ApiError('business', '', { code: 16001 })).message).toEqual(
      apiMessages.requestError,
    );
  });

  it('never shows an aborted call, whatever mode is asked', () => {
    expect(describeError(new ApiError('aborted', 'aborted'), 'error')).toMatchObject({ mode: 'silent' });
  });

  it('flags a session-ending 401 and keeps its server message', () => {
    const expired = new ApiError('unauthorized', 'Login expired', { code: 5, status: 401 });
    expect(describeError(expired)).toEqual({ mode: 'error', message: 'Login expired', sessionExpired: true });
    expect(describeError(new ApiError('unauthorized', '', { code: 13, status: 401 })).message).toEqual(
      sessionExpiredMessage,
    );
    expect(
      describeError(new ApiError('unauthorized', 'Wrong password', { code: 2, status: 401 })).sessionExpired,
    ).toBe(false);
  });

  it('builds the /exception address for the redirect mode', () => {
    const display = describeError(
      new ApiError('business', 'Posting banned & muted', { code: 16001 }),
      'redirect',
    );
    expect(display.href).toBe('/exception?errorCode=16001&errorMessage=Posting+banned+%26+muted');
    const network = describeError(new ApiError('network', 'x', { status: 503 }), 'redirect');
    expect(new URL(network.href ?? '', 'http://x').searchParams.get('errorMessage')).toBe(
      'Slow network. Please try again later',
    );
    expect(new URL(network.href ?? '', 'http://x').searchParams.get('errorCode')).toBe('503');
  });

  it('keeps everything but the display when an error is re-targeted', () => {
    const again = business.withDisplay('silent');
    expect(again).toMatchObject({
      kind: 'business',
      code: 17002,
      status: 200,
      message: business.message,
      display: 'silent',
    });
  });
});
