/**
 * Every envelope `code` of the two documents and contract.md: one table, one set of names, used by the
 * reference server to answer and by the client to switch on.
 */
export const ErrorCode = {
  ok: 0,
  /** HTTP 401: no session (or an unknown token). */
  sessionMissing: 1,
  /** HTTP 401: ends the session; the documents give no cause (portal document §8 lists it with 1, 5, 6 and 13). */
  sessionEnded4: 4,
  /** HTTP 401: the session has expired. */
  sessionExpired: 5,
  /** HTTP 401: ends the session; the documents give no cause (portal document §8). */
  sessionEnded6: 6,
  /** HTTP 401: ends the session; the documents give no cause (portal document §8). */
  sessionEnded13: 13,
  /** HTTP 403: the caller lacks the access the call needs (the contract lets a backend answer this envelope). */
  forbidden: 403,
  /** HTTP 404: no such call or stored file (the contract lets a backend answer this envelope). */
  notFound: 404,
  /** HTTP 500: the server failed (the contract lets a backend answer this envelope). */
  internalError: 500,
  /** HTTP 400: the request failed validation; `message` names the field. */
  invalidRequest: 10001,
  /** The captcha or the emailed code is wrong. */
  verificationCodeWrong: 13001001,
  /** The emailed code is older than 10 minutes. */
  emailCodeExpired: 13001002,
  /** The email belongs to no creator. */
  emailUnknown: 13001004,
  loginFailed: 14001,
  loginForbidden: 14002,
  /** Too many attempts of a guarded action (sign-in, captcha, emailed code, password); `data.retry_after` in seconds. */
  tooManyAttempts: 14003,
  nicknameTaken: 15001,
  /** No nickname or avatar change left this month. */
  noChangesLeft: 15002,
  oldPasswordWrong: 15003,
  noPostingPermission: 16001,
  notEditable: 16002,
  notDeletable: 16003,
  draftLimit: 16016,
  /** Claim over the creator's limit; `data.max` holds it. */
  claimLimit: 17001,
  claimedByOther: 17002,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP 401 with one of these body codes ends the session (portal document §8). */
export const SESSION_END_CODES: readonly number[] = [
  ErrorCode.sessionMissing,
  ErrorCode.sessionEnded4,
  ErrorCode.sessionExpired,
  ErrorCode.sessionEnded6,
  ErrorCode.sessionEnded13,
];
