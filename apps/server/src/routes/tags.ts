import { DEFAULT_LOCALE } from '@creator/domain/locales';
import type { Hono } from 'hono';
import { loadTagTree, type TagRow } from '../catalog';
import { handle } from '../routing';
import type { AppEnv } from '../services';

export function tagRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getTags', async ({ services, c }) => {
    // The request's clang, read once per request (app.ts): one of LOCALES, else the default locale.
    const locale = c.var.locale;
    const shape = (row: TagRow) => ({
      tag_id: row.tag_id,
      tag_type: row.tag_type,
      parent_tag_id: row.parent_tag_id,
      lang_tag_name: row.names[locale] ?? row.names[DEFAULT_LOCALE] ?? '',
    });
    const list = (await loadTagTree(services.db)).map(({ category, children }) =>
      children.length > 0 ? { ...shape(category), children: children.map(shape) } : shape(category),
    );
    return { list };
  });
}
