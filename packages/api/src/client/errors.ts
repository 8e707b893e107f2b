import { SESSION_END_CODES, type ErrorCode } from '@creator/domain/error-codes';
import type { MessageDescriptor } from '@creator/forms/rules/descriptor';

/** What went wrong with a call, in the terms the UI switches on. */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'aborted' | 'contract';

/** How the UI shows an error: nothing, a warning toast, an error toast, a notification, or the /exception page. */
export type DisplayMode = 'silent' | 'warn' | 'error' | 'notification' | 'redirect';

export const DEFAULT_DISPLAY: DisplayMode = 'error';

export const GENERIC_REQUEST_ERROR = 'Request error, please retry.';
export const SLOW_NETWORK = 'Slow network. Please try again later';

/** The generic texts this package owns (translations in src/messages). */
export const apiMessages = {
  requestError: { id: 'api.error.request', defaultMessage: GENERIC_REQUEST_ERROR },
  slowNetwork: { id: 'api.error.network', defaultMessage: SLOW_NETWORK },
  uploadFailed: { id: 'api.error.upload', defaultMessage: 'Failed to upload the image, please try again' },
} as const satisfies Record<string, MessageDescriptor>;

/** 5 (401): shown when an ended session's answer carries no text; on every page, /login included. */
export const sessionExpiredMessage = {
  id: 'api.code.session-expired',
  defaultMessage: 'Your session has expired. Please sign in again.',
} as const satisfies MessageDescriptor;

/** 14001: the one code text the sign-in page shows itself, exported alone so /login carries no other. */
export const loginFailedMessage = {
  id: 'api.code.login-failed',
  defaultMessage: 'Login failed, please contact platform customer service',
} as const satisfies MessageDescriptor;

/**
 * The server's own words for the codes it answers in them, `api.code.<ErrorCode name>` (the portal shows the
 * same ids). Refusals that come from a rule of packages/forms (15002, 16002, 16003, 17001) carry the rule's
 * `forms.*` descriptor instead. The English text here is the one of src/messages/en-US.json.
 */
export const codeMessages = {
  ok: { id: 'api.code.ok', defaultMessage: 'success' },
  sessionMissing: { id: 'api.code.session-missing', defaultMessage: 'Please sign in' },
  sessionExpired: sessionExpiredMessage,
  verificationCodeWrong: {
    id: 'api.code.verification-code-wrong',
    defaultMessage: 'The verification code is wrong or has expired',
  },
  emailCodeExpired: {
    id: 'api.code.email-code-expired',
    defaultMessage: 'The code has expired, please send a new one',
  },
  emailUnknown: { id: 'api.code.email-unknown', defaultMessage: 'This email belongs to no creator' },
  loginFailed: loginFailedMessage,
  loginForbidden: {
    id: 'api.code.login-forbidden',
    defaultMessage: 'This account may not sign in, please contact platform customer service',
  },
  tooManyAttempts: {
    id: 'api.code.too-many-attempts',
    defaultMessage:
      'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
  nicknameTaken: { id: 'api.code.nickname-taken', defaultMessage: 'This nickname is already taken' },
  oldPasswordWrong: { id: 'api.code.old-password-wrong', defaultMessage: 'The current password is wrong' },
  noPostingPermission: {
    id: 'api.code.no-posting-permission',
    defaultMessage: 'You do not have permission to post',
  },
  draftLimit: {
    id: 'api.code.draft-limit',
    defaultMessage: 'You can keep at most {max, plural, one {# draft} other {# drafts}}; delete some first',
  },
  claimedByOther: {
    id: 'api.code.claimed-by-other',
    defaultMessage: 'The post has been claimed by other users.',
  },
} as const satisfies Partial<Record<keyof typeof ErrorCode, MessageDescriptor>>;

export type CodeMessageName = Exclude<keyof typeof codeMessages, 'ok'>;

/** Refusals outside the code table: HTTP 403 with code 403 on the polish calls without access. */
export const accessMessages = {
  polishTasks: {
    id: 'api.access.polish-tasks',
    defaultMessage: 'You have no access to machine-generated tasks',
  },
} as const satisfies Record<string, MessageDescriptor>;

export interface ApiErrorOptions {
  code?: number;
  status?: number;
  /** `data` of the envelope (e.g. `{ max }` of code 17001). */
  data?: unknown;
  /** Dotted path of the field that broke the answer's schema. */
  path?: string;
  /** A generic text of this package to show instead of `message`. */
  descriptor?: MessageDescriptor;
  /** How the caller asked for this error to be shown. */
  display?: DisplayMode;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly path: string | undefined;
  readonly descriptor: MessageDescriptor | undefined;
  readonly display: DisplayMode | undefined;

  constructor(kind: ApiErrorKind, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.code = options.code;
    this.status = options.status;
    this.data = options.data;
    this.path = options.path;
    this.descriptor = options.descriptor;
    this.display = options.display;
  }

  /** 401 with a body code that ends the session. */
  get sessionExpired(): boolean {
    return this.kind === 'unauthorized' && this.code !== undefined && SESSION_END_CODES.includes(this.code);
  }

  /** The same error, to be shown another way. */
  withDisplay(display: DisplayMode): ApiError {
    return new ApiError(this.kind, this.message, { ...this.snapshot(), display });
  }

  /** The same error, told with a text of the catalogues (a rule's message with the values of `data`). */
  withDescriptor(descriptor: MessageDescriptor): ApiError {
    return new ApiError(this.kind, this.message, { ...this.snapshot(), descriptor });
  }

  private snapshot(): ApiErrorOptions {
    return {
      code: this.code,
      status: this.status,
      data: this.data,
      path: this.path,
      descriptor: this.descriptor,
      cause: this.cause,
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'aborted';
}

/** What the UI should render for an error: never a decision the client takes itself. */
export interface ErrorDisplay {
  mode: DisplayMode;
  /** A descriptor of a generic text, or the server's own text to show as is. */
  message: MessageDescriptor | string;
  /** For `redirect`: `/exception?errorCode=&errorMessage=`. */
  href?: string;
  /** The session ended; the app clears it and goes to /login (see onSessionExpired). */
  sessionExpired: boolean;
}

function messageOf(error: unknown): MessageDescriptor | string {
  if (!isApiError(error)) return apiMessages.requestError;
  if (error.descriptor) return error.descriptor;
  switch (error.kind) {
    case 'network':
      return apiMessages.slowNetwork;
    case 'contract':
      return apiMessages.requestError;
    case 'unauthorized':
      return error.message || (error.sessionExpired ? sessionExpiredMessage : apiMessages.requestError);
    default:
      return error.message || apiMessages.requestError;
  }
}

/**
 * Tells the UI what to render for an error, in the given mode (the call's own `display` otherwise, then
 * the default error toast). Aborted calls are never shown.
 */
export function describeError(error: unknown, mode?: DisplayMode): ErrorDisplay {
  const apiError = isApiError(error) ? error : undefined;
  const message = messageOf(error);
  const sessionExpired = apiError?.sessionExpired ?? false;
  if (apiError?.kind === 'aborted') return { mode: 'silent', message, sessionExpired };
  const chosen = mode ?? apiError?.display ?? DEFAULT_DISPLAY;
  if (chosen !== 'redirect') return { mode: chosen, message, sessionExpired };
  const params = new URLSearchParams({
    errorCode: String(apiError?.code ?? apiError?.status ?? ''),
    errorMessage: typeof message === 'string' ? message : message.defaultMessage,
  });
  return { mode: chosen, message, href: `/exception?${params.toString()}`, sessionExpired };
}
