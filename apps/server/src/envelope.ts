import { ErrorCode } from '@creator/domain/error-codes';
import { DEFAULT_LOCALE, type Locale } from '@creator/domain/locales';
import type { MessageDescriptor } from '@creator/forms/rules/descriptor';
import type { Context } from 'hono';
import { codeMessages } from '@creator/api/client/errors';
import { formatMessage } from './messages';

/** The request's locale, read once from `clang` by the first middleware (app.ts); English before that. */
export function localeOfRequest(c: Context): Locale {
  return (c.get('locale') as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The contract's envelope; business errors are HTTP 200 with a non-zero code. */
export function ok(c: Context, data: unknown = null) {
  return c.json({ code: ErrorCode.ok, message: formatMessage(localeOfRequest(c), codeMessages.ok), data });
}

/** A refusal: a descriptor is written in the request's language; a plain text (a developer-oriented one) goes as is. */
export function fail(
  c: Context,
  code: ErrorCode,
  message: string | MessageDescriptor,
  status: 200 | 400 | 401 | 403 | 404 | 413 | 500 = 200,
  data: unknown = null,
) {
  const text = typeof message === 'string' ? message : formatMessage(localeOfRequest(c), message);
  return c.json({ code, message: text, data }, status);
}

/**
 * A 413 is answered before the rest of its body is read, so the connection is closed with it: a client
 * that reused the connection would otherwise send its next request into the unread remainder.
 */
export function tooLarge(c: Context, message: string) {
  c.header('Connection', 'close');
  return fail(c, ErrorCode.invalidRequest, message, 413);
}
