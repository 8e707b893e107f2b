import { webApiConfigSchema, type WebApiConfig } from '@creator/api/schemas/config';
import { TAG_TYPE } from '@creator/api/schemas/tags';
import type { CategoryNode } from '@creator/forms/rules/post';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TagTable } from './db/schema';

/** `tag.status` of a live tag: only these are offered (the `status=1` of GET /community-api/v3/api/content/tags). */
export const TAG_STATUS_LIVE = 1;

/** The stored web configuration, with the contract's defaults for missing keys. */
export async function loadWebApiConfig(db: Kysely<Database>): Promise<WebApiConfig> {
  const row = await db
    .selectFrom('config_entry')
    .select('value')
    .where('project_key', '=', 'community_config')
    .where('platform', '=', 'web')
    .executeTakeFirst();
  const parsed = webApiConfigSchema.safeParse(
    (row?.value as { web_api?: unknown } | undefined)?.web_api ?? {},
  );
  return parsed.success ? parsed.data : webApiConfigSchema.parse({});
}

export type TagRow = Selectable<TagTable>;

/** A first-level category of the live tags with its second-level tags (none: an empty list). */
export interface TagBranch {
  category: TagRow;
  children: TagRow[];
}

/** The live tags as a tree of categories and their subcategories, each level in `sort` order. */
export async function loadTagTree(db: Kysely<Database>): Promise<TagBranch[]> {
  const rows = await db
    .selectFrom('tag')
    .selectAll()
    .where('status', '=', TAG_STATUS_LIVE)
    .orderBy('sort')
    .orderBy('tag_id')
    .execute();
  return rows
    .filter((row) => row.tag_type === TAG_TYPE.category)
    .map((category) => ({
      category,
      children: rows.filter(
        (row) => row.tag_type === TAG_TYPE.subcategory && row.parent_tag_id === category.tag_id,
      ),
    }));
}

/** The live category tree, as the post rule reads it. */
export async function loadCategoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  return (await loadTagTree(db)).map(({ category, children }) => ({
    tag_id: category.tag_id,
    children: children.map((child) => ({ tag_id: child.tag_id })),
  }));
}
