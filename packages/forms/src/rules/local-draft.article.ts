import * as z from 'zod/mini';
import { ARTICLE_COVERS_MAX } from './article';
import { ARTICLE_HASHTAG_MAX_COUNT } from './article-hashtag';
import { HASHTAG_MAX_LENGTH } from './hashtag';
import { LOCAL_TEXT_MAX, optionalId, storedAddress } from './local-draft';

// Apart from ./local-draft, which the composer loads: the article's bounds stay out of its download.

/** An article's Markdown: its 30 000 characters of text and the markup around them. */
const MARKDOWN_MAX = 300_000;

/**
 * The article editor's autosaved form: the title, the body as the creator typed it (Markdown), the covers
 * chosen and the hashtags. `savedAt` is Unix milliseconds.
 */
export const articleDraftSchema = z.object({
  /** The item being edited (a server draft or a published article), or null for a new article. */
  contentId: optionalId,
  title: z.string().check(z.maxLength(LOCAL_TEXT_MAX)),
  markdown: z.string().check(z.maxLength(MARKDOWN_MAX)),
  covers: z.array(storedAddress).check(z.maxLength(ARTICLE_COVERS_MAX)),
  hashtags: z
    .array(z.string().check(z.maxLength(HASHTAG_MAX_LENGTH)))
    .check(z.maxLength(ARTICLE_HASHTAG_MAX_COUNT)),
  savedAt: z.number().check(z.nonnegative()),
});

export type ArticleDraft = z.infer<typeof articleDraftSchema>;
