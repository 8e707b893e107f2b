import { ErrorCode } from '@creator/domain/error-codes';
import { claimMessages } from '@creator/forms/rules/claim';
import { withValues } from '@creator/forms/rules/descriptor';
import { isApiError } from '../client/errors';
import { call, type CallOptions } from '../client/request';
import {
  claimLimitDataSchema,
  polishTasksRoutes,
  type PolishTaskListAnswer,
  type PolishTaskListQuery,
} from '../schemas/polish-tasks';

/** GET /mp-api/v3/api/polish_tasks */
export function listPolishTasks(
  query: PolishTaskListQuery,
  options?: CallOptions,
): Promise<PolishTaskListAnswer> {
  return call(polishTasksRoutes.listPolishTasks, { query: { ...query } }, options);
}

export { getPolishTask } from './polish-tasks.detail';

/**
 * POST /mp-api/v3/api/polish_tasks/actions/claim. Over the limit (17001) the error is told with the claim
 * rule's message and the limit of `data.max`, in the reader's language whatever the server wrote; taken by
 * someone else (17002) and every other refusal keep the server's words.
 */
export async function claimPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  try {
    await call(polishTasksRoutes.claimPolishTasks, { body: { ids } }, options);
  } catch (error) {
    const limit =
      isApiError(error) && error.code === ErrorCode.claimLimit && claimLimitDataSchema.safeParse(error.data);
    if (limit && limit.success)
      throw error.withDescriptor(withValues(claimMessages.limit, { max: limit.data.max }));
    throw error;
  }
}

/** POST /mp-api/v3/api/polish_tasks/actions/give_up */
export async function giveUpPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  await call(polishTasksRoutes.giveUpPolishTasks, { body: { ids } }, options);
}
