import { call, type CallOptions } from '../client/request';
import {
  contentRoutes,
  type ContentDetail,
  type ContentListAnswer,
  type ContentListQuery,
  type PolishPublishBody,
  type PublishAnswer,
  type PublishBody,
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

/** POST /mp-api/v3/api/content/publish, a short post (show_type 2) or an article (1); `content_id` edits. */
export function publishContent(body: PublishBody, options?: CallOptions): Promise<PublishAnswer> {
  return call(contentRoutes.publishContent, { body }, options);
}

/** POST /mp-api/v3/api/content/polish: a short post made from a claimed task. */
export function publishPolishedTask(body: PolishPublishBody, options?: CallOptions): Promise<PublishAnswer> {
  return call(contentRoutes.publishPolishedTask, { body }, options);
}
