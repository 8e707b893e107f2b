import { webApiConfigSchema, type WebApiConfig } from '@creator/api/schemas/config';
import { TAG_TYPE } from '@creator/api/schemas/tags';
import type { CategoryNode } from '@creator/forms/rules/post';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/** The stored web configuration, with the contract's defaults for missing keys. */
export async function loadWebApiConfig(db: Kysely<Database>): Promise<WebApiConfig> {
  const row = await db
    .selectFrom('config_entry')
    .select('value')
    .where('project_key', '=', 'community_config')
    .where('platform', '=', 'web')
    .executeTakeFirst();
  const parsed = webApiConfigSchema.safeParse((row?.value as { web_api?: unknown } | undefined)?.web_api ?? {});
  return parsed.success ? parsed.data : webApiConfigSchema.parse({});
}

/** The live category tree, as the post rule reads it. */
export async function loadCategoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  const rows = await db.selectFrom('tag').select(['tag_id', 'tag_type', 'parent_tag_id']).where('status', '=', 1).execute();
  return rows
    .filter((row) => row.tag_type === TAG_TYPE.category)
    .map((category) => ({
      tag_id: category.tag_id,
      children: rows.filter((row) => row.tag_type === TAG_TYPE.subcategory && row.parent_tag_id === category.tag_id).map((row) => ({ tag_id: row.tag_id })),
    }));
}
