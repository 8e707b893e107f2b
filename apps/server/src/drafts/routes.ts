import type { Hono } from 'hono';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { listDrafts, saveDraft } from './service';

/** The drafts area: saving an article draft and listing them. */
export function draftsRoutes(app: Hono<AppEnv>): void {
  handle(app, 'saveDraft', async ({ services, creatorId, body, c, once }) =>
    saveDraft(services, creatorId, body, imageHost(c), once),
  );
  handle(app, 'listDrafts', async ({ services, creatorId, query, c }) =>
    listDrafts(services, creatorId, query, imageHost(c)),
  );
}
