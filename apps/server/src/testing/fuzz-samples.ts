import { encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import type { RouteName } from '@creator/api/schemas/routes';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import type { FuzzTarget, ValidSample } from './fuzz';

export interface SampleContext {
  db: Kysely<Database>;
  base: string;
  encrypt(password: string): Promise<string>;
  /** Signing answer of GET /mp-api/v3/api/upload_token, for the storage target. */
  signing: {
    signature: { policy: string; signature: string };
    dir: string;
    SecurityToken: string;
    AccessKeyId: string;
  };
}

/** A valid request for every call of the contract, built from the seeded data, for mutation by the fuzz harness. */
export async function validSamples(context: SampleContext): Promise<Record<RouteName, ValidSample>> {
  const { db, base } = context;
  const demo = await db
    .selectFrom('creator')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.demo)
    .executeTakeFirstOrThrow();
  const published = await db
    .selectFrom('content')
    .select('content_id')
    .where('creator_id', '=', demo.id)
    .where('status', '=', ContentStatus.published)
    .orderBy('content_id')
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('polish_task')
    .select('id')
    .where('status', '=', PolishTaskStatus.pending)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const claimed = await db
    .selectFrom('polish_task')
    .select('id')
    .where('status', '=', PolishTaskStatus.claimed)
    .where('claimed_by', '=', demo.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const image = `${base}/storage/seed/sunrise_1280_720.png`;
  const password = await context.encrypt(DEMO_PASSWORD);
  const post = {
    show_type: ShowType.shortPost,
    title: 'Fuzzed post',
    content: 'Ten or more characters here #fuzz',
    images: [image],
    cover_images: [image],
    tag_ids: [3],
    hashtag: ['fuzz'],
    publish_date: 0,
    spent_time: 1000,
  };
  const email = DEMO_ACCOUNTS.demo;
  return {
    fetchCaptcha: {},
    verifyCaptcha: {
      body: { email, token: encodeCaptchaAnswer({ token: 'unknown-captcha', code: 'abcd' }) },
    },
    login: { body: { account: email, password, ticket: 'unknown-ticket' } },
    loginViaAccount: { body: { account: email, password, ticket: 'unknown-ticket' } },
    logout: { body: {} },
    sendEmailCode: { query: { email, ticket: 'unknown-ticket' } },
    checkEmailCode: { body: { email, token: '123456' } },
    resetPassword: { body: { email, password, ticket: 'unknown-ticket' } },
    changePassword: { body: { old_password: password, new_password: password } },
    getAccount: {},
    getUserResources: {},
    updateNickname: { body: { nickname: 'Fuzzed Name' } },
    // Refused as is (not an avatar this account uploaded): its mutations probe the URL checks.
    updateAvatar: { body: { url: image } },
    getConfigBatch: { query: { platform: 'web', project_keys: 'community_config' } },
    getHome: {},
    listNotices: { query: { page: '1' } },
    getUnreadCount: {},
    markNoticesRead: { body: { ids: [1, 2] } },
    listContent: {
      query: {
        status: '3,4',
        show_types: '1,2',
        page: '1',
        page_size: '10',
        keyword: 'a',
        publish_date_start: '0',
        publish_date_end: '2000000000',
        content_sources: '7,8',
        contains_images: '1',
      },
    },
    getContentDetail: { query: { content_id: String(published.content_id) } },
    deleteContent: { query: { content_id: String(published.content_id) } },
    publishContent: { body: post },
    publishPolishedTask: { body: { ...post, polish_task_id: claimed.id } },
    saveDraft: {
      body: { title: 'Fuzzed draft', content: '<p>text</p>', cover_images: [], images: [], hashtag: [] },
    },
    listDrafts: { query: { page: '1', page_size: '10' } },
    listPolishTasks: {
      query: { status: PolishTaskStatus.pending, page: '1', page_size: '20', keyword: 'a' },
    },
    getPolishTask: { params: { id: String(pending.id) } },
    claimPolishTasks: { body: { ids: [pending.id] } },
    giveUpPolishTasks: { body: { ids: [claimed.id] } },
    getTags: { query: { tag_tree: '1', status: '1' } },
    searchHashtags: { query: { name: 'tra' } },
    getUploadToken: { query: { names: 'a_64_48.png', upload_type: 'image' } },
    getOssSts: {
      query: {
        names: 'a.png',
        uploadType: 'image',
        scene: 'avatar',
        extension: 'png',
        signature: 'ab'.repeat(32),
      },
    },
    copyImages: { body: { images: [image] } },
  };
}

/** The storage endpoint, fuzzed with multipart forms. */
export function storageTarget(context: SampleContext): FuzzTarget {
  const { signing } = context;
  return {
    name: 'storage',
    method: 'POST',
    path: '/storage',
    session: false,
    valid: {
      body: {
        key: `${signing.dir}fuzz_8_8.png`,
        policy: signing.signature.policy,
        OSSAccessKeyId: signing.AccessKeyId,
        signature: signing.signature.signature,
        'x-oss-security-token': signing.SecurityToken,
        success_action_status: '200',
      },
    },
    multipart: { file: bandedPng(8, 8, [0, 0, 0], [255, 255, 255]) },
  };
}
