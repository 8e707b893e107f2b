import type { MessageDescriptor } from '@creator/forms/rules/descriptor';

/** What went wrong with a call, in the terms the UI switches on. */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'aborted' | 'contract';

/** How the UI shows an error: nothing, a warning toast, an error toast, a notification, or the /exception page. */
export type DisplayMode = 'silent' | 'warn' | 'error' | 'notification' | 'redirect';

export const DEFAULT_DISPLAY: DisplayMode = 'error';

/** The codes of the two documents and contract.md that callers switch on. */
export const API_CODES = {
  ok: 0,
  validation: 10001,
  captchaWrong: 13001001,
  emailCodeExpired: 13001002,
  emailUnknown: 13001004,
  loginFailed: 14001,
  loginForbidden: 14002,
  nicknameTaken: 15001,
  noChangesLeft: 15002,
  noPostingPermission: 16001,
  notEditable: 16002,
  notDeletable: 16003,
  draftLimit: 16016,
  claimLimit: 17001,
  claimedByOther: 17002,
} as const;

/** HTTP 401 with one of these body codes ends the session. */
export const SESSION_EXPIRED_CODES: readonly number[] = [1, 4, 5, 6, 13];

/** Delay before the session is cleared and the app goes to /login. */
export const SESSION_EXPIRY_DELAY_MS = 500;

export const GENERIC_REQUEST_ERROR = 'Request error, please retry.';
export const SLOW_NETWORK = 'Slow network. Please try again later';

/** The generic texts this package owns (translations in src/messages). */
export const apiMessages = {
  requestError: { id: 'api.error.request', defaultMessage: GENERIC_REQUEST_ERROR },
  slowNetwork: { id: 'api.error.network', defaultMessage: SLOW_NETWORK },
  sessionExpired: {
    id: 'api.error.sessionExpired',
    defaultMessage: 'Your session has expired. Please sign in again.',
  },
  uploadFailed: { id: 'api.error.upload', defaultMessage: 'Failed to upload the image, please try again' },
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
    return (
      this.kind === 'unauthorized' && this.code !== undefined && SESSION_EXPIRED_CODES.includes(this.code)
    );
  }

  /** The same error, to be shown another way. */
  withDisplay(display: DisplayMode): ApiError {
    return new ApiError(this.kind, this.message, { ...this.snapshot(), display });
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
      return error.message || (error.sessionExpired ? apiMessages.sessionExpired : apiMessages.requestError);
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
