/** Polish task status (portal document §3, §4): claim moves PENDING to CLAIMED, give-up moves it back, publishing makes it COMPLETED. */
export const TaskStatus = { pending: 'PENDING', claimed: 'CLAIMED', completed: 'COMPLETED' } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUSES = ['PENDING', 'CLAIMED', 'COMPLETED'] as const satisfies readonly TaskStatus[];
