import { TAG_TYPE } from '@creator/api/schemas/tags';
import { DEFAULT_LOCALE } from '@creator/domain/locales';
import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';

export function tagRoutes(app: Hono<AppEnv>): void {
  handle(app, 'getTags', async ({ services, c }) => {
    // The request's clang, read once per request (app.ts): one of LOCALES, else the default locale.
    const locale = c.var.locale;
    const rows = await services.db.selectFrom('tag').selectAll().where('status', '=', 1).orderBy('sort').orderBy('tag_id').execute();
    const shape = (row: (typeof rows)[number]) => ({
      tag_id: row.tag_id,
      tag_type: row.tag_type,
      parent_tag_id: row.parent_tag_id,
      lang_tag_name: row.names[locale] ?? row.names[DEFAULT_LOCALE] ?? '',
    });
    const list = rows
      .filter((row) => row.tag_type === TAG_TYPE.category)
      .map((category) => {
        const children = rows.filter((row) => row.tag_type === TAG_TYPE.subcategory && row.parent_tag_id === category.tag_id).map(shape);
        return children.length > 0 ? { ...shape(category), children } : shape(category);
      });
    return { list };
  });
}
