import { ShowType } from '@creator/domain/content';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_BODY_MIN_LENGTH,
  ARTICLE_COVERS_MAX,
  ARTICLE_COVERS_MIN,
  ARTICLE_IMAGES_MAX,
  ARTICLE_IMAGES_MIN,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TITLE_MIN_LENGTH,
  articleBodyLength,
  articleMessages,
} from '@creator/forms/rules/article';
import { issueOf } from '@creator/forms/rules/descriptor';
import { checkArticleHashtags } from '@creator/forms/rules/article-hashtag';
import { isShortPostHashtag } from '@creator/forms/rules/hashtag';
import {
  POST_CONTENT_MIN_LENGTH,
  POST_IMAGES_MAX,
  POST_IMAGES_MIN,
  POST_TITLE_MAX_LENGTH,
  postContentLength,
  postMessages,
} from '@creator/forms/rules/post';
import { codePointLength, isCodePointLengthBetween } from '@creator/forms/rules/text';
import * as z from 'zod/mini';
import { publishRoutes } from './publish';
import type { RouteSpec } from './route-spec';
import {
  ruleCheck,
  requestIdSchema,
  REQUEST_LIST_MAX,
  requestList,
  requestTimestampSchema,
  SPENT_TIME_MAX_MS,
} from './common';

// The publish bodies, apart from the calls (./publish) and from reading (./content): they carry the rules of packages/forms with their
// messages, which the pages that only read content (the preview, the lists) do not download.

const imageUrl = z.string().check(z.minLength(1));

/**
 * The short-post payload (show_type 2): plain-text `content`, `hashtag` deduplicated without `#`, `tag_ids`
 * first-level then second-level, `cover_images` the first image, `publish_date` 0 or absent for "now",
 * `spent_time` in milliseconds since the composer opened. `content_id` present means an edit.
 * The rules that need context (content maximum from the configuration, category by country, schedule
 * against the clock) are `validateShortPost` of packages/forms, applied by whoever holds that context.
 */
export const postPublishBodySchema = z.object({
  show_type: z.literal(ShowType.shortPost),
  content_id: z.optional(requestIdSchema),
  title: z._default(
    z
      .string()
      .check(
        z.refine(
          (title) => codePointLength(title.trim()) <= POST_TITLE_MAX_LENGTH,
          issueOf(postMessages.titleMax),
        ),
      ),
    '',
  ),
  content: z
    .string()
    .check(
      z.refine(
        (content) => postContentLength(content) >= POST_CONTENT_MIN_LENGTH,
        issueOf(postMessages.contentLength),
      ),
    ),
  images: z
    .array(imageUrl)
    .check(
      z.minLength(POST_IMAGES_MIN, issueOf(postMessages.imagesRequired)),
      z.maxLength(POST_IMAGES_MAX, issueOf(postMessages.imagesMax)),
    ),
  cover_images: z.array(imageUrl).check(z.maxLength(1)),
  tag_ids: z._default(z.array(requestIdSchema).check(z.maxLength(2)), []),
  publish_date: z.optional(requestTimestampSchema),
  hashtag: z._default(requestList(z.string().check(z.refine(isShortPostHashtag))), []),
  had_updated: z.optional(z.boolean()),
  spent_time: z.optional(z.number().check(z.nonnegative(), z.maximum(SPENT_TIME_MAX_MS))),
});

/**
 * The article payload (show_type 1): HTML `content`, 1 to 3 covers among the body images. Whether covers
 * sit on the image host and are large enough is `validateArticle` of packages/forms (it needs `image_host`).
 */
export const articlePublishBodySchema = z.object({
  show_type: z.literal(ShowType.article),
  content_id: z.optional(requestIdSchema),
  title: z
    .string()
    .check(
      z.refine(
        (title) => isCodePointLengthBetween(title.trim(), ARTICLE_TITLE_MIN_LENGTH, ARTICLE_TITLE_MAX_LENGTH),
        issueOf(articleMessages.titleLength),
      ),
    ),
  content: z.string().check(
    z.refine((html) => {
      const length = articleBodyLength(html);
      return length === 0 || (length >= ARTICLE_BODY_MIN_LENGTH && length <= ARTICLE_BODY_MAX_LENGTH);
    }, issueOf(articleMessages.bodyLength)),
  ),
  images: z
    .array(imageUrl)
    .check(
      z.minLength(ARTICLE_IMAGES_MIN, issueOf(articleMessages.imagesRequired)),
      z.maxLength(ARTICLE_IMAGES_MAX, issueOf(articleMessages.imagesMax)),
    ),
  cover_images: z
    .array(imageUrl)
    .check(
      z.minLength(ARTICLE_COVERS_MIN, issueOf(articleMessages.coversRequired)),
      z.maxLength(ARTICLE_COVERS_MAX, issueOf(articleMessages.coversMax)),
    ),
  // The rule bounds the distinct hashtags (with its message); the plain bound, checked first, caps the list as sent.
  hashtag: z._default(
    z
      .array(z.string())
      .check(z.maxLength(REQUEST_LIST_MAX, { abort: true }), ruleCheck(checkArticleHashtags)),
    [],
  ),
  publish_date: z.optional(requestTimestampSchema),
  had_updated: z.optional(z.boolean()),
});

/** POST /mp-api/v3/api/content/publish, both kinds. */
export const publishBodySchema = z.discriminatedUnion('show_type', [
  postPublishBodySchema,
  articlePublishBodySchema,
]);

/** POST /mp-api/v3/api/content/polish: the short-post payload plus the task. */
export const polishPublishBodySchema = z.extend(postPublishBodySchema, { polish_task_id: requestIdSchema });

export type PostPublishBody = z.input<typeof postPublishBodySchema>;
export type ArticlePublishBody = z.input<typeof articlePublishBodySchema>;
export type PublishBody = z.input<typeof publishBodySchema>;
export type PolishPublishBody = z.input<typeof polishPublishBodySchema>;

/**
 * The routes of this area with the bodies (see routes.ts), keyed by the name of their client function: the
 * calls of ./publish with the bodies the server checks. The client sends bodies its rules built and never reads
 * these schemas, so its endpoints call ./publish, and the bodies (the union of both kinds, the article rules)
 * stay out of the composer's download.
 */
export const publishBodiesRoutes = {
  publishContent: { ...publishRoutes.publishContent, body: publishBodySchema },
  publishPolishedTask: { ...publishRoutes.publishPolishedTask, body: polishPublishBodySchema },
} as const satisfies Record<string, RouteSpec>;
