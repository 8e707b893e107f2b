import { claimMessages } from '@creator/forms/rules/claim';
import { withValues } from '@creator/forms/rules/descriptor';
import { isApiError } from '../client/errors';
import { call, type CallOptions } from '../client/request';
import {
  claimLimitDataSchema,
  polishTaskRoutes,
  type PolishTaskListAnswer,
  type PolishTaskListQuery,
} from '../schemas/polish-tasks';

/** GET /mp-api/v3/api/polish_tasks */
export function listPolishTasks(
  query: PolishTaskListQuery,
  options?: CallOptions,
): Promise<PolishTaskListAnswer> {
  return call(polishTaskRoutes.listPolishTasks, { query: { ...query } }, options);
}

export { getPolishTask } from './polish-task';

/** 17001: the claim would pass the creator's limit (`data.max`). */
export const CLAIM_LIMIT_CODE = 17001;
/** 17002: someone else holds the task. */
export const CLAIMED_BY_OTHER_CODE = 17002;

/**
 * POST /mp-api/v3/api/polish_tasks/actions/claim. Over the limit (17001) the error is told with the claim
 * rule's message and the limit of `data.max`, in the reader's language whatever the server wrote; taken by
 * someone else (17002) and every other refusal keep the server's words.
 */
export async function claimPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  try {
    await call(polishTaskRoutes.claimPolishTasks, { body: { ids } }, options);
  } catch (error) {
    const limit =
      isApiError(error) && error.code === CLAIM_LIMIT_CODE && claimLimitDataSchema.safeParse(error.data);
    if (limit && limit.success)
      throw error.withDescriptor(withValues(claimMessages.limit, { max: limit.data.max }));
    throw error;
  }
}

/** POST /mp-api/v3/api/polish_tasks/actions/give_up */
export async function giveUpPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  await call(polishTaskRoutes.giveUpPolishTasks, { body: { ids } }, options);
}
