import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { getUnreadCount, listNotices, markNoticesRead } from './service';

/** The notices area: the list, the unread count, marking read. */
export function noticesRoutes(app: Hono<AppEnv>): void {
  handle(app, 'listNotices', async ({ services, creatorId, query }) =>
    listNotices(services, creatorId, query),
  );
  handle(app, 'getUnreadCount', async ({ services, creatorId }) => getUnreadCount(services, creatorId));
  handle(app, 'markNoticesRead', async ({ services, creatorId, body }) =>
    markNoticesRead(services, creatorId, body.ids),
  );
}
