import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { SEED_IMAGES, seedUrl } from './images';
import { DAY, seededRandom, type SeededRandom } from './random';

const TITLES = [
  'Morning market in Jakarta',
  '雨后的西湖，比想象中更安静',
  'رحلة قصيرة إلى الإسكندرية',
  'Ten small habits that changed my week',
  'Resep sambal matah yang segar',
  'Why the night train is still the best way to travel',
  '周末在家做了一锅红烧肉',
  'أفضل خمسة كتب قرأتها هذا العام',
  'A very long title that keeps going to see how the list truncates it when there is not enough room for all of it',
  'Badminton final: what a comeback',
];

const BODIES = [
  'Walked through the stalls before sunrise; the smell of coffee and rain. #travel #jakarta',
  '今天天气很好，我们去湖边走了一圈，拍了很多照片。#旅行 #杭州',
  'كانت الرحلة ممتعة جدا، والبحر كان هادئا طوال اليوم. #سفر',
  'Small habits add up: water first, phone later, a walk after lunch. #habits #life',
  'Cabai, bawang merah, serai dan jeruk limau: itu saja. #kuliner #resep',
  'The night train is slow on purpose, and that is the point of it. #travel',
];

const REASONS = ['Images do not match the text', 'Contains contact details', 'Copyright complaint', ''];

/** The statuses of the seeded content, weighted towards published like a real account. */
const { published, draft, pendingReview, inReview, reviewFailed, offline, deleted, scheduled } =
  ContentStatus;
const STATUS_MIX: ContentStatus[] = [
  ...Array<ContentStatus>(8).fill(published),
  draft,
  pendingReview,
  inReview,
  reviewFailed,
  reviewFailed,
  offline,
  offline,
  deleted,
  scheduled,
  scheduled,
];

/** Mostly the creator's own, then every other source once. */
const SOURCE_MIX: ContentSource[] = [
  ...Array<ContentSource>(4).fill(ContentSource.creator),
  ContentSource.cmsImport,
  ContentSource.clientApp,
  ContentSource.cmsShadow,
  ContentSource.cmsOfficial,
  ContentSource.cmsExternal,
  ContentSource.aiTranslation,
  ContentSource.aiGeneration,
];

/** One seeded item of `creatorId`, drawn from `random`. */
export function contentRow(random: SeededRandom, creatorId: number, now: number, index: number) {
  const status = random.pick(STATUS_MIX);
  const showType =
    index % 10 === 9
      ? ShowType.video
      : random.pick([ShowType.article, ShowType.shortPost, ShowType.shortPost]);
  const source = random.pick(SOURCE_MIX);
  const images =
    showType === ShowType.video || random.next() < 0.08
      ? []
      : Array.from({ length: random.int(1, showType === ShowType.shortPost ? 6 : 3) }, () =>
          seedUrl(random.pick(SEED_IMAGES)),
        );
  const publishAt =
    status === scheduled
      ? now + random.int(2, 14 * 24) * 3600_000
      : status === draft
        ? 0
        : now - random.int(0, 90 * 24) * 3600_000 - random.int(0, 3600_000);
  const title = showType === ShowType.shortPost && random.next() < 0.3 ? '' : random.pick(TITLES);
  const body = random.pick(BODIES);
  const content =
    showType === ShowType.article
      ? `<h2>${title || 'Untitled'}</h2><p>${body}</p>${images.map((url) => `<p><img src="${url}"></p>`).join('')}`
      : body;
  const exposure = random.next() < 0.1 ? random.int(1_000_000, 3_000_000_000) : random.int(0, 250_000);
  return {
    creator_id: creatorId,
    show_type: showType,
    status,
    source,
    title,
    brief: body.slice(0, 120),
    content,
    images: JSON.stringify(images),
    cover_images: JSON.stringify(images.slice(0, showType === ShowType.article ? 3 : 1)),
    hashtag: JSON.stringify(body.match(/#[^\s#]+/gu)?.map((tag) => tag.slice(1)) ?? []),
    tag_ids: JSON.stringify(
      showType === ShowType.shortPost ? random.pick([[1, 101], [2, 202], [3], [4, 402], [5]]) : [],
    ),
    contains_images: images.length > 0,
    publish_at: publishAt,
    created_at: Math.min(publishAt || now, now) - DAY,
    updated_at: Math.min(publishAt || now, now) - random.int(0, 3600_000),
    // Seeded reviews stay in review for the demo; new publishes use REVIEW_DELAY_MS.
    review_due_at: status === pendingReview || status === inReview ? now + 365 * DAY : null,
    reason: status === reviewFailed || status === offline ? random.pick(REASONS) : '',
    expose_count: exposure,
    click_count: Math.floor(exposure * random.next() * 0.2),
    like_count: random.int(0, 9_999),
    unlike_count: random.int(0, 999),
    modify_count: random.pick([0, 0, 0, 1, 2, 3]),
    spent_time: random.int(10_000, 900_000),
    polish_task_id: null,
  };
}

/** `count` items of `creatorId`, the same ones for the same `seedValue`. */
export async function seedContent(
  db: Kysely<Database>,
  creatorId: number,
  count: number,
  now: number,
  seedValue: number,
) {
  const random = seededRandom(seedValue);
  const rows = Array.from({ length: count }, (_, index) => contentRow(random, creatorId, now, index));
  const inserted: { content_id: number; show_type: number; status: number }[] = [];
  for (let start = 0; start < rows.length; start += 100) {
    inserted.push(
      ...(await db
        .insertInto('content')
        .values(rows.slice(start, start + 100))
        .returning(['content_id', 'show_type', 'status'])
        .execute()),
    );
  }
  return inserted;
}

/** Bench support: `count` more rows for one creator in a mix of statuses (scheduled ones in the future), generated inside the database. */
export async function seedBulkContent(
  db: Kysely<Database>,
  creatorId: number,
  count: number,
  now: number,
): Promise<void> {
  // One recount afterwards instead of the tally trigger firing for every generated row.
  await sql`alter table content disable trigger content_tally`.execute(db);
  await sql`
    insert into content (creator_id, show_type, status, source, title, brief, content, images, cover_images, hashtag, tag_ids,
      contains_images, publish_at, created_at, updated_at, expose_count, click_count, like_count, unlike_count)
    select ${creatorId}, 1 + (n % 2), (array[1,1,1,3,4,5,10,12])[1 + n % 8], 1 + (n % 8),
      'Bulk item ' || n, 'Generated for the benchmark, row ' || n, 'Generated for the benchmark, row ' || n,
      ${JSON.stringify([seedUrl(SEED_IMAGES[0]!)])}::jsonb, ${JSON.stringify([seedUrl(SEED_IMAGES[0]!)])}::jsonb, '[]'::jsonb, '[]'::jsonb,
      true, case when n % 8 = 7 then ${now}::bigint + 86400000 else ${now}::bigint - n * 60000 end,
      ${now}::bigint - n * 60000, ${now}::bigint - n * 60000, n * 7, n * 3, n % 1000, n % 100
    from generate_series(1::bigint, ${count}::bigint) as n
  `.execute(db);
  await sql`alter table content enable trigger content_tally`.execute(db);
  await sql`delete from content_tally where creator_id = ${creatorId}`.execute(db);
  await sql`insert into content_tally
    select creator_id, show_type, status, source, contains_images, count(*) from content where creator_id = ${creatorId} group by 1, 2, 3, 4, 5`.execute(
    db,
  );
}
