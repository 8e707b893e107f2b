/** Codes the contract and the two specification documents define. */
export const Codes = {
  ok: 0,
  sessionMissing: 1,
  sessionExpired: 5,
  invalidRequest: 10001,
  codeWrong: 13001001,
  codeExpired: 13001002,
  emailUnknown: 13001004,
  loginFailed: 14001,
  loginForbidden: 14002,
  nicknameTaken: 15001,
  profileChangesUsed: 15002,
  oldPasswordWrong: 15003,
  noPostingPermission: 16001,
  notEditable: 16002,
  notDeletable: 16003,
  draftLimit: 16016,
  claimLimit: 17001,
  claimedByOther: 17002,
} as const;

/** A refusal the caller can act on: HTTP 200 with a non-zero code (or 401 for sessions). */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status: 200 | 401 = 200,
  ) {
    super(message);
  }
}

/** The request itself is wrong: HTTP 400 with 10001 (or 413 when too large). */
export class InvalidRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
