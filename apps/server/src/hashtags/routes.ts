import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { searchHashtags } from './service';

/** The hashtags area: suggestions while a creator types one. */
export function hashtagsRoutes(app: Hono<AppEnv>): void {
  handle(app, 'searchHashtags', async ({ services, creatorId, query }) =>
    searchHashtags(services, creatorId, query.name),
  );
}
