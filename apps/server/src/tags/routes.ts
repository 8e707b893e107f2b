import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { getTags } from './service';

/** The tags area: the categories and their topics. */
export function tagsRoutes(app: Hono<AppEnv>): void {
  // The request's clang, read once per request (app.ts): one of LOCALES, else the default locale.
  handle(app, 'getTags', async ({ services, c }) => getTags(services, c.var.locale));
}
