import type { Hono } from 'hono';
import { handle } from '../routing';
import { imageHost, type AppEnv } from '../services';
import { getConfigBatch } from './service';

/** The config area: the portal's configuration. */
export function configRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getConfigBatch', async ({ services, query, c }) =>
    getConfigBatch(services, query, imageHost(c)),
  );
}
