import { ShowType } from '@creator/domain/content';
import { validateArticle } from '@creator/forms/rules/article';
import { extractHashtags } from '@creator/forms/rules/hashtag';
import type { ImageSize } from '@creator/forms/rules/image-size';
import { validateShortPost } from '@creator/forms/rules/post';
import { checkSchedule } from '@creator/forms/rules/schedule';
import { sliceCodePoints } from '@creator/forms/rules/text';
import type { Kysely } from 'kysely';
import { loadCategoryTree, loadWebApiConfig } from '../catalog';
import type { Database } from '../db/schema';
import { InvalidRequest } from '../errors';
import { storageKeyOf, toStoredUrls } from '../hosted-urls';
import {
  BRIEF_LENGTH,
  prepareArticleFields,
  requirePostingPermission,
  type ArticleFields,
} from '../lib/content-preparation';
import type { CallInput } from '../routing';
import type { Services } from '../services';
import { measureStoredImage, requireUsableImages } from '../upload/stored-files';
import { refuseWith } from '../validate';

/** A short post's body: the polished task's publish carries the same fields and the task's id. */
export type PostBody = Omit<CallInput<'publishPolishedTask'>['body'], 'polish_task_id'>;

/** A publish checked and shaped as it is stored. */
export interface PreparedContent {
  show_type: ShowType;
  title: string;
  brief: string;
  content: string;
  images: string[];
  cover_images: string[];
  hashtag: string[];
  tag_ids: number[];
  /** Milliseconds; null means "now". */
  publishAt: number | null;
  spent_time: number;
}

/**
 * Every image must already be on this host (uploaded or copied with POST /upload), and exist there, and be
 * the creator's own (stored_file.owner_id) or a shared one (owner_id null: seed and task pictures).
 */
async function requireHostedImages(
  db: Kysely<Database>,
  creatorId: number,
  urls: readonly string[],
  host: string,
  field: string,
): Promise<void> {
  const keys = urls.map((url) => storageKeyOf(url, host));
  const missingIndex = keys.findIndex((key) => key === null);
  if (missingIndex >= 0)
    throw new InvalidRequest(
      `${field}.${missingIndex}: not on the image host ${host}; copy it with POST /mp-api/v3/api/upload first`,
    );
  await requireUsableImages(db, creatorId, keys as string[], (index) => `${field}.${index}`);
}

/** A short post checked with the composer's rules of packages/forms, plus what only the server can check. */
export async function preparePost(
  services: Services,
  creatorId: number,
  body: PostBody,
  host: string,
): Promise<PreparedContent> {
  const creator = await requirePostingPermission(services.db, creatorId);
  const config = await loadWebApiConfig(services.db);
  if (!config.mp_supported_show_types.includes(ShowType.shortPost))
    throw new InvalidRequest('show_type: short posts are not enabled');
  const categories = await loadCategoryTree(services.db);
  const [categoryId, topicId, ...extra] = body.tag_ids;
  if (extra.length > 0) throw new InvalidRequest('tag_ids: at most a category and one of its topics');
  const category =
    categoryId === undefined ? undefined : categories.find((node) => node.tag_id === categoryId);
  if (categoryId !== undefined && !category) throw new InvalidRequest('tag_ids.0: no such category');
  if (topicId !== undefined && !category?.children?.some((child) => child.tag_id === topicId))
    throw new InvalidRequest('tag_ids.1: not a topic of this category');
  const publishAt = body.publish_date ? body.publish_date * 1000 : null;
  const problem = validateShortPost(
    {
      title: body.title,
      content: body.content,
      images: body.images.map((url) => ({ url, status: 'done' as const })),
      categoryId,
      topicId,
      publishAt,
    },
    {
      now: services.clock.now(),
      maxContentLength: config.short_image_text_body_max_length,
      tagCountries: config.allow_semantic_tag_countries,
      country: creator.country,
      categories,
    },
  );
  if (problem) refuseWith('body', problem);
  if (body.cover_images.length !== 1 || body.cover_images[0] !== body.images[0])
    throw new InvalidRequest('cover_images: must hold the first image, and only it');
  await requireHostedImages(services.db, creatorId, body.images, host, 'images');
  // The length rule counts the text without its surrounding whitespace, so that is what is stored: a short
  // text padded with a megabyte of spaces is stored short.
  const content = body.content.trim();
  return {
    show_type: ShowType.shortPost,
    title: body.title.trim(),
    brief: sliceCodePoints(content, BRIEF_LENGTH),
    content,
    images: toStoredUrls(body.images, host),
    cover_images: toStoredUrls(body.cover_images, host),
    // The server reads the hashtags from the text itself rather than trusting the list.
    hashtag: extractHashtags(content),
    tag_ids: body.tag_ids,
    publishAt,
    spent_time: Math.round(body.spent_time ?? 0),
  };
}

/**
 * The covers' sizes as their stored bytes say, so the ≥ 640 × 360 rule never reads the size a file's name
 * claims; a cover whose bytes hold no size counts as 0 × 0 and is refused. At most 3 covers, a header each.
 */
async function measureCovers(
  services: Services,
  urls: readonly string[],
  host: string,
): Promise<Record<string, ImageSize>> {
  const sizes: Record<string, ImageSize> = {};
  for (const url of new Set(urls)) {
    const key = storageKeyOf(url, host);
    // Off the host: the rule refuses it without a size.
    if (key !== null) sizes[url] = (await measureStoredImage(services.files, key)) ?? { width: 0, height: 0 };
  }
  return sizes;
}

/** An article checked with the editor's rules of packages/forms on what would be stored. */
export async function prepareArticle(
  services: Services,
  creatorId: number,
  body: ArticleFields & { publish_date?: number },
  host: string,
): Promise<PreparedContent> {
  await requirePostingPermission(services.db, creatorId);
  const config = await loadWebApiConfig(services.db);
  if (!config.mp_supported_show_types.includes(ShowType.article))
    throw new InvalidRequest('show_type: articles are not enabled');
  // The rule reads what would be stored: an image the allow-list dropped (off the host, inside a form) is no
  // image, so an article left without images, or a cover whose image went, is refused rather than stored.
  const { html, ...fields } = await prepareArticleFields(services, creatorId, body, host);
  const imageSizes = await measureCovers(services, body.cover_images, host);
  const problem = validateArticle(
    { title: body.title, content: html, coverImages: body.cover_images, hashtags: body.hashtag },
    { mode: 'publish', imageHost: host, imageSizes },
  );
  if (problem) refuseWith('body', problem);
  const late = body.publish_date ? checkSchedule(body.publish_date * 1000, services.clock.now()) : null;
  if (late) refuseWith('publish_date', late);
  await requireHostedImages(services.db, creatorId, fields.images, host, 'content images');
  const covers = body.cover_images.filter((url) => fields.images.includes(url));
  return {
    show_type: ShowType.article,
    ...fields,
    images: toStoredUrls(fields.images, host),
    cover_images: toStoredUrls(covers, host),
    tag_ids: [],
    publishAt: body.publish_date ? body.publish_date * 1000 : null,
    spent_time: 0,
  };
}
