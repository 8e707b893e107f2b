import type { Hono } from 'hono';
import { requirePolishAccess } from '../lib/polish-access';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { publishContent, publishPolishedTask } from './service';

/** The publish area: a short post or an article (new, a draft made public, an edit), and a polished task. */
export function publishRoutes(app: Hono<AppEnv>): void {
  // Before its handler: publishing a polished task needs the polish tasks' access, as their own calls do.
  app.use('/mp-api/v3/api/content/polish', requirePolishAccess);
  handle(app, 'publishContent', async ({ services, creatorId, body, c, once }) =>
    publishContent(services, creatorId, body, imageHost(c), once),
  );
  handle(app, 'publishPolishedTask', async ({ services, creatorId, body, c, once }) =>
    publishPolishedTask(services, creatorId, body, imageHost(c), once),
  );
}
