import { call, type CallOptions } from '../client/request';
import { tagsRoutes, type TagCategory } from '../schemas/tags';

/** GET /community-api/v3/api/content/tags?tag_tree=1&status=1 → first-level categories with their children. */
export async function getTags(options?: CallOptions): Promise<TagCategory[]> {
  const answer = await call(tagsRoutes.getTags, { query: { tag_tree: 1, status: 1 } }, options);
  return answer.list;
}
