import { call, type CallOptions } from '../client/request';
import { publishRoutes, type PublishAnswer } from '../schemas/publish';
import type { PolishPublishBody, PublishBody } from '../schemas/publish.bodies';

/** POST /mp-api/v3/api/content/publish, a short post (show_type 2) or an article (1); `content_id` edits. */
export function publishContent(body: PublishBody, options?: CallOptions): Promise<PublishAnswer> {
  return call(publishRoutes.publishContent, { body }, options);
}

/** POST /mp-api/v3/api/content/polish: a short post made from a claimed task. */
export function publishPolishedTask(body: PolishPublishBody, options?: CallOptions): Promise<PublishAnswer> {
  return call(publishRoutes.publishPolishedTask, { body }, options);
}
