import { call, type CallOptions } from '../client/request';
import { polishTasksDetailRoutes, type PolishTask } from '../schemas/polish-tasks.detail';

/** GET /mp-api/v3/api/polish_tasks/{id} → the task. */
export function getPolishTask(id: number, options?: CallOptions): Promise<PolishTask> {
  return call(polishTasksDetailRoutes.getPolishTask, { params: { id } }, options);
}
