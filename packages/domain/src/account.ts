/** `audit_status` of a nickname or avatar change (contract.md "Account and access"): 0 unmodified, 1 in review, 2 passed, 3 failed. */
export const AuditStatus = { unmodified: 0, inReview: 1, passed: 2, failed: 3 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AUDIT_STATUSES = [0, 1, 2, 3] as const satisfies readonly AuditStatus[];
