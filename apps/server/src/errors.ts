import { ErrorCode, SESSION_END_CODES } from '@creator/domain/error-codes';
import { DEFAULT_LOCALE, type Locale } from '@creator/domain/locales';
import type { MessageDescriptor } from '@creator/forms/rules/descriptor';
import { codeMessages, type CodeMessageName } from '@creator/api/client/errors';
import { formatMessage } from './messages';

/**
 * A refusal the caller can act on: HTTP 200 with a non-zero code (or 401 for sessions). Its words are a
 * message descriptor, formatted in the request's `clang` when the answer is written (see app.ts); the
 * Error's own `message` is the English text, for logs.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly descriptor: MessageDescriptor,
    readonly data: unknown = null,
    readonly status: 200 | 401 = 200,
  ) {
    super(formatMessage(DEFAULT_LOCALE, descriptor));
  }
}

/**
 * The server's own refusal for a code, in its `api.code.<name>` words: HTTP 401 for a code of
 * SESSION_END_CODES (of the table, sessionMissing and sessionExpired), as the client ends the session on them.
 */
export function refusal(
  name: CodeMessageName,
  options: { data?: unknown; values?: Record<string, string | number> } = {},
): BusinessError {
  const code = ErrorCode[name];
  const message = codeMessages[name];
  const descriptor = options.values ? { ...message, values: { ...options.values } } : message;
  return new BusinessError(
    code,
    descriptor,
    options.data ?? null,
    SESSION_END_CODES.includes(code) ? 401 : 200,
  );
}

/**
 * The request itself is wrong: HTTP 400 with 10001 (or 413 when too large). The message is
 * "field: what is wrong"; when a rule of packages/forms said what is wrong, `rule` holds its descriptor
 * and that part is written in the request's `clang`; the server's own developer-oriented texts (a wrong
 * type, an unknown field) stay English.
 */
export class InvalidRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
    readonly rule: { field: string; reason: MessageDescriptor } | null = null,
  ) {
    super(message);
  }

  /** A rule's refusal of one field (`field: <the rule's words>`). */
  static rule(field: string, reason: MessageDescriptor, status: 400 | 413 = 400): InvalidRequest {
    return new InvalidRequest(`${field}: ${formatMessage(DEFAULT_LOCALE, reason)}`, status, {
      field,
      reason,
    });
  }

  /** The message in a locale. */
  messageIn(locale: Locale): string {
    return this.rule ? `${this.rule.field}: ${formatMessage(locale, this.rule.reason)}` : this.message;
  }
}
