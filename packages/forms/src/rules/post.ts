import { ShowType } from '@creator/domain/content';
import { DEFAULT_POST_BODY_MAX_LENGTH } from '@creator/domain/limits';
import { describe, withValues, type MessageDescriptor } from './descriptor';
import { extractHashtags } from './hashtag';
import { checkSchedule } from './schedule';
import { codePointLength } from './text';
import { toMillis, toUnixSeconds, type Instant } from './time';

export const POST_IMAGES_MIN = 1;
export const POST_IMAGES_MAX = 10;
export const POST_TITLE_MAX_LENGTH = 70;
export const POST_CONTENT_MIN_LENGTH = 10;
/**
 * Distinct hashtags a short post may hold. The contract is silent; an article allows 6, and a short post's
 * hashtags are typed in its text, so it gets a few more. Each one is stored for everyone's suggestions, so the
 * count is bounded rather than "as many as 2 000 characters hold".
 */
export const POST_HASHTAGS_MAX = 10;

export const postMessages = {
  imagesRequired: describe(
    'forms.post.images.required',
    'Add at least {min, plural, one {# image} other {# images}}',
    { min: POST_IMAGES_MIN },
  ),
  imagesMax: describe(
    'forms.post.images.max',
    'You can add at most {max, plural, one {# image} other {# images}}',
    {
      max: POST_IMAGES_MAX,
    },
  ),
  uploading: describe('forms.post.images.uploading', 'Images are still uploading, please wait'),
  titleMax: describe(
    'forms.post.title.max',
    'The title can have at most {max, plural, one {# character} other {# characters}}',
    { max: POST_TITLE_MAX_LENGTH },
  ),
  contentLength: describe(
    'forms.post.content.length',
    'The content must be {min} to {max, plural, one {# character} other {# characters}} long',
    {
      min: POST_CONTENT_MIN_LENGTH,
      max: DEFAULT_POST_BODY_MAX_LENGTH,
    },
  ),
  hashtagsMax: describe(
    'forms.post.hashtag.count',
    'A post can have at most {max, plural, one {# hashtag} other {# hashtags}}',
    { max: POST_HASHTAGS_MAX },
  ),
  categoryRequired: describe('forms.post.category.required', 'Please choose a category'),
  topicRequired: describe('forms.post.topic.required', 'Please choose a topic in this category'),
} as const;

/**
 * Image states of the composer. Images in 'error' are shown in red, are not counted and are not sent; 'waiting'
 * ones (no answer yet, tried again when the network returns) are still on their way.
 */
export type PostImageStatus = 'loading' | 'uploading' | 'waiting' | 'done' | 'error';

export interface PostImage {
  url: string;
  status: PostImageStatus;
}

export interface ShortPostInput {
  title: string;
  /** Plain text, hashtags included. */
  content: string;
  images: readonly PostImage[];
  /** Chosen first-level category (`tag_id`), if any. */
  categoryId?: number | null;
  /** Chosen second-level tag, if any. */
  topicId?: number | null;
  /** The scheduled publish time; null or absent means "publish now". */
  publishAt?: Instant | null;
}

export interface CategoryNode {
  tag_id: number;
  children?: readonly CategoryNode[] | null;
}

export interface ShortPostOptions {
  now: Instant;
  /** `short_image_text_body_max_length`; 2000 when absent. */
  maxContentLength?: number;
  /** `allow_semantic_tag_countries`. */
  tagCountries?: readonly string[];
  /** The account's `country`. */
  country?: string | null;
  /** The category tree (first-level categories with their children). */
  categories?: readonly CategoryNode[];
}

function countedImages(images: readonly PostImage[]): PostImage[] {
  return images.filter((image) => image.status !== 'error');
}

/** Content length as counted (contract.md: code points; surrounding whitespace is not content). */
export function postContentLength(content: string): number {
  return codePointLength(content.trim());
}

/** Whether this account must pick a category (contract.md: `country` is compared with the list, both upper case). */
export function isCategoryRequired(
  country: string | null | undefined,
  tagCountries: readonly string[] = [],
): boolean {
  if (!country) return false;
  const code = country.toUpperCase();
  return tagCountries.some((item) => item.toUpperCase() === code);
}

export function categoryHasChildren(categoryId: number, categories: readonly CategoryNode[] = []): boolean {
  const category = categories.find((item) => item.tag_id === categoryId);
  return (category?.children?.length ?? 0) > 0;
}

/** The composer's fields a problem can point at (the page moves the focus there). */
export type ShortPostField = 'images' | 'title' | 'content' | 'category' | 'topic' | 'schedule';

export interface ShortPostProblem {
  field: ShortPostField;
  message: MessageDescriptor;
}

/** The composer's checks in the spec's order; only the first problem is reported (shown as one toast). */
export function shortPostProblem(input: ShortPostInput, options: ShortPostOptions): ShortPostProblem | null {
  const problem = (field: ShortPostField, message: MessageDescriptor) => ({ field, message });
  const images = countedImages(input.images);
  if (images.length < POST_IMAGES_MIN) return problem('images', postMessages.imagesRequired);
  if (images.length > POST_IMAGES_MAX) return problem('images', postMessages.imagesMax);
  if (images.some((image) => image.status !== 'done')) return problem('images', postMessages.uploading);

  if (codePointLength(input.title.trim()) > POST_TITLE_MAX_LENGTH)
    return problem('title', postMessages.titleMax);

  const maxContentLength = options.maxContentLength ?? DEFAULT_POST_BODY_MAX_LENGTH;
  const contentLength = postContentLength(input.content);
  if (contentLength < POST_CONTENT_MIN_LENGTH || contentLength > maxContentLength) {
    return problem(
      'content',
      withValues(postMessages.contentLength, { min: POST_CONTENT_MIN_LENGTH, max: maxContentLength }),
    );
  }
  // Read after the length check, so the text is bounded; repeats of one hashtag count once.
  if (extractHashtags(input.content).length > POST_HASHTAGS_MAX)
    return problem('content', postMessages.hashtagsMax);

  const categoryId = input.categoryId ?? null;
  if (categoryId === null && isCategoryRequired(options.country, options.tagCountries))
    return problem('category', postMessages.categoryRequired);
  if (
    categoryId !== null &&
    (input.topicId ?? null) === null &&
    categoryHasChildren(categoryId, options.categories)
  ) {
    return problem('topic', postMessages.topicRequired);
  }

  if (input.publishAt != null) {
    const schedule = checkSchedule(input.publishAt, options.now);
    if (schedule) return problem('schedule', schedule);
  }
  return null;
}

/** The first problem's message, or null (the server's check). */
export function validateShortPost(
  input: ShortPostInput,
  options: ShortPostOptions,
): MessageDescriptor | null {
  return shortPostProblem(input, options)?.message ?? null;
}

/** The payload's `tag_ids`: the first-level id, then the second-level one when chosen. */
export function postTagIds(categoryId?: number | null, topicId?: number | null): number[] {
  if (categoryId == null) return [];
  return topicId == null ? [categoryId] : [categoryId, topicId];
}

/** The payload's `cover_images`: a one-item list holding the first image. */
export function postCoverImages(images: readonly string[]): string[] {
  return images.length > 0 ? [images[0] as string] : [];
}

export interface ShortPostPayload {
  show_type: typeof ShowType.shortPost;
  title: string;
  content: string;
  images: string[];
  cover_images: string[];
  tag_ids: number[];
  hashtag: string[];
  /** Unix seconds; 0 means "publish now". */
  publish_date: number;
  /** Milliseconds since the composer opened. */
  spent_time: number;
  content_id?: number;
  had_updated?: boolean;
}

/** The body of `POST /mp-api/v3/api/content/publish` for a short post (validate first). */
export function buildShortPostPayload(
  input: ShortPostInput,
  context: { now: Instant; openedAt: Instant; contentId?: number | null; hadUpdated?: boolean },
): ShortPostPayload {
  const images = countedImages(input.images).map((image) => image.url);
  const payload: ShortPostPayload = {
    show_type: ShowType.shortPost,
    title: input.title.trim(),
    content: input.content,
    images,
    cover_images: postCoverImages(images),
    tag_ids: postTagIds(input.categoryId, input.topicId),
    hashtag: extractHashtags(input.content),
    publish_date: input.publishAt == null ? 0 : toUnixSeconds(input.publishAt),
    spent_time: Math.max(0, toMillis(context.now) - toMillis(context.openedAt)),
  };
  if (context.contentId != null) payload.content_id = context.contentId;
  if (context.hadUpdated !== undefined) payload.had_updated = context.hadUpdated;
  return payload;
}
