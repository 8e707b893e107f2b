import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import { ErrorCode } from '@creator/domain/error-codes';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { isClaimLive } from '@creator/forms/rules/claim';
import { canEdit } from '@creator/forms/rules/eligibility';
import type { Transaction } from 'kysely';
import { toSeconds } from '../clock';
import type { Database } from '../db/schema';
import { BusinessError, InvalidRequest } from '../errors';
import { STORAGE_PATH } from '../hosted-urls';
import { ownContent } from '../lib/content-rows';
import { lockCreator } from '../lib/creator-lock';
import type { WriteOnce } from '../lib/idempotency';
import type { CallInput } from '../routing';
import type { Services } from '../services';
import { requireUsableImages } from '../upload/stored-files';
import { rememberHashtags } from './hashtag-memory';
import { prepareArticle, preparePost, type PreparedContent } from './prepare';

/** The storage keys of stored image URLs (`/storage/<key>`); other addresses have none. */
function storedKeys(urls: readonly string[]): string[] {
  return urls
    .filter((url) => url.startsWith(`${STORAGE_PATH}/`))
    .map((url) => url.slice(STORAGE_PATH.length + 1));
}

/**
 * Writes a publish: a new item, a draft made public, or an edit of an existing one (checked with the edit
 * rule: 16002). Everything goes to review first; a scheduled one then waits for its date.
 */
async function savePublished(
  services: Services,
  trx: Transaction<Database>,
  creatorId: number,
  prepared: PreparedContent,
  contentId: number | undefined,
  source: ContentSource,
  polishTaskId: number | null,
): Promise<number> {
  const now = services.clock.now();
  const review = {
    status: ContentStatus.pendingReview,
    review_due_at: now + services.settings.reviewDelayMs,
    updated_at: now,
    reason: '',
  };
  const fields = {
    title: prepared.title,
    brief: prepared.brief,
    content: prepared.content,
    images: JSON.stringify(prepared.images),
    cover_images: JSON.stringify(prepared.cover_images),
    hashtag: JSON.stringify(prepared.hashtag),
    tag_ids: JSON.stringify(prepared.tag_ids),
    contains_images: prepared.images.length > 0,
    spent_time: prepared.spent_time,
  };
  await lockCreator(trx, creatorId);
  // Checked again under the lock: an image released by a deletion since the first check is refused here.
  await requireUsableImages(trx, creatorId, storedKeys(prepared.images), (index) => `images.${index}`);
  await rememberHashtags(trx, creatorId, prepared.hashtag);
  if (contentId === undefined) {
    const inserted = await trx
      .insertInto('content')
      .values({
        creator_id: creatorId,
        show_type: prepared.show_type,
        source,
        ...fields,
        ...review,
        publish_at: prepared.publishAt ?? now,
        created_at: now,
        polish_task_id: polishTaskId,
      })
      .returning('content_id')
      .executeTakeFirstOrThrow();
    return inserted.content_id;
  }
  const existing = await ownContent(trx, creatorId, contentId, true);
  if (existing.show_type !== prepared.show_type)
    throw new InvalidRequest('show_type: differs from the item being edited');
  if (existing.status === ContentStatus.draft) {
    await trx
      .updateTable('content')
      .set({ ...fields, ...review, publish_at: prepared.publishAt ?? now })
      .where('content_id', '=', contentId)
      .execute();
    return contentId;
  }
  const verdict = canEdit(
    {
      status: existing.status,
      publish_date: toSeconds(existing.publish_at),
      modify_count: existing.modify_count,
    },
    now,
  );
  if (!verdict.ok) throw new BusinessError(ErrorCode.notEditable, verdict.reason);
  // Only a scheduled item may move its date; any other edit keeps the date its 7-day window counts from.
  const publishAt =
    existing.status === ContentStatus.scheduled && prepared.publishAt !== null
      ? prepared.publishAt
      : existing.publish_at;
  await trx
    .updateTable('content')
    .set({ ...fields, ...review, publish_at: publishAt, modify_count: existing.modify_count + 1 })
    .where('content_id', '=', contentId)
    .execute();
  return contentId;
}

/** A short post or an article: new, a draft made public, or an edit (`content_id`). */
export async function publishContent(
  services: Services,
  creatorId: number,
  body: CallInput<'publishContent'>['body'],
  host: string,
  once: WriteOnce,
) {
  const prepared =
    body.show_type === ShowType.shortPost
      ? await preparePost(services, creatorId, body, host)
      : await prepareArticle(services, creatorId, body, host);
  // The answer is made in the transaction: a key sent again is answered with it (lib/idempotency.ts).
  const answer = await services.db.transaction().execute((trx) =>
    once(trx, async () => ({
      content_id: await savePublished(
        services,
        trx,
        creatorId,
        prepared,
        body.content_id,
        ContentSource.creator,
        null,
      ),
    })),
  );
  services.scheduler.markDirty();
  return answer;
}

/** A polish task the creator holds, published as a new short post; the task is completed with it. */
export async function publishPolishedTask(
  services: Services,
  creatorId: number,
  body: CallInput<'publishPolishedTask'>['body'],
  host: string,
  once: WriteOnce,
) {
  if (body.content_id !== undefined)
    throw new InvalidRequest('content_id: a polished task is published as a new item');
  const { polish_task_id: taskId, ...post } = body;
  const prepared = await preparePost(services, creatorId, post, host);
  const answer = await services.db.transaction().execute((trx) =>
    // The creator's row (`once` locks it) before the task's, the order a claim takes them in.
    once(trx, async () => {
      const task = await trx
        .selectFrom('polish_task')
        .selectAll()
        .where('id', '=', taskId)
        .forUpdate()
        .executeTakeFirst();
      // A claim past its lifetime is no longer this creator's, whether or not the hourly purge has run.
      const live = task?.claimed_at != null && isClaimLive(task.claimed_at, services.clock.now());
      if (!task || task.status !== PolishTaskStatus.claimed || task.claimed_by !== creatorId || !live)
        throw new InvalidRequest('polish_task_id: not a task you have claimed');
      const id = await savePublished(services, trx, creatorId, prepared, undefined, task.source, task.id);
      await trx
        .updateTable('polish_task')
        .set({ status: PolishTaskStatus.completed, completed_at: services.clock.now(), content_id: id })
        .where('id', '=', task.id)
        .execute();
      return { content_id: id };
    }),
  );
  services.scheduler.markDirty();
  return answer;
}
