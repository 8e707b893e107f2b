import type { Hono } from 'hono';
import { requirePolishAccess } from '../lib/polish-access';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { claimPolishTasks, getPolishTask, giveUpPolishTasks, listPolishTasks } from './service';

/** The polish tasks area (the spec's machine-generated task list): the lists, one task, claiming, giving up. */
export function polishTasksRoutes(app: Hono<AppEnv>): void {
  app.use('/mp-api/v3/api/polish_tasks/*', requirePolishAccess);
  app.use('/mp-api/v3/api/polish_tasks', requirePolishAccess);
  handle(app, 'listPolishTasks', async ({ services, creatorId, query, c }) =>
    listPolishTasks(services, creatorId, query, imageHost(c)),
  );
  handle(app, 'getPolishTask', async ({ services, creatorId, params, c }) =>
    getPolishTask(services, creatorId, params.id, imageHost(c)),
  );
  handle(app, 'claimPolishTasks', async ({ services, creatorId, body }) =>
    claimPolishTasks(services, creatorId, body.ids),
  );
  handle(app, 'giveUpPolishTasks', async ({ services, creatorId, body }) =>
    giveUpPolishTasks(services, creatorId, body.ids),
  );
}
