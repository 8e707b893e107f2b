// The client entry (`@creator/api/client`): framework-free, shared by the portal and any script.
export { apiClientConfig, apiSession, configureApiClient, onSessionExpired } from './config';
export { encryptPassword, sha256Hex } from './crypto';
export {
  API_CODES,
  ApiError,
  DEFAULT_DISPLAY,
  SESSION_EXPIRED_CODES,
  apiMessages,
  describeError,
  isAbortError,
  isApiError,
  type ApiErrorKind,
  type DisplayMode,
  type ErrorDisplay,
} from './errors';
export { REQUEST_TIMEOUT_MS, call, request, type CallOptions } from './request';
export {
  DEFAULT_LOCALE,
  LOCALES,
  SESSION_KEYS,
  createSessionStore,
  isLocale,
  type Locale,
  type SessionSnapshot,
  type SessionStore,
} from './session';
