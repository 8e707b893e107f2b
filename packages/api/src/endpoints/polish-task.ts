import { call, type CallOptions } from '../client/request';
import { polishTaskRoute, type PolishTask } from '../schemas/polish-task';

/** GET /mp-api/v3/api/polish_tasks/{id} → the task. */
export function getPolishTask(id: number, options?: CallOptions): Promise<PolishTask> {
  return call(polishTaskRoute, { params: { id } }, options);
}
