import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import { CONTENT_PAGE_SIZE } from '@creator/domain/limits';
import { validateArticle } from '@creator/forms/rules/article';
import { sql } from 'kysely';
import { toSeconds } from '../clock';
import { InvalidRequest, refusal } from '../errors';
import { toStoredUrls, toWireUrls } from '../hosted-urls';
import { prepareArticleFields, requirePostingPermission } from '../lib/content-preparation';
import { ownContent } from '../lib/content-rows';
import type { CallInput } from '../routing';
import type { WriteOnce } from '../lib/idempotency';
import type { Services } from '../services';
import { refuseWith } from '../validate';

/** Article drafts a creator may keep (16016 past it). */
export const DRAFT_LIMIT = 100;

/** Saves a new article draft (within DRAFT_LIMIT) or changes one (`content_id`), checked with the draft rule. */
export async function saveDraft(
  services: Services,
  creatorId: number,
  body: CallInput<'saveDraft'>['body'],
  host: string,
  once: WriteOnce,
) {
  await requirePostingPermission(services.db, creatorId);
  const { html, ...fields } = await prepareArticleFields(services, creatorId, body, host);
  const problem = validateArticle(
    { title: body.title, content: html, coverImages: body.cover_images, hashtags: body.hashtag },
    { mode: 'draft', imageHost: host },
  );
  if (problem) refuseWith('body', problem);
  const now = services.clock.now();
  const values = {
    title: fields.title,
    brief: fields.brief,
    content: fields.content,
    images: JSON.stringify(toStoredUrls(fields.images, host)),
    cover_images: JSON.stringify(toStoredUrls(fields.cover_images, host)),
    hashtag: JSON.stringify(fields.hashtag),
    contains_images: fields.images.length > 0,
    updated_at: now,
  };
  // Under the creator's lock (`once` takes it), one creator's saves queue so the draft limit holds.
  // The answer is made in the transaction: a key sent again is answered with it (lib/idempotency.ts).
  return services.db.transaction().execute((trx) =>
    once(trx, async () => {
      if (body.content_id !== undefined) {
        const existing = await ownContent(trx, creatorId, body.content_id, true);
        if (existing.status !== ContentStatus.draft)
          throw new InvalidRequest('content_id: not a draft; published content is changed with publish');
        await trx.updateTable('content').set(values).where('content_id', '=', existing.content_id).execute();
        return { content_id: existing.content_id };
      }
      const drafts = await trx
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('creator_id', '=', creatorId)
        .where('status', '=', ContentStatus.draft)
        .executeTakeFirstOrThrow();
      if (Number(drafts.count) >= DRAFT_LIMIT) throw refusal('draftLimit', { values: { max: DRAFT_LIMIT } });
      const inserted = await trx
        .insertInto('content')
        .values({
          creator_id: creatorId,
          show_type: ShowType.article,
          status: ContentStatus.draft,
          source: ContentSource.creator,
          ...values,
          tag_ids: '[]',
          publish_at: 0,
          created_at: now,
          review_due_at: null,
        })
        .returning('content_id')
        .executeTakeFirstOrThrow();
      return { content_id: inserted.content_id };
    }),
  );
}

/** The creator's drafts, last changed first. */
export async function listDrafts(
  services: Services,
  creatorId: number,
  query: CallInput<'listDrafts'>['query'],
  host: string,
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? CONTENT_PAGE_SIZE;
  const base = services.db
    .selectFrom('content')
    .where('creator_id', '=', creatorId)
    .where('status', '=', ContentStatus.draft);
  const [rows, total] = await Promise.all([
    base
      .select(['content_id', 'title', 'brief', 'cover_images', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('content_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      cover_images: toWireUrls(row.cover_images, host),
      updated_at: toSeconds(row.updated_at),
    })),
    count: Number(total.count),
    page,
    page_size: pageSize,
  };
}
