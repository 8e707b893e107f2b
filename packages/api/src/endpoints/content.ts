import { call, type CallOptions } from '../client/request';
import {
  contentRoutes,
  type ContentDetail,
  type ContentListAnswer,
  type ContentListQuery,
} from '../schemas/content';

/** GET /mp-api/v3/api/content; arrays go comma-joined. */
export function listContent(query: ContentListQuery, options?: CallOptions): Promise<ContentListAnswer> {
  return call(contentRoutes.listContent, { query: { ...query } }, options);
}

/** GET /mp-api/v3/api/content/detail?content_id= → `data.detail`. */
export async function getContentDetail(contentId: number, options?: CallOptions): Promise<ContentDetail> {
  const answer = await call(contentRoutes.getContentDetail, { query: { content_id: contentId } }, options);
  return answer.detail;
}

/** DELETE /mp-api/v3/api/content?content_id= (content and drafts alike). Not deletable 16003. */
export async function deleteContent(contentId: number, options?: CallOptions): Promise<void> {
  await call(contentRoutes.deleteContent, { query: { content_id: contentId } }, options);
}
