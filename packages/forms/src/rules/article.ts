import { describe, type MessageDescriptor } from './descriptor';
import { ShowType } from '@creator/domain/content';
import { checkArticleHashtags, normalizeArticleHashtags } from './article-hashtag';
import { htmlImageSources, htmlToText } from './html-text';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_BODY_MIN_LENGTH,
  ARTICLE_COVERS_MAX,
  ARTICLE_COVERS_MIN,
  ARTICLE_IMAGES_MAX,
  ARTICLE_IMAGES_MIN,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TITLE_MIN_LENGTH,
  COVER_MIN_HEIGHT,
  COVER_MIN_WIDTH,
} from './article-limits';
import { codePointLength } from './text';
import { isOnImageHost } from './thumbnails';
import { fileExtension, parseImageFileName } from './upload';

export { htmlImageSources, htmlToText } from './html-text';

export * from './article-limits';

export const articleMessages = {
  titleLength: describe(
    'forms.article.title.length',
    'The title must be {min} to {max, plural, one {# character} other {# characters}} long',
    {
      min: ARTICLE_TITLE_MIN_LENGTH,
      max: ARTICLE_TITLE_MAX_LENGTH,
    },
  ),
  titleMax: describe(
    'forms.article.title.max',
    'The title can have at most {max, plural, one {# character} other {# characters}}',
    {
      max: ARTICLE_TITLE_MAX_LENGTH,
    },
  ),
  bodyLength: describe(
    'forms.article.body.length',
    'The article must be {min} to {max, plural, one {# character} other {# characters}} long',
    {
      min: ARTICLE_BODY_MIN_LENGTH,
      max: ARTICLE_BODY_MAX_LENGTH,
    },
  ),
  bodyMax: describe(
    'forms.article.body.max',
    'The article can have at most {max, plural, one {# character} other {# characters}}',
    { max: ARTICLE_BODY_MAX_LENGTH },
  ),
  imagesRequired: describe(
    'forms.article.images.required',
    'Add at least {min, plural, one {# image} other {# images}} to the article',
    { min: ARTICLE_IMAGES_MIN },
  ),
  imagesMax: describe(
    'forms.article.images.max',
    'An article can have at most {max, plural, one {# image} other {# images}}',
    { max: ARTICLE_IMAGES_MAX },
  ),
  coversRequired: describe(
    'forms.article.covers.required',
    'Choose at least {min, plural, one {# cover} other {# covers}}',
    { min: ARTICLE_COVERS_MIN },
  ),
  coversMax: describe(
    'forms.article.covers.max',
    'You can choose at most {max, plural, one {# cover} other {# covers}}',
    { max: ARTICLE_COVERS_MAX },
  ),
  coverInvalid: describe(
    'forms.article.covers.invalid',
    'A cover must be an uploaded image of the article, at least {width}×{height}, and not a GIF',
    { width: COVER_MIN_WIDTH, height: COVER_MIN_HEIGHT },
  ),
  /** Nothing is saved or published while a picture is still on its way (the spec's 'uploading'). */
  uploading: describe('forms.article.images.uploading', 'Images are still uploading, please wait'),
  /** The spec's 'draft.empty'. */
  draftEmpty: describe('forms.draft.empty', 'Add a title, some content or a cover before saving the draft'),
} as const;

export interface ImageSize {
  width: number;
  height: number;
}

/** The article body's length: code points of the text content of its HTML (contract.md). */
export function articleBodyLength(html: string): number {
  return codePointLength(htmlToText(html));
}

/** The size an image's file name carries, unless the caller measured it. */
export function imageSizeOf(url: string, measured?: ImageSize): ImageSize | null {
  if (measured) return measured;
  const parsed = parseImageFileName(url);
  return parsed ? { width: parsed.width, height: parsed.height } : null;
}

/** A body image may be a cover: on the image host, at least 640 by 360, not a gif. An unknown size does not qualify. */
export function isCoverCandidate(url: string, imageHost: string, measured?: ImageSize): boolean {
  if (!isOnImageHost(url, imageHost) || fileExtension(url) === 'gif') return false;
  const size = imageSizeOf(url, measured);
  return size !== null && size.width >= COVER_MIN_WIDTH && size.height >= COVER_MIN_HEIGHT;
}

/** The body images that can be picked as covers, each once, in body order. */
export function coverCandidates(
  bodyImages: readonly string[],
  imageHost: string,
  sizes: Readonly<Record<string, ImageSize>> = {},
): string[] {
  return [...new Set(bodyImages)].filter((url) => isCoverCandidate(url, imageHost, sizes[url]));
}

/** Covers that are no longer in the body are dropped (an image deleted from the text stops being a cover). */
export function keepCoversInBody(covers: readonly string[], bodyImages: readonly string[]): string[] {
  const inBody = new Set(bodyImages);
  return [...new Set(covers)].filter((url) => inBody.has(url));
}

export interface ArticleInput {
  title: string;
  /** HTML. */
  content: string;
  coverImages: readonly string[];
  hashtags?: readonly string[];
}

export interface ArticleOptions {
  mode: 'publish' | 'draft';
  /** `image_host` of the configuration. */
  imageHost: string;
  /** Sizes the portal measured for images whose names carry none. */
  imageSizes?: Readonly<Record<string, ImageSize>>;
}

/** An empty draft: no title, no text, no image and no cover. */
export function isArticleEmpty(input: ArticleInput): boolean {
  return (
    input.title.trim() === '' &&
    htmlToText(input.content).trim() === '' &&
    htmlImageSources(input.content).length === 0 &&
    input.coverImages.length === 0
  );
}

/** The editor's field a problem points at (the focus goes there). */
export type ArticleField = 'title' | 'body' | 'covers' | 'hashtags';

export interface ArticleProblem {
  field: ArticleField;
  message: MessageDescriptor;
}

const problem = (field: ArticleField, message: MessageDescriptor): ArticleProblem => ({ field, message });

function checkDraft(input: ArticleInput): ArticleProblem | null {
  if (isArticleEmpty(input)) return problem('title', articleMessages.draftEmpty);
  if (codePointLength(input.title.trim()) > ARTICLE_TITLE_MAX_LENGTH)
    return problem('title', articleMessages.titleMax);
  if (articleBodyLength(input.content) > ARTICLE_BODY_MAX_LENGTH)
    return problem('body', articleMessages.bodyMax);
  if (input.coverImages.length > ARTICLE_COVERS_MAX) return problem('covers', articleMessages.coversMax);
  return null;
}

function checkPublish(input: ArticleInput, options: ArticleOptions): ArticleProblem | null {
  const titleLength = codePointLength(input.title.trim());
  if (titleLength < ARTICLE_TITLE_MIN_LENGTH || titleLength > ARTICLE_TITLE_MAX_LENGTH)
    return problem('title', articleMessages.titleLength);

  const bodyLength = articleBodyLength(input.content);
  if (bodyLength > 0 && (bodyLength < ARTICLE_BODY_MIN_LENGTH || bodyLength > ARTICLE_BODY_MAX_LENGTH)) {
    return problem('body', articleMessages.bodyLength);
  }

  const images = htmlImageSources(input.content);
  if (images.length < ARTICLE_IMAGES_MIN) return problem('body', articleMessages.imagesRequired);
  if (images.length > ARTICLE_IMAGES_MAX) return problem('body', articleMessages.imagesMax);

  const covers = keepCoversInBody(input.coverImages, images);
  if (covers.length < ARTICLE_COVERS_MIN) return problem('covers', articleMessages.coversRequired);
  if (covers.length > ARTICLE_COVERS_MAX) return problem('covers', articleMessages.coversMax);
  const sizes = options.imageSizes ?? {};
  if (!covers.every((url) => isCoverCandidate(url, options.imageHost, sizes[url])))
    return problem('covers', articleMessages.coverInvalid);

  const hashtags = input.hashtags ? checkArticleHashtags(input.hashtags) : null;
  return hashtags ? problem('hashtags', hashtags) : null;
}

/** The editor's checks in order, for publishing or saving a draft: the first problem and the field it names. */
export function articleProblem(input: ArticleInput, options: ArticleOptions): ArticleProblem | null {
  return options.mode === 'draft' ? checkDraft(input) : checkPublish(input, options);
}

/** `articleProblem`'s message alone (the server and the schemas). */
export function validateArticle(input: ArticleInput, options: ArticleOptions): MessageDescriptor | null {
  return articleProblem(input, options)?.message ?? null;
}

/**
 * The image addresses a Markdown body points at, in order: `![alt](address)` and raw `<img src>`. Cheap enough to
 * run while typing (the cover picker's candidates); the HTML made on save is what counts.
 */
export function markdownImageSources(markdown: string): string[] {
  const sources: string[] = [];
  const pattern =
    /!\[[^\]\n]*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"\n]*")?\s*\)|<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/giu;
  for (const match of markdown.matchAll(pattern)) {
    const source = match[1] ?? match[2];
    if (source) sources.push(source);
  }
  return sources;
}

/** What the editor holds when it saves or publishes; `content` is the HTML made from its Markdown. */
export interface ArticleFields {
  title: string;
  content: string;
  coverImages: readonly string[];
  hashtags: readonly string[];
}

/** The body of `POST /mp-api/v3/api/content/draft` (articles only). */
export interface ArticleDraftPayload {
  content_id?: number;
  title: string;
  content: string;
  cover_images: string[];
  images: string[];
  hashtag: string[];
}

/** The body of `POST /mp-api/v3/api/content/publish` for an article (validate first). */
export interface ArticlePayload extends ArticleDraftPayload {
  show_type: typeof ShowType.article;
  had_updated: boolean;
}

/** A draft's body: the covers still in the body, the hashtags as the rule writes them. */
export function buildArticleDraftPayload(
  fields: ArticleFields,
  contentId?: number | null,
): ArticleDraftPayload {
  const images = [...new Set(htmlImageSources(fields.content))];
  const payload: ArticleDraftPayload = {
    title: fields.title.trim(),
    content: fields.content,
    cover_images: keepCoversInBody(fields.coverImages, images),
    images,
    hashtag: normalizeArticleHashtags(fields.hashtags),
  };
  if (contentId != null) payload.content_id = contentId;
  return payload;
}

/**
 * Publishing's body: `had_updated` true with `content_id` when an item that exists is edited (a draft made
 * public included), false for a new article.
 */
export function buildArticlePayload(fields: ArticleFields, contentId?: number | null): ArticlePayload {
  return {
    show_type: ShowType.article,
    ...buildArticleDraftPayload(fields, contentId),
    had_updated: contentId != null,
  };
}

/**
 * Where an image still on its way (an upload, a paste being copied) stands in the Markdown until its address
 * replaces it. Its address is no image host's, so a save made meanwhile holds nothing of it.
 */
export function pendingImage(id: string): string {
  return `![⏳](pending:${id})`;
}
