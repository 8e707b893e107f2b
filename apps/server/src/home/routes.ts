import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { getHome } from './service';

/** The home area: the home page's figures. */
export function homeRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getHome', async ({ services, creatorId }) => getHome(services, creatorId));
}
