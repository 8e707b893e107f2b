import { ContentStatus, ShowType } from '@creator/domain/content';
import { DEFAULT_CLAIM_MAX, DEFAULT_POST_BODY_MAX_LENGTH } from '@creator/domain/limits';
import { SECTION_ACCESS } from '@creator/forms/rules/access';
import type { Kysely } from 'kysely';
import { nicknameKey } from '../lib/nickname-key';
import { hashPassword, type PasswordCost } from '../security/passwords';
import type { FileStore } from '../upload/file-store';
import { seedCatalog } from './demo/catalog';
import { seedContent } from './demo/content';
import { ensureSeedImages, SEED_IMAGES } from './demo/images';
import { seedNotices } from './demo/notices';
import { seedPolishTasks } from './demo/polish-tasks';
import { DAY } from './demo/random';
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
  /** Polish tasks allowed, nothing seeded: the end-to-end tests claim with it a task the demo
   * creator then cannot have (17002). */
  rival: 'rival@creator.test',
} as const;

/** The codes the contract names (one: list_polish_task); every other section needs the code "", always allowed. */
const BASE_RESOURCES: ResourceEntry[] = [];
const POLISH_RESOURCE: ResourceEntry = { code: SECTION_ACCESS.aigc, visible: true };

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
  {
    email: DEMO_ACCOUNTS.demo,
    screen_name: 'Demo Creator',
    country: 'ID',
    country_code: '62',
    uregion: 'id',
    can_login: true,
    can_post: true,
    resources: [...BASE_RESOURCES, POLISH_RESOURCE],
  },
  {
    email: DEMO_ACCOUNTS.noPolish,
    screen_name: 'Plain Writer',
    country: 'US',
    country_code: '1',
    uregion: 'us',
    can_login: true,
    can_post: true,
    resources: BASE_RESOURCES,
  },
  {
    email: DEMO_ACCOUNTS.noPosting,
    screen_name: 'Quiet Reader',
    country: 'EG',
    country_code: '20',
    uregion: 'eg',
    can_login: true,
    can_post: false,
    resources: [...BASE_RESOURCES, POLISH_RESOURCE],
  },
  {
    email: DEMO_ACCOUNTS.forbidden,
    screen_name: 'Blocked Account',
    country: 'ID',
    country_code: '62',
    uregion: 'id',
    can_login: false,
    can_post: true,
    resources: BASE_RESOURCES,
  },
  {
    email: DEMO_ACCOUNTS.author,
    screen_name: 'Article Author',
    country: 'US',
    country_code: '1',
    uregion: 'us',
    can_login: true,
    can_post: true,
    resources: BASE_RESOURCES,
  },
  {
    email: DEMO_ACCOUNTS.rival,
    screen_name: 'Rival Polisher',
    country: 'US',
    country_code: '1',
    uregion: 'us',
    can_login: true,
    can_post: true,
    resources: [...BASE_RESOURCES, POLISH_RESOURCE],
  },
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
    .values({
      project_key: 'community_config',
      platform: 'web',
      value: JSON.stringify({ web_api: DEMO_WEB_API_CONFIG }),
    })
    .onConflict((oc) => oc.columns(['project_key', 'platform']).doNothing())
    .execute();
}

/** The demo accounts found in the database (their password is published): a production start refuses them. */
export async function demoAccountsPresent(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('creator')
    .select('email')
    .where('email', 'in', Object.values(DEMO_ACCOUNTS))
    .execute();
  return rows.map((row) => row.email);
}

/** Fills an empty database with the demo world (asked for by `--demo`); a second run changes nothing. */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  await seedConfig(db);
  if (options.files) await ensureSeedImages(db, options.files, now);
  const existing = await db
    .selectFrom('creator')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.demo)
    .executeTakeFirst();
  if (existing) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const creator of CREATORS) {
      const row = await trx
        .insertInto('creator')
        .values({
          ...creator,
          screen_name_key: nicknameKey(creator.screen_name),
          resources: JSON.stringify(creator.resources),
          password_hash: passwordHash,
          avatar: '',
          created_at: now - 400 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [demoId, writerId] = ids as [number, number];
    for (const image of SEED_IMAGES) {
      await trx
        .insertInto('stored_file')
        .values({ key: image.key, content_type: 'image/png', size: 0, created_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    await seedCatalog(trx);
    const demoContent = await seedContent(trx, demoId, 300, now, 1);
    await seedContent(trx, writerId, 20, now, 2);
    // Article notices point at the creator's own articles that still exist, so their links open a preview.
    const articles = demoContent
      .filter((row) => row.show_type === ShowType.article && row.status !== ContentStatus.deleted)
      .map((row) => row.content_id);
    await seedNotices(trx, demoId, 150, now, articles);
    await seedPolishTasks(trx, demoId, 40, now);
  });
}
