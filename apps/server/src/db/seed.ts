import { TAG_TYPE } from '@creator/api/schemas/tags';
import { SECTION_ACCESS } from '@creator/forms/rules/access';
import { CLAIM_LIFETIME_MS } from '@creator/forms/rules/claim';
import { ContentSource, ContentStatus, MACHINE_SOURCES, ShowType } from '@creator/domain/content';
import { DEFAULT_CLAIM_MAX, DEFAULT_POST_BODY_MAX_LENGTH } from '@creator/domain/limits';
import { NoticeType, ReadStatus } from '@creator/domain/notice';
import { TaskStatus } from '@creator/domain/task';
import { sql, type Kysely } from 'kysely';
import { TAG_STATUS_LIVE } from '../catalog';
import { nicknameKey } from '../lib/nickname-key';
import { hashPassword, type PasswordCost } from '../security/passwords';
import type { FileStore } from '../upload/file-store';
import { bandedPng } from './png';
import type { Database, ResourceEntry } from './schema';

/** The demo configuration; written once, left alone when it already exists. */
export const DEMO_WEB_API_CONFIG = {
  mp_supported_show_types: [ShowType.article, ShowType.shortPost],
  short_image_text_body_max_length: DEFAULT_POST_BODY_MAX_LENGTH,
  allow_semantic_tag_countries: ['ID', 'EG'],
  polish_claim_max_length: DEFAULT_CLAIM_MAX,
  privacy_agreement_url: '/static/agreements/privacy.html',
  service_agreement_url: '/static/agreements/service.html',
  cookie_agreement_url: '/static/agreements/cookie.html',
};

export const DEMO_PASSWORD = 'Creator#2026';

/** Every seeded creator signs in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  /** Everything allowed; owns the seeded content, notices and tasks. */
  demo: 'demo@creator.test',
  /** Without the `list_polish_task` access (no /aigc). */
  noPolish: 'writer@creator.test',
  /** Without posting permission: publish and drafts answer 16001. */
  noPosting: 'reader@creator.test',
  /** Login forbidden: sign-in answers 14002. */
  forbidden: 'blocked@creator.test',
  /** Everything allowed, nothing seeded: the end-to-end tests publish articles with it (each one going live
   * sends its author a notice, which the other accounts' notice tests must not see). */
  author: 'author@creator.test',
  /** Machine-generated tasks allowed, nothing seeded: the end-to-end tests claim with it a task the demo
   * creator then cannot have (17002). */
  rival: 'rival@creator.test',
} as const;

/** The codes the contract names (one: list_polish_task); every other section needs the code "", always allowed. */
const BASE_RESOURCES: ResourceEntry[] = [];
const POLISH_RESOURCE: ResourceEntry = { code: SECTION_ACCESS.aigc, visible: true };

/** A small deterministic generator (mulberry32), so every fresh database holds the same demo data. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const DAY = 24 * 3600_000;

interface SeedImage {
  key: string;
  width: number;
  height: number;
  colors: [[number, number, number], [number, number, number]];
}

/** Demo images (real PNGs), named `<id>_<width>_<height>.png` like uploads, so cover rules can read their size. */
export const SEED_IMAGES: SeedImage[] = [
  { key: 'seed/sunrise_1280_720.png', width: 1280, height: 720, colors: [[250, 204, 21], [249, 115, 22]] },
  { key: 'seed/ocean_960_540.png', width: 960, height: 540, colors: [[14, 165, 233], [30, 64, 175]] },
  { key: 'seed/forest_720_960.png', width: 720, height: 960, colors: [[34, 197, 94], [21, 128, 61]] },
  { key: 'seed/plum_800_800.png', width: 800, height: 800, colors: [[168, 85, 247], [88, 28, 135]] },
  { key: 'seed/stone_640_360.png', width: 640, height: 360, colors: [[161, 161, 170], [63, 63, 70]] },
  { key: 'seed/coral_600_800.png', width: 600, height: 800, colors: [[251, 113, 133], [190, 18, 60]] },
  { key: 'seed/mint_1080_1080.png', width: 1080, height: 1080, colors: [[110, 231, 183], [4, 120, 87]] },
  { key: 'seed/sand_320_320.png', width: 320, height: 320, colors: [[253, 230, 138], [180, 83, 9]] },
];

const seedUrl = (image: SeedImage) => `/storage/${image.key}`;

/** Writes the demo images that are missing (the upload folder may have been emptied while the database stayed). */
export async function ensureSeedImages(db: Kysely<Database>, files: FileStore, now: number): Promise<void> {
  for (const image of SEED_IMAGES) {
    if (await files.read(image.key)) continue;
    const bytes = bandedPng(image.width, image.height, image.colors[0], image.colors[1]);
    await files.write(image.key, bytes);
    await db
      .insertInto('stored_file')
      .values({ key: image.key, content_type: 'image/png', size: bytes.length, created_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ size: bytes.length }))
      .execute();
  }
}

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

const TAGS = [
  { tag_id: 1, names: { 'en-US': 'News', 'zh-Hans-CN': '新闻', 'id-ID': 'Berita', 'ar-EG': 'أخبار' } },
  { tag_id: 101, parent: 1, names: { 'en-US': 'Politics', 'zh-Hans-CN': '政治', 'id-ID': 'Politik', 'ar-EG': 'سياسة' } },
  { tag_id: 102, parent: 1, names: { 'en-US': 'Economy', 'zh-Hans-CN': '经济', 'id-ID': 'Ekonomi', 'ar-EG': 'اقتصاد' } },
  { tag_id: 2, names: { 'en-US': 'Sports', 'zh-Hans-CN': '体育', 'id-ID': 'Olahraga', 'ar-EG': 'رياضة' } },
  { tag_id: 201, parent: 2, names: { 'en-US': 'Football', 'zh-Hans-CN': '足球', 'id-ID': 'Sepak bola', 'ar-EG': 'كرة القدم' } },
  { tag_id: 202, parent: 2, names: { 'en-US': 'Badminton', 'zh-Hans-CN': '羽毛球', 'id-ID': 'Bulu tangkis', 'ar-EG': 'الريشة الطائرة' } },
  { tag_id: 3, names: { 'en-US': 'Entertainment', 'zh-Hans-CN': '娱乐', 'id-ID': 'Hiburan', 'ar-EG': 'ترفيه' } },
  { tag_id: 4, names: { 'en-US': 'Lifestyle', 'zh-Hans-CN': '生活', 'id-ID': 'Gaya hidup', 'ar-EG': 'أسلوب حياة' } },
  { tag_id: 401, parent: 4, names: { 'en-US': 'Food', 'zh-Hans-CN': '美食', 'id-ID': 'Kuliner', 'ar-EG': 'طعام' } },
  { tag_id: 402, parent: 4, names: { 'en-US': 'Travel', 'zh-Hans-CN': '旅行', 'id-ID': 'Jalan-jalan', 'ar-EG': 'سفر' } },
  { tag_id: 5, names: { 'en-US': 'Technology', 'zh-Hans-CN': '科技', 'id-ID': 'Teknologi', 'ar-EG': 'تكنولوجيا' } },
];

const HASHTAGS = [
  ['travel', 982_000],
  ['travelgram', 120_400],
  ['traveltips', 44_210],
  ['jakarta', 310_000],
  ['kuliner', 1_250_000],
  ['resep', 640_000],
  ['food', 2_300_000],
  ['foodie', 870_000],
  ['habits', 12_800],
  ['life', 3_100_000],
  ['badminton', 75_300],
  ['football', 5_400_000],
  ['旅行', 450_000],
  ['美食', 2_100_000],
  ['杭州', 98_000],
  ['سفر', 230_000],
  ['طبخ', 180_000],
  ['tech', 56_000],
  ['technology', 1_900],
  ['photography', 999_950],
] as const;

interface CreatorSeed {
  email: string;
  screen_name: string;
  country: string;
  country_code: string;
  uregion: string;
  can_login: boolean;
  can_post: boolean;
  resources: ResourceEntry[];
}

const CREATORS: CreatorSeed[] = [
  { email: DEMO_ACCOUNTS.demo, screen_name: 'Demo Creator', country: 'ID', country_code: '62', uregion: 'id', can_login: true, can_post: true, resources: [...BASE_RESOURCES, POLISH_RESOURCE] },
  { email: DEMO_ACCOUNTS.noPolish, screen_name: 'Plain Writer', country: 'US', country_code: '1', uregion: 'us', can_login: true, can_post: true, resources: BASE_RESOURCES },
  { email: DEMO_ACCOUNTS.noPosting, screen_name: 'Quiet Reader', country: 'EG', country_code: '20', uregion: 'eg', can_login: true, can_post: false, resources: [...BASE_RESOURCES, POLISH_RESOURCE] },
  { email: DEMO_ACCOUNTS.forbidden, screen_name: 'Blocked Account', country: 'ID', country_code: '62', uregion: 'id', can_login: false, can_post: true, resources: BASE_RESOURCES },
  { email: DEMO_ACCOUNTS.author, screen_name: 'Article Author', country: 'US', country_code: '1', uregion: 'us', can_login: true, can_post: true, resources: BASE_RESOURCES },
  { email: DEMO_ACCOUNTS.rival, screen_name: 'Rival Polisher', country: 'US', country_code: '1', uregion: 'us', can_login: true, can_post: true, resources: [...BASE_RESOURCES, POLISH_RESOURCE] },
];

/** The statuses of the seeded content, weighted towards published like a real account. */
const { published, draft, pendingReview, inReview, reviewFailed, offline, deleted, scheduled } = ContentStatus;
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

export interface SeedOptions {
  /** Where demo images go; without it only the database rows are written. */
  files?: FileStore;
  /** The clock's now (ms); seeded times are relative to it. */
  now?: number;
  /** The scrypt cost of the demo accounts' hash: the server's `passwordCost` (PASSWORD_COST unless a test lowers it). */
  passwordCost?: PasswordCost;
}

/** The portal's configuration, written once and left alone when it exists: every start needs one. */
export async function seedConfig(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('config_entry')
    .values({ project_key: 'community_config', platform: 'web', value: JSON.stringify({ web_api: DEMO_WEB_API_CONFIG }) })
    .onConflict((oc) => oc.columns(['project_key', 'platform']).doNothing())
    .execute();
}

/** The demo accounts found in the database (their password is published): a production start refuses them. */
export async function demoAccountsPresent(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('creator').select('email').where('email', 'in', Object.values(DEMO_ACCOUNTS)).execute();
  return rows.map((row) => row.email);
}

/** Fills an empty database with the demo world (asked for by `--demo`); a second run changes nothing. */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  await seedConfig(db);
  if (options.files) await ensureSeedImages(db, options.files, now);
  const existing = await db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirst();
  if (existing) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const creator of CREATORS) {
      const row = await trx
        .insertInto('creator')
        .values({ ...creator, screen_name_key: nicknameKey(creator.screen_name), resources: JSON.stringify(creator.resources), password_hash: passwordHash, avatar: '', created_at: now - 400 * DAY })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [demoId, writerId] = ids as [number, number];
    for (const image of SEED_IMAGES) {
      await trx.insertInto('stored_file').values({ key: image.key, content_type: 'image/png', size: 0, created_at: now }).onConflict((oc) => oc.column('key').doNothing()).execute();
    }
    await trx
      .insertInto('tag')
      .values(TAGS.map((tag, index) => ({ tag_id: tag.tag_id, tag_type: tag.parent ? TAG_TYPE.subcategory : TAG_TYPE.category, parent_tag_id: tag.parent ?? 0, names: JSON.stringify(tag.names), status: TAG_STATUS_LIVE, sort: index })))
      .execute();
    await trx
      .insertInto('hashtag')
      .values(HASHTAGS.map(([name, pv]) => ({ name, total_pv: pv, curated: true })))
      .execute();
    const demoContent = await seedContent(trx, demoId, 300, now, 1);
    await seedContent(trx, writerId, 20, now, 2);
    // Article notices point at the creator's own articles that still exist, so their links open a preview.
    const articles = demoContent.filter((row) => row.show_type === ShowType.article && row.status !== deleted).map((row) => row.content_id);
    await seedNotices(trx, demoId, 150, now, articles);
    await seedPolishTasks(trx, demoId, 40, now);
  });
}

function contentRow(random: ReturnType<typeof seededRandom>, creatorId: number, now: number, index: number) {
  const status = random.pick(STATUS_MIX);
  const showType = index % 10 === 9 ? ShowType.video : random.pick([ShowType.article, ShowType.shortPost, ShowType.shortPost]);
  const source = random.pick(SOURCE_MIX);
  const images =
    showType === ShowType.video || random.next() < 0.08 ? [] : Array.from({ length: random.int(1, showType === ShowType.shortPost ? 6 : 3) }, () => seedUrl(random.pick(SEED_IMAGES)));
  const publishAt = status === scheduled ? now + random.int(2, 14 * 24) * 3600_000 : status === draft ? 0 : now - random.int(0, 90 * 24) * 3600_000 - random.int(0, 3600_000);
  const title = showType === ShowType.shortPost && random.next() < 0.3 ? '' : random.pick(TITLES);
  const body = random.pick(BODIES);
  const content = showType === ShowType.article ? `<h2>${title || 'Untitled'}</h2><p>${body}</p>${images.map((url) => `<p><img src="${url}"></p>`).join('')}` : body;
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
    tag_ids: JSON.stringify(showType === ShowType.shortPost ? random.pick([[1, 101], [2, 202], [3], [4, 402], [5]]) : []),
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

async function seedContent(db: Kysely<Database>, creatorId: number, count: number, now: number, seedValue: number) {
  const random = seededRandom(seedValue);
  const rows = Array.from({ length: count }, (_, index) => contentRow(random, creatorId, now, index));
  const inserted: { content_id: number; show_type: number; status: number }[] = [];
  for (let start = 0; start < rows.length; start += 100) {
    inserted.push(...(await db.insertInto('content').values(rows.slice(start, start + 100)).returning(['content_id', 'show_type', 'status']).execute()));
  }
  return inserted;
}

const NOTICE_TEXTS: Record<NoticeType, string[]> = {
  [NoticeType.manual]: [
    '<p>Welcome to the <b>creator portal</b>! Read the <a href="https://example.com/guide">creator guide</a>.</p>',
    '<p>Scheduled maintenance on Sunday 02:00–04:00.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    '<p onclick="steal()">New monthly rewards are live.</p><a href="javascript:alert(1)">Claim</a><iframe src="https://evil.example"></iframe>',
    '<ul><li>Faster uploads</li><li>Arabic support</li></ul><style>body{display:none}</style>',
  ],
  [NoticeType.avatarReviewFailed]: ['Your new avatar did not pass review: it shows a QR code.'],
  [NoticeType.nicknameReviewFailed]: ['Your new nickname did not pass review: it looks like an advertisement.'],
  [NoticeType.postingBanned]: ['You cannot post until 2026/12/01 because of repeated copyright complaints.'],
  [NoticeType.articleReviewFailed]: ['Your article {{Morning market in Jakarta}} did not pass the outsourcing review.', 'المقال {{رحلة قصيرة إلى الإسكندرية}} لم يجتز المراجعة. <b>التفاصيل</b> في الرسالة.'],
  [NoticeType.articleOffline]: ['Your article {{Why the night train is still the best way to travel}} was taken offline by operations.', 'Article {{<img src=x onerror=alert(1)>}} removed <script>alert(2)</script>'],
  [NoticeType.articleLive]: ['Your article {{Ten small habits that changed my week}} is now live.', '你的文章{{雨后的西湖，比想象中更安静}}已发布。'],
};

/** The newest notices are unread, more than the badge's cap, so a fresh demo shows "99+"; older ones mostly read. */
const UNREAD_NEWEST = 130;

async function seedNotices(db: Kysely<Database>, creatorId: number, count: number, now: number, articleIds: readonly number[]): Promise<void> {
  const random = seededRandom(3);
  const types = Object.values(NoticeType);
  const rows = Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length]!;
    const texts = NOTICE_TEXTS[type];
    const withImages = type === NoticeType.manual && random.next() < 0.5;
    return {
      creator_id: creatorId,
      type,
      status: index < UNREAD_NEWEST ? ReadStatus.unread : random.pick([ReadStatus.unread, ReadStatus.read, ReadStatus.read, ReadStatus.read]),
      // Each type's texts in turn, so the newest page holds every variant (the unsafe ones included).
      content: texts[Math.floor(index / types.length) % texts.length]!,
      image_urls: JSON.stringify(withImages ? Array.from({ length: random.int(1, 4) }, () => seedUrl(random.pick(SEED_IMAGES))) : []),
      target_id: type >= NoticeType.articleReviewFailed ? random.pick(articleIds) : null,
      created_at: now - index * 5 * 3600_000 - random.int(0, 3600_000),
    };
  });
  await db.insertInto('notice').values(rows).execute();
}

const TASK_BODIES = [
  'Five quiet beaches near Bali that most visitors never find. #travel #bali',
  '雨季来临前，这些防潮小技巧一定要知道。#生活',
  'نصائح سريعة لتحضير القهوة العربية في البيت. #قهوة',
  'How to keep basil alive on a windowsill, in four steps. #garden',
  'Jadwal kereta malam terbaru untuk libur akhir tahun. #travel',
];

async function seedPolishTasks(db: Kysely<Database>, demoId: number, count: number, now: number): Promise<void> {
  const random = seededRandom(4);
  for (let index = 0; index < count; index += 1) {
    const status = index < 2 ? TaskStatus.claimed : index < 5 ? TaskStatus.completed : TaskStatus.pending;
    const body = random.pick(TASK_BODIES);
    const images = Array.from({ length: random.int(1, 5) }, () => seedUrl(random.pick(SEED_IMAGES)));
    const createdAt = now - random.int(1, 30 * 24) * 3600_000;
    // The demo's claims are recent enough to hold (CLAIM_LIFETIME_MS) when the server starts.
    const claimedAt =
      status === TaskStatus.pending
        ? null
        : status === TaskStatus.claimed
          ? Math.max(createdAt, now - CLAIM_LIFETIME_MS / 2 - index * 3600_000) + 60_000
          : createdAt + 3600_000;
    const source = random.pick(MACHINE_SOURCES);
    let contentId: number | null = null;
    const title = `${random.pick(['Draft', 'Story', 'Guide', 'Note'])} #${index + 1}: ${body.slice(0, 40)}`;
    if (status === TaskStatus.completed) {
      const row = await db
        .insertInto('content')
        .values({
          ...contentRow(random, demoId, now, index),
          show_type: ShowType.shortPost,
          status: ContentStatus.published,
          source,
          title,
          content: body,
          brief: body,
          images: JSON.stringify(images),
          cover_images: JSON.stringify(images.slice(0, 1)),
          contains_images: true,
          publish_at: (claimedAt ?? now) + 3600_000,
          review_due_at: null,
        })
        .returning('content_id')
        .executeTakeFirstOrThrow();
      contentId = row.content_id;
    }
    await db
      .insertInto('polish_task')
      .values({
        title,
        body,
        cover_images: JSON.stringify(images),
        show_type: ShowType.shortPost,
        source,
        status,
        claimed_by: status === TaskStatus.pending ? null : demoId,
        claimed_at: claimedAt,
        completed_at: status === TaskStatus.completed ? (claimedAt ?? now) + 3600_000 : null,
        content_id: contentId,
        created_at: createdAt,
      })
      .execute();
  }
}

/** Bench support: `count` more rows for one creator in a mix of statuses (scheduled ones in the future), generated inside the database. */
export async function seedBulkContent(db: Kysely<Database>, creatorId: number, count: number, now: number): Promise<void> {
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
    select creator_id, show_type, status, source, contains_images, count(*) from content where creator_id = ${creatorId} group by 1, 2, 3, 4, 5`.execute(db);
}
