import { describe, type MessageDescriptor } from './descriptor';
import { checkArticleHashtags } from './hashtag';
import { htmlImageSources, htmlToText } from './html-text';
import { codePointLength } from './text';
import { isOnImageHost } from './thumbnails';
import { fileExtension, parseImageFileName } from './upload';

export { htmlImageSources, htmlToText } from './html-text';

export const ARTICLE_TITLE_MIN_LENGTH = 10;
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ARTICLE_BODY_MIN_LENGTH = 10;
export const ARTICLE_BODY_MAX_LENGTH = 30_000;
export const ARTICLE_IMAGES_MIN = 1;
export const ARTICLE_IMAGES_MAX = 30;
export const ARTICLE_COVERS_MIN = 1;
export const ARTICLE_COVERS_MAX = 3;
export const COVER_MIN_WIDTH = 640;
export const COVER_MIN_HEIGHT = 360;

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

function checkDraft(input: ArticleInput): MessageDescriptor | null {
  if (isArticleEmpty(input)) return articleMessages.draftEmpty;
  if (codePointLength(input.title.trim()) > ARTICLE_TITLE_MAX_LENGTH) return articleMessages.titleMax;
  if (articleBodyLength(input.content) > ARTICLE_BODY_MAX_LENGTH) return articleMessages.bodyMax;
  if (input.coverImages.length > ARTICLE_COVERS_MAX) return articleMessages.coversMax;
  return null;
}

function checkPublish(input: ArticleInput, options: ArticleOptions): MessageDescriptor | null {
  const titleLength = codePointLength(input.title.trim());
  if (titleLength < ARTICLE_TITLE_MIN_LENGTH || titleLength > ARTICLE_TITLE_MAX_LENGTH)
    return articleMessages.titleLength;

  const bodyLength = articleBodyLength(input.content);
  if (bodyLength > 0 && (bodyLength < ARTICLE_BODY_MIN_LENGTH || bodyLength > ARTICLE_BODY_MAX_LENGTH)) {
    return articleMessages.bodyLength;
  }

  const images = htmlImageSources(input.content);
  if (images.length < ARTICLE_IMAGES_MIN) return articleMessages.imagesRequired;
  if (images.length > ARTICLE_IMAGES_MAX) return articleMessages.imagesMax;

  const covers = keepCoversInBody(input.coverImages, images);
  if (covers.length < ARTICLE_COVERS_MIN) return articleMessages.coversRequired;
  if (covers.length > ARTICLE_COVERS_MAX) return articleMessages.coversMax;
  const sizes = options.imageSizes ?? {};
  if (!covers.every((url) => isCoverCandidate(url, options.imageHost, sizes[url])))
    return articleMessages.coverInvalid;

  return input.hashtags ? checkArticleHashtags(input.hashtags) : null;
}

/** The editor's checks in order, for publishing or saving a draft; only the first problem is reported. */
export function validateArticle(input: ArticleInput, options: ArticleOptions): MessageDescriptor | null {
  return options.mode === 'draft' ? checkDraft(input) : checkPublish(input, options);
}
