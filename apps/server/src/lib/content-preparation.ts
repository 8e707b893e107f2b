import { normalizeArticleHashtags } from '@creator/forms/rules/article-hashtag';
import { htmlImageSources, htmlToText } from '@creator/forms/rules/html-text';
import { sliceCodePoints } from '@creator/forms/rules/text';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { refusal } from '../errors';
import { toStoredHtml } from '../hosted-urls';
import type { Services } from '../services';

/** The brief a list row shows: the start of the text, in code points. */
export const BRIEF_LENGTH = 120;

/** Publishing and saving a draft both need the creator's posting permission (16001 without it). */
export async function requirePostingPermission(db: Kysely<Database>, creatorId: number) {
  const creator = await db
    .selectFrom('creator')
    .select(['can_post', 'country'])
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (!creator.can_post) throw refusal('noPostingPermission');
  return creator;
}

export interface ArticleFields {
  title: string;
  content: string;
  cover_images: string[];
  hashtag: string[];
}

/** An article's fields as they would be stored, for a publish and for a draft alike. */
export async function prepareArticleFields(
  services: Services,
  creatorId: number,
  body: ArticleFields,
  host: string,
) {
  // Only the article HTML the contract allows is read or stored (the allow-list of @creator/forms/rules/article-html).
  const content = await services.articleHtml.sanitize(creatorId, body.content, host);
  const images = htmlImageSources(content);
  return {
    /** The sanitised HTML as the wire carries it: what the article rule checks. */
    html: content,
    title: body.title.trim(),
    brief: sliceCodePoints(htmlToText(content).replace(/\s+/gu, ' ').trim(), BRIEF_LENGTH),
    content: toStoredHtml(content, host),
    images,
    cover_images: body.cover_images,
    hashtag: normalizeArticleHashtags(body.hashtag),
  };
}
