/** Polish task status (portal document §3, §4): claim moves PENDING to CLAIMED, give-up moves it back, publishing makes it COMPLETED. */
export const PolishTaskStatus = { pending: 'PENDING', claimed: 'CLAIMED', completed: 'COMPLETED' } as const;
export type PolishTaskStatus = (typeof PolishTaskStatus)[keyof typeof PolishTaskStatus];
export const POLISH_TASK_STATUSES = [
  'PENDING',
  'CLAIMED',
  'COMPLETED',
] as const satisfies readonly PolishTaskStatus[];
