import type { postPublishBodySchema } from '@creator/api/schemas/publish';
import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import { ErrorCode } from '@creator/domain/error-codes';
import { CONTENT_PAGE_SIZE } from '@creator/domain/limits';
import { TaskStatus } from '@creator/domain/task';
import { validateArticle } from '@creator/forms/rules/article';
import { canDelete, canEdit } from '@creator/forms/rules/eligibility';
import { normalizeArticleHashtags } from '@creator/forms/rules/article-hashtag';
import { isClaimLive } from '@creator/forms/rules/claim';
import { extractHashtags } from '@creator/forms/rules/hashtag';
import { htmlImageSources, htmlToText } from '@creator/forms/rules/html-text';
import type { ImageSize } from '@creator/forms/rules/image-size';
import { validateShortPost } from '@creator/forms/rules/post';
import { checkSchedule } from '@creator/forms/rules/schedule';
import { sliceCodePoints } from '@creator/forms/rules/text';
import type { Hono } from 'hono';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type * as z from 'zod/mini';
import { loadCategoryTree, loadWebApiConfig } from '../catalog';
import { toSeconds } from '../clock';
import type { ContentTable, Database } from '../db/schema';
import { BusinessError, InvalidRequest, refusal } from '../errors';
import { STORAGE_PATH, storageKeyOf, toStoredHtml, toStoredUrls, toWireHtml, toWireUrls } from '../hosted-urls';
import { handle } from '../routing';
import { contentItem, listContent } from './content-list';
import { imageHost, type AppEnv, type Services } from '../services';
import { refuseWith } from '../validate';
import { measureStoredImage, releaseUnusedImages, requireUsableImages } from '../upload/stored-files';

const BRIEF_LENGTH = 120;

type ContentRow = Selectable<ContentTable>;
type PostBody = z.output<typeof postPublishBodySchema>;

function contentDetail(row: ContentRow, host: string) {
  return {
    ...contentItem(row, host),
    content: row.show_type === ShowType.article ? toWireHtml(row.content, host) : row.content,
    hashtag: row.hashtag,
    tag_ids: row.tag_ids,
  };
}

/** The creator's own item, or a 10001 that reveals nothing about other creators' items. */
async function ownContent(
  db: Kysely<Database>,
  creatorId: number,
  contentId: number,
  lock = false,
): Promise<ContentRow> {
  let query = db
    .selectFrom('content')
    .selectAll()
    .where('content_id', '=', contentId)
    .where('creator_id', '=', creatorId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new InvalidRequest('content_id: no such content');
  return row;
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

async function requirePostingPermission(db: Kysely<Database>, creatorId: number) {
  const creator = await db
    .selectFrom('creator')
    .select(['can_post', 'country'])
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (!creator.can_post) throw refusal('noPostingPermission');
  return creator;
}

interface PreparedContent {
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

/** A short post checked with the composer's rules of packages/forms, plus what only the server can check. */
async function preparePost(
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

interface ArticleFields {
  title: string;
  content: string;
  cover_images: string[];
  hashtag: string[];
}

async function prepareArticleFields(services: Services, creatorId: number, body: ArticleFields, host: string) {
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

/**
 * The covers' sizes as their stored bytes say, so the ≥ 640 × 360 rule never reads the size a file's name
 * claims; a cover whose bytes hold no size counts as 0 × 0 and is refused. At most 3 covers, a header each.
 */
async function measureCovers(services: Services, urls: readonly string[], host: string): Promise<Record<string, ImageSize>> {
  const sizes: Record<string, ImageSize> = {};
  for (const url of new Set(urls)) {
    const key = storageKeyOf(url, host);
    // Off the host: the rule refuses it without a size.
    if (key !== null) sizes[url] = (await measureStoredImage(services.files, key)) ?? { width: 0, height: 0 };
  }
  return sizes;
}

async function prepareArticle(
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

/**
 * Distinct hashtags one creator may add to the shared suggestion table. Past it their content keeps its
 * hashtags, but no new name of theirs is stored for suggestions: one account cannot grow the table without end.
 */
export const HASHTAGS_PER_CREATOR_MAX = 1000;

/** Queues one creator's writes behind each other (their hashtag count, their images against a deletion). */
async function lockCreator(trx: Transaction<Database>, creatorId: number): Promise<void> {
  await trx.selectFrom('creator').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Stores the hashtags for suggestions, whole (the hashtag rules of packages/forms have already checked their
 * length and number), and counts each name's creators once. Call it holding the creator's row lock.
 */
async function rememberHashtags(trx: Transaction<Database>, creatorId: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const known = await trx.selectFrom('hashtag_use').select('name').where('creator_id', '=', creatorId).where('name', 'in', [...names]).execute();
  const fresh = names.filter((name) => !known.some((row) => row.name === name));
  if (fresh.length === 0) return;
  const { n } = await trx
    .selectFrom('hashtag_use')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  // Sorted, so two creators adding the same new names take their rows in one order.
  const added = fresh.slice(0, Math.max(0, HASHTAGS_PER_CREATOR_MAX - Number(n))).sort();
  if (added.length === 0) return;
  await trx
    .insertInto('hashtag')
    .values(added.map((name) => ({ name, total_pv: 0 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx.insertInto('hashtag_use').values(added.map((name) => ({ creator_id: creatorId, name }))).execute();
  await trx
    .updateTable('hashtag')
    .set((eb) => ({ creators: eb('creators', '+', 1) }))
    .where('name', 'in', added)
    .execute();
}

/** The storage keys of stored image URLs (`/storage/<key>`); other addresses have none. */
function storedKeys(urls: readonly string[]): string[] {
  return urls.filter((url) => url.startsWith(`${STORAGE_PATH}/`)).map((url) => url.slice(STORAGE_PATH.length + 1));
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

export function contentRoutes(app: Hono<AppEnv>): void {
  handle(app, 'listContent', async ({ services, creatorId, query, c }) =>
    listContent(services, creatorId, query, imageHost(c)),
  );

  handle(app, 'getContentDetail', async ({ services, creatorId, query, c }) => {
    const row = await ownContent(services.db, creatorId, query.content_id);
    return { detail: contentDetail(row, imageHost(c)) };
  });

  handle(app, 'deleteContent', async ({ services, creatorId, query }) => {
    const released = await services.db.transaction().execute(async (trx) => {
      await lockCreator(trx, creatorId);
      const row = await ownContent(trx, creatorId, query.content_id, true);
      const verdict = canDelete({ status: row.status, show_type: row.show_type });
      if (!verdict.ok) throw new BusinessError(ErrorCode.notDeletable, verdict.reason);
      await trx
        .updateTable('content')
        .set({ status: ContentStatus.deleted, updated_at: services.clock.now(), review_due_at: null })
        .where('content_id', '=', row.content_id)
        .execute();
      // Its images that nothing else shows stop being served and give their bytes back to the quota.
      return releaseUnusedImages(trx, creatorId, row.content_id, [...row.images, ...row.cover_images]);
    });
    // After the commit: the rows are gone, so a file that fails to go is still never served.
    await Promise.allSettled(released.map((key) => services.files.remove(key)));
    return null;
  });

  handle(app, 'publishContent', async ({ services, creatorId, body, c }) => {
    const host = imageHost(c);
    const prepared =
      body.show_type === ShowType.shortPost
        ? await preparePost(services, creatorId, body, host)
        : await prepareArticle(services, creatorId, body, host);
    const contentId = await services.db
      .transaction()
      .execute((trx) =>
        savePublished(services, trx, creatorId, prepared, body.content_id, ContentSource.creator, null),
      );
    services.scheduler.markDirty();
    return { content_id: contentId };
  });

  handle(app, 'publishPolishedTask', async ({ services, creatorId, body, c }) => {
    if (body.content_id !== undefined)
      throw new InvalidRequest('content_id: a polished task is published as a new item');
    const host = imageHost(c);
    const { polish_task_id: taskId, ...post } = body;
    const prepared = await preparePost(services, creatorId, post, host);
    const contentId = await services.db.transaction().execute(async (trx) => {
      // The creator's row before the task's, the order a claim takes them in.
      await lockCreator(trx, creatorId);
      const task = await trx
        .selectFrom('polish_task')
        .selectAll()
        .where('id', '=', taskId)
        .forUpdate()
        .executeTakeFirst();
      // A claim past its lifetime is no longer this creator's, whether or not the hourly purge has run.
      const live = task?.claimed_at != null && isClaimLive(task.claimed_at, services.clock.now());
      if (!task || task.status !== TaskStatus.claimed || task.claimed_by !== creatorId || !live)
        throw new InvalidRequest('polish_task_id: not a task you have claimed');
      const id = await savePublished(services, trx, creatorId, prepared, undefined, task.source, task.id);
      await trx
        .updateTable('polish_task')
        .set({ status: TaskStatus.completed, completed_at: services.clock.now(), content_id: id })
        .where('id', '=', task.id)
        .execute();
      return id;
    });
    services.scheduler.markDirty();
    return { content_id: contentId };
  });

  handle(app, 'saveDraft', async ({ services, creatorId, body, c }) => {
    const host = imageHost(c);
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
    const contentId = await services.db.transaction().execute(async (trx) => {
      if (body.content_id !== undefined) {
        const existing = await ownContent(trx, creatorId, body.content_id, true);
        if (existing.status !== ContentStatus.draft)
          throw new InvalidRequest('content_id: not a draft; published content is changed with publish');
        await trx.updateTable('content').set(values).where('content_id', '=', existing.content_id).execute();
        return existing.content_id;
      }
      // Serialises one creator's saves so the draft limit holds under concurrency.
      await trx
        .selectFrom('creator')
        .select('id')
        .where('id', '=', creatorId)
        .forUpdate()
        .executeTakeFirstOrThrow();
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
      return inserted.content_id;
    });
    return { content_id: contentId };
  });

  handle(app, 'listDrafts', async ({ services, creatorId, query, c }) => {
    const host = imageHost(c);
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
  });
}

/** Article drafts a creator may keep (16016 past it). */
export const DRAFT_LIMIT = 100;
