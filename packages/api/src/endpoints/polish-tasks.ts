import { call, type CallOptions } from '../client/request';
import {
  polishTaskRoutes,
  type PolishTask,
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

/** GET /mp-api/v3/api/polish_tasks/{id} → the task. */
export function getPolishTask(id: number, options?: CallOptions): Promise<PolishTask> {
  return call(polishTaskRoutes.getPolishTask, { params: { id } }, options);
}

/** POST /mp-api/v3/api/polish_tasks/actions/claim. Over the limit 17001 (`data.max`), taken 17002. */
export async function claimPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  await call(polishTaskRoutes.claimPolishTasks, { body: { ids } }, options);
}

/** POST /mp-api/v3/api/polish_tasks/actions/give_up */
export async function giveUpPolishTasks(ids: number[], options?: CallOptions): Promise<void> {
  await call(polishTaskRoutes.giveUpPolishTasks, { body: { ids } }, options);
}
