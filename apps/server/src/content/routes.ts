import type { Hono } from 'hono';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { listContent } from './list';
import { deleteContent, getContentDetail } from './service';

/** The content area: the creator's list, one item's detail, and deletion. */
export function contentRoutes(app: Hono<AppEnv>): void {
  handle(app, 'listContent', async ({ services, creatorId, query, c }) =>
    listContent(services, creatorId, query, imageHost(c)),
  );
  handle(app, 'getContentDetail', async ({ services, creatorId, query, c }) =>
    getContentDetail(services, creatorId, query.content_id, imageHost(c)),
  );
  handle(app, 'deleteContent', async ({ services, creatorId, query }) =>
    deleteContent(services, creatorId, query.content_id),
  );
}
