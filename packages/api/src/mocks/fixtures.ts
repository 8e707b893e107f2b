import { AuditStatus } from '@creator/domain/account';
import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import type { Locale } from '@creator/domain/locales';
import { NoticeType, ReadStatus } from '@creator/domain/notice';
import { TaskStatus } from '@creator/domain/task';
import { AVATAR_MAX_BYTES } from '@creator/forms/rules/account';
import { UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import type { Account, UserResourceAnswer } from '../schemas/account';
import {
  encodeCaptchaChallenge,
  type CaptchaChallenge,
  type CaptchaFetchAnswer,
  type CaptchaVerifyAnswer,
  type EmailCodeCheckAnswer,
  type LoginAnswer,
} from '../schemas/auth';
import { encodeBase64Json } from '../schemas/common';
import type { ConfigBatchAnswer, WebApiConfig } from '../schemas/config';
import type { ContentDetail, ContentItem, ContentListAnswer } from '../schemas/content';
import type { PublishAnswer } from '../schemas/publish-calls';
import type { DraftItem, DraftListAnswer, DraftSaveAnswer } from '../schemas/drafts';
import type { HashtagAnswer } from '../schemas/hashtags';
import type { HomeSummary } from '../schemas/home';
import type { Notice, NoticeListAnswer, UnreadCountAnswer } from '../schemas/notices';
import type { PolishTask, PolishTaskListAnswer } from '../schemas/polish-tasks';
import type { TagsAnswer } from '../schemas/tags';
import type { UploadCopyAnswer, UploadSigning } from '../schemas/upload';
import { avatar, captchaPicture, picture } from './images';

/*
 * What the mocks answer: plain data, typed by the answer schemas of the contract, one value per state a
 * screen shows. Nothing here changes at run time and no handler computes an answer from a request; a story
 * or a test picks another value (or another helper of handlers.ts) for another state. Images are data: URLs,
 * so nothing reaches the network; long Arabic and Chinese variants stress layouts and right to left.
 */

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Unix seconds of the fixtures' "now": the fixed clock of the visual tests (2026-03-14 09:26:53 UTC). */
export const FIXTURE_NOW = 1_773_480_413;

/** The one demo account: the reference server's seed (apps/server/src/db/seed.ts). */
export const DEMO_EMAIL = 'demo@creator.test';
export const DEMO_PASSWORD = 'Creator#2026';

/** Where the mocks' uploads go and are served from (handlers.ts answers both). */
export const MOCK_IMAGE_HOST = 'https://img.mock.creator.test';
export const MOCK_STORAGE_ENDPOINT = 'https://storage.mock.creator.test';

/** A real RSA-OAEP public key (SPKI), so that the client can encrypt; the mocks never decrypt. */
const PASSWORD_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsxxC0zwz3Ts52bBqkM6M
2pMqxhHZEtYpg1A6fO/bC7PkNEMB9pcBl6wZKlEf80EYAnRSb/yxo8gYpbmikUfn
YdanDIsFaipkBJ+dwmeYoIA/47Eh9FI1R5kTPOVs6MY+tbfV/aWCvuWkJrI9ttoJ
LJ2JficH/2cyKeJIpom8uGkbSHohEdd1Lshe0GAb0D3Yhjx0QIkhfaMgGTmvP1AE
0c1CzOzfoQnAcop9mHdy0b5GKSzzAIuEYsIXgptMSuU0DRiE0Hlr7Yapad3eRwJF
GCW9inJho2ytMjhrUk2pgvUzMjzg/ZaMp+KXkE6vzqoMcErXuaG2mL5g8MR/RbA0
nwIDAQAB
-----END PUBLIC KEY-----`;

const PICTURES = [
  picture({ width: 1280, height: 720, hue: 40, label: 'Sunrise' }),
  picture({ width: 960, height: 540, hue: 200 }),
  picture({ width: 720, height: 960, hue: 130 }),
  picture({ width: 800, height: 800, hue: 280 }),
  picture({ width: 640, height: 360, hue: 0 }),
  picture({ width: 600, height: 800, hue: 340 }),
  picture({ width: 1080, height: 1080, hue: 160 }),
  picture({ width: 320, height: 320, hue: 30 }),
  picture({ width: 1080, height: 1350, hue: 250 }),
] as const;
function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`fixtures: no item at ${index}`);
  return item;
}

const pictures = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => PICTURES[(from + index) % PICTURES.length] ?? PICTURES[0]);

// Sign-in and the forgotten password.

/** The captcha the picture shows; the mocks accept any answer (a test overrides verifyCaptcha to refuse). */
export const CAPTCHA_CODE = 'Kp7d';
const captchaChallenge: CaptchaChallenge = {
  token: 'captcha-demo',
  image: captchaPicture(CAPTCHA_CODE, [
    [4, 30, 116, 12],
    [10, 6, 100, 40],
    [0, 22, 120, 26],
    [30, 44, 90, 0],
    [60, 2, 118, 36],
  ]),
};
const captcha: CaptchaFetchAnswer = { token: encodeCaptchaChallenge(captchaChallenge) };
const captchaTicket: CaptchaVerifyAnswer = { ticket: 'ticket-captcha-demo' };
/** The code "emailed" by the forgotten-password flow (any code passes; it is what a story types). */
export const EMAIL_CODE = '246810';
const emailCodeTicket: EmailCodeCheckAnswer = { ticket: 'ticket-email-demo' };
const login: LoginAnswer = {
  authentication_token: 'mock-session-demo',
  uregion: 'id',
  country: 'ID',
  user_id: 1,
};

/** Long texts for the right-to-left and Chinese variants of the screens. */
const LONG_ARABIC = {
  title: 'رحلة طويلة جدا عبر صعيد مصر: من القاهرة إلى أسوان بالقطار والمركب وكل ما تعلمته في الطريق',
  text: 'كانت الرحلة ممتعة جدا، والبحر كان هادئا طوال اليوم، وتحدثنا مع الصيادين عن المواسم والرياح والأسعار في السوق القديم قرب الميناء. #سفر #مصر',
  name: 'نور الهدى من الإسكندرية',
};
const LONG_CHINESE = {
  title: '一篇标题非常长的文章：从杭州出发，坐夜车穿过半个中国，一路上遇到的人、吃到的东西和学到的事情',
  text: '今天天气很好，我们去湖边走了一圈，拍了很多照片，又在桥边的小店里喝了一杯龙井，听店主讲了很多关于西湖的老故事。#旅行 #杭州',
  name: '一位来自杭州西湖边上的非常非常认真的内容创作者们',
};

// Account and access.

const account: Account = {
  user_id: 1,
  avatar: avatar('DC', 200),
  screen_name: 'Demo Creator',
  email: DEMO_EMAIL,
  country: 'ID',
  country_code: '62',
  screen_name_ext: { audit_status: AuditStatus.passed, modified: true },
  avatar_ext: { audit_status: AuditStatus.unmodified, modified: true },
};
/** A long nickname, a change in review and none left this month, a failed avatar review. */
const accountLongArabic: Account = {
  ...account,
  avatar: avatar('صن', 20),
  screen_name: LONG_ARABIC.name,
  country: 'EG',
  country_code: '20',
  screen_name_ext: { audit_status: AuditStatus.inReview, modified: false },
  avatar_ext: { audit_status: AuditStatus.failed, modified: true },
};
const accountLongChinese: Account = {
  ...account,
  avatar: avatar('创', 320),
  screen_name: LONG_CHINESE.name,
  country: 'CN',
  country_code: '86',
};

const resources: UserResourceAnswer = {
  list: [
    // The one code contract.md names; every other section needs "" and is always open.
    { code: 'list_polish_task', visible: true },
  ],
};

// Configuration.

const webApi: WebApiConfig = {
  mp_supported_show_types: [ShowType.article, ShowType.shortPost],
  short_image_text_body_max_length: 2000,
  allow_semantic_tag_countries: ['ID', 'EG'],
  polish_claim_max_length: 5,
  // The portal's public folder serves these, in the portal and in Storybook alike.
  privacy_agreement_url: '/static/agreements/privacy.html',
  service_agreement_url: '/static/agreements/service.html',
  cookie_agreement_url: '/static/agreements/cookie.html',
  password_public_key: PASSWORD_PUBLIC_KEY,
  image_host: MOCK_IMAGE_HOST,
};
const config: ConfigBatchAnswer = { community_config: { web_api: webApi } };

// Dashboard.

/** Counts that show the K, M and B forms, one at the rounding edge (999 950 → 1M). */
const home: HomeSummary = { content_count: 286, expose_count: 3_210_000_000, click_count: 999_950 };
const homeEmpty: HomeSummary = { content_count: 0, expose_count: 0, click_count: 0 };

// Content.

type ContentRow = Pick<ContentItem, 'content_id' | 'status' | 'show_type' | 'title' | 'brief'> &
  Partial<ContentItem>;

function contentRow(row: ContentRow): ContentItem {
  return {
    cover_images: [],
    images: [],
    publish_date: FIXTURE_NOW - 3 * DAY,
    updated_at: FIXTURE_NOW - 3 * DAY,
    reason: null,
    expose_count: 0,
    click_count: 0,
    like_count: 0,
    unlike_count: 0,
    modify_count: 0,
    remaining_modify_count: 3,
    source: ContentSource.creator,
    ...row,
  };
}

/** One page of content: every status the list shows, both editable kinds, a video and a machine-made post. */
const contentList: ContentItem[] = [
  contentRow({
    content_id: 1001,
    status: ContentStatus.published,
    show_type: ShowType.shortPost,
    title: '雨后的西湖，比想象中更安静',
    brief: '今天天气很好，我们去湖边走了一圈，拍了很多照片。#旅行 #杭州',
    cover_images: pictures(1, 1),
    images: pictures(3, 1),
    publish_date: FIXTURE_NOW - 2 * HOUR,
    updated_at: FIXTURE_NOW - 2 * HOUR,
    expose_count: 12_345,
    click_count: 1_049,
    like_count: 87,
    unlike_count: 2,
    modify_count: 1,
    remaining_modify_count: 2,
  }),
  contentRow({
    content_id: 1002,
    status: ContentStatus.published,
    show_type: ShowType.article,
    title: 'Why the night train is still the best way to travel',
    brief: 'The night train is slow on purpose, and that is the point of it.',
    cover_images: pictures(3, 0),
    images: pictures(4, 0),
    publish_date: FIXTURE_NOW - 5 * DAY,
    updated_at: FIXTURE_NOW - 5 * DAY,
    expose_count: 2_345_678,
    click_count: 999_950,
    like_count: 12_000,
    unlike_count: 31,
    modify_count: 3,
    remaining_modify_count: 0,
  }),
  contentRow({
    content_id: 1003,
    status: ContentStatus.inReview,
    show_type: ShowType.shortPost,
    title: '',
    brief: 'كانت الرحلة ممتعة جدا، والبحر كان هادئا طوال اليوم. #سفر',
    cover_images: pictures(1, 4),
    images: pictures(2, 4),
    publish_date: FIXTURE_NOW - 20 * 60,
    updated_at: FIXTURE_NOW - 20 * 60,
  }),
  contentRow({
    content_id: 1004,
    status: ContentStatus.pendingReview,
    show_type: ShowType.article,
    title: 'Resep sambal matah yang segar',
    brief: 'Cabai, bawang merah, serai dan jeruk limau: itu saja.',
    cover_images: pictures(1, 7),
    images: pictures(1, 7),
    publish_date: FIXTURE_NOW - 5 * 60,
    updated_at: FIXTURE_NOW - 5 * 60,
  }),
  contentRow({
    content_id: 1005,
    status: ContentStatus.reviewFailed,
    show_type: ShowType.shortPost,
    title: 'Morning market in Jakarta',
    brief: 'Walked through the stalls before sunrise; the smell of coffee and rain. #travel #jakarta',
    cover_images: pictures(1, 2),
    images: pictures(9, 2),
    reason: 'Images do not match the text / 图片与内容不符',
    publish_date: FIXTURE_NOW - DAY,
    updated_at: FIXTURE_NOW - DAY,
  }),
  contentRow({
    content_id: 1006,
    status: ContentStatus.offline,
    show_type: ShowType.article,
    title: 'أفضل خمسة كتب قرأتها هذا العام',
    brief: 'قائمة قصيرة بالكتب التي غيّرت طريقة تفكيري هذا العام.',
    cover_images: pictures(1, 3),
    images: pictures(2, 3),
    reason: 'Copyright complaint',
    publish_date: FIXTURE_NOW - 40 * DAY,
    updated_at: FIXTURE_NOW - 12 * DAY,
    expose_count: 999,
    click_count: 7,
  }),
  contentRow({
    content_id: 1007,
    status: ContentStatus.scheduled,
    show_type: ShowType.shortPost,
    title: 'Badminton final: what a comeback',
    brief: 'Down 11–19 in the third game, and then this happened. #badminton',
    cover_images: pictures(1, 5),
    images: pictures(4, 5),
    publish_date: FIXTURE_NOW + 3 * DAY,
    updated_at: FIXTURE_NOW - HOUR,
  }),
  contentRow({
    content_id: 1008,
    status: ContentStatus.published,
    show_type: ShowType.shortPost,
    title: 'Ten small habits that changed my week',
    brief: 'Small habits add up: water first, phone later, a walk after lunch. #habits #life',
    cover_images: pictures(1, 6),
    images: pictures(6, 6),
    source: ContentSource.aiGeneration,
    publish_date: FIXTURE_NOW - 9 * DAY,
    updated_at: FIXTURE_NOW - 9 * DAY,
    expose_count: 1_000_000_000,
    click_count: 1_000_000,
    like_count: 1_050,
  }),
  contentRow({
    content_id: 1009,
    status: ContentStatus.published,
    show_type: ShowType.video,
    title: 'Rain on the lake, in one minute',
    brief: '',
    source: ContentSource.clientApp,
    publish_date: FIXTURE_NOW - 14 * DAY,
    updated_at: FIXTURE_NOW - 14 * DAY,
    expose_count: 45_000,
    click_count: 3_100,
  }),
  contentRow({
    content_id: 1010,
    status: ContentStatus.published,
    show_type: ShowType.article,
    title: 'A very long title that keeps going to see how the list truncates it when there is no room for it',
    brief: 'Creators often ask how to keep readers coming back. The answer is simpler than it looks.',
    cover_images: pictures(1, 8),
    images: pictures(1, 8),
    source: ContentSource.cmsImport,
    publish_date: FIXTURE_NOW - 30 * DAY,
    updated_at: FIXTURE_NOW - 30 * DAY,
    expose_count: 999_949,
    click_count: 1_000,
  }),
];

const contentPage: ContentListAnswer = {
  list: contentList,
  count: contentList.length,
  page: 1,
  page_size: 10,
};

const inText = (text: { title: string; text: string }) => (item: ContentItem) => ({
  ...item,
  title: item.title && text.title,
  brief: item.brief && text.text,
});
const contentPageLongArabic: ContentListAnswer = {
  ...contentPage,
  list: contentList.map(inText(LONG_ARABIC)),
};
const contentPageLongChinese: ContentListAnswer = {
  ...contentPage,
  list: contentList.map(inText(LONG_CHINESE)),
};

const firstItem = itemAt(contentList, 0);
const secondItem = itemAt(contentList, 1);

/** The published short post (1001) with everything its editor needs. */
const postDetail: ContentDetail = {
  ...firstItem,
  images: firstItem.images ?? [],
  content: firstItem.brief,
  hashtag: ['旅行', '杭州'],
  tag_ids: [4, 402],
  modify_count: 1,
  remaining_modify_count: 2,
};

/** The published article (1002): headings, a list, emphasis and its images in the HTML. */
const articleDetail: ContentDetail = {
  ...secondItem,
  images: secondItem.images ?? [],
  content: [
    '<h2>Slow on purpose</h2>',
    '<p>The night train is slow on purpose, and that is the point of it.</p>',
    ...(secondItem.images ?? []).map((src) => `<p><img src="${src}"></p>`),
    '<ul><li>Book the lower berth</li><li>Bring tea</li><li>Talk to the conductor</li></ul>',
    '<p><strong>夜车很慢，但这正是它的意义。</strong> القطار الليلي بطيء عن قصد.</p>',
  ].join(''),
  hashtag: ['travel', 'trains'],
  tag_ids: [],
  modify_count: 3,
  remaining_modify_count: 0,
};

const published: PublishAnswer = { content_id: 1011 };

// Drafts (articles only).

const draftList: DraftItem[] = [
  {
    content_id: 2001,
    title: 'Half-written: notes from the night train',
    brief: 'Bring tea, book the lower berth…',
    cover_images: pictures(1, 1),
    updated_at: FIXTURE_NOW - 3 * HOUR,
  },
  {
    content_id: 2002,
    title: '草稿：周末在家做了一锅红烧肉',
    brief: '先把五花肉焯水，再加冰糖炒出糖色。',
    cover_images: pictures(2, 3),
    updated_at: FIXTURE_NOW - 2 * DAY,
  },
  {
    content_id: 2003,
    title: 'مسودة: رحلة قصيرة إلى الإسكندرية',
    brief: '',
    cover_images: [],
    updated_at: FIXTURE_NOW - 6 * DAY,
  },
  { content_id: 2004, title: '', brief: '', cover_images: [], updated_at: FIXTURE_NOW - 20 * DAY },
];
const drafts: DraftListAnswer = { list: draftList, count: draftList.length, page: 1, page_size: 10 };
const draftsInText = (text: { title: string; text: string }): DraftListAnswer => ({
  ...drafts,
  list: draftList.map((draft) => ({ ...draft, title: text.title, brief: draft.brief && text.text })),
});
const draftSaved: DraftSaveAnswer = { content_id: 2001 };

// Notices.

/** A manual notice in HTML: what the sanitiser keeps (emphasis, lists, links) and what it drops (scripts). */
const NOTICE_HTML =
  '<p>Welcome to the <b>creator portal</b>! Read the <a href="https://example.com/rules">community rules</a>.</p>' +
  '<ol><li>Maintenance on Saturday, 02:00–04:00</li><li>Publishing pauses meanwhile</li></ol>' +
  `<img src="x" onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert(1)">Click me</a>`;

const noticeList: Notice[] = [
  {
    id: 601,
    type: NoticeType.manual,
    status: ReadStatus.unread,
    content: NOTICE_HTML,
    created_at: FIXTURE_NOW - 10 * 60,
    image_urls: pictures(2, 0),
    target_id: null,
  },
  {
    id: 602,
    type: NoticeType.avatarReviewFailed,
    status: ReadStatus.unread,
    content: 'Your avatar did not pass review: it contains a QR code. Please upload another picture.',
    created_at: FIXTURE_NOW - 3 * HOUR,
    image_urls: [],
    target_id: null,
  },
  {
    id: 603,
    type: NoticeType.articleReviewFailed,
    status: ReadStatus.unread,
    content:
      '<p>Your article {{Resep sambal matah yang segar}} did not pass the outsourcing review. Reason: low image quality.</p>',
    created_at: FIXTURE_NOW - 7 * HOUR,
    image_urls: [],
    target_id: 1004,
  },
  {
    id: 604,
    type: NoticeType.postingBanned,
    status: ReadStatus.unread,
    content:
      'Posting is suspended for 3 days because of repeated <b>spam</b> reports. Text like <script>alert(1)</script> here shows as plain text.',
    created_at: FIXTURE_NOW - DAY,
    image_urls: [],
    target_id: null,
  },
  {
    id: 605,
    type: NoticeType.nicknameReviewFailed,
    status: ReadStatus.read,
    content: '您的昵称未通过审核：昵称中包含联系方式。请修改后重新提交。',
    created_at: FIXTURE_NOW - 2 * DAY,
    image_urls: [],
    target_id: null,
  },
  {
    id: 606,
    type: NoticeType.articleOffline,
    status: ReadStatus.read,
    content: '<p>تمت إزالة مقالك {{أفضل خمسة كتب قرأتها هذا العام}} من قبل فريق العمليات.</p>',
    created_at: FIXTURE_NOW - 3 * DAY,
    image_urls: [],
    target_id: 1006,
  },
  {
    id: 607,
    type: NoticeType.articleLive,
    status: ReadStatus.read,
    content:
      '<p>Good news! Your article {{Why the night train is still the best way to travel}} is now live.</p>',
    created_at: FIXTURE_NOW - 5 * DAY,
    image_urls: [],
    target_id: 1002,
  },
  {
    id: 608,
    type: NoticeType.manual,
    status: ReadStatus.read,
    content:
      '<p>平台将于本周六凌晨进行系统维护，届时<strong>发布功能</strong>暂停使用。</p><ol><li>维护时间：02:00–04:00</li><li>影响范围：发布、编辑</li></ol>',
    created_at: FIXTURE_NOW - 9 * DAY,
    image_urls: pictures(1, 6),
    target_id: null,
  },
];
const notices: NoticeListAnswer = { list: noticeList, count: noticeList.length, page: 1, page_size: 20 };
const noticesInText = ({ title, text }: { title: string; text: string }): NoticeListAnswer => ({
  ...notices,
  list: noticeList.map((notice) => ({
    ...notice,
    content: notice.target_id == null ? `<p>${text} ${text}</p>` : `<p>${text} {{${title}}} ${text}</p>`,
  })),
});
const unreadCount: UnreadCountAnswer = {
  unread: noticeList.filter((notice) => notice.status === ReadStatus.unread).length,
};

// Polish tasks.

const TASK_TEXTS = [
  [
    'Morning market in Jakarta',
    'Walked through the stalls before sunrise; the smell of coffee and rain. #travel',
  ],
  ['雨后的西湖，比想象中更安静', '今天天气很好，我们去湖边走了一圈，拍了很多照片。#旅行'],
  ['رحلة قصيرة إلى الإسكندرية', 'كانت الرحلة ممتعة جدا، والبحر كان هادئا طوال اليوم. #سفر'],
  ['Resep sambal matah yang segar', 'Cabai, bawang merah, serai dan jeruk limau: itu saja. #kuliner'],
  [
    'A very long machine-made title that goes on and on to see how the task table wraps it in its column',
    'Small habits add up: water first, phone later, a walk after lunch. #habits',
  ],
  ['Badminton final: what a comeback', 'Down 11–19 in the third game, and then this happened. #badminton'],
] as const;
/** Image counts from none to the maximum of nine. */
const TASK_IMAGE_COUNTS = [0, 1, 3, 4, 9, 2] as const;

function tasks(status: TaskStatus, firstId: number): PolishTask[] {
  return TASK_TEXTS.map(([title, body], index) => {
    const created = FIXTURE_NOW - (index + 1) * DAY;
    return {
      id: firstId + index,
      title,
      body,
      cover_images: pictures(TASK_IMAGE_COUNTS[index] ?? 1, index),
      show_type: ShowType.shortPost,
      status,
      created_at: created,
      claimed_at: status === TaskStatus.pending ? null : created + 2 * HOUR,
      completed_at: status === TaskStatus.completed ? created + DAY : null,
    };
  });
}

const pendingTasks = tasks(TaskStatus.pending, 9001);
const claimedTasks = tasks(TaskStatus.claimed, 9101).slice(0, 4);
const completedTasks = tasks(TaskStatus.completed, 9201);
const taskPage = (list: PolishTask[], remaining: number): PolishTaskListAnswer => ({
  list,
  count: list.length,
  page: 1,
  page_size: 20,
  remaining_claimed_count: remaining,
});
/** Four claimed of five: one claim left. */
const polishTasks = taskPage(pendingTasks, 1);
const polishTasksClaimed = taskPage(claimedTasks, 1);
const polishTasksCompleted = taskPage(completedTasks, 1);
const tasksInText = (text: { title: string; text: string }): PolishTaskListAnswer =>
  taskPage(
    pendingTasks.map((task) => ({ ...task, title: text.title, body: text.text })),
    1,
  );
/** The task the polish editor opens: claimed, three images. */
const polishTask = itemAt(claimedTasks, 2);

// Tags and hashtags.

const TAG_TREE: { tag_id: number; names: Record<Locale, string> }[] = [
  { tag_id: 1, names: { 'en-US': 'News', 'zh-Hans-CN': '新闻', 'id-ID': 'Berita', 'ar-EG': 'أخبار' } },
  { tag_id: 2, names: { 'en-US': 'Sports', 'zh-Hans-CN': '体育', 'id-ID': 'Olahraga', 'ar-EG': 'رياضة' } },
  {
    tag_id: 3,
    names: { 'en-US': 'Entertainment', 'zh-Hans-CN': '娱乐', 'id-ID': 'Hiburan', 'ar-EG': 'ترفيه' },
  },
  {
    tag_id: 4,
    names: { 'en-US': 'Lifestyle', 'zh-Hans-CN': '生活', 'id-ID': 'Gaya hidup', 'ar-EG': 'أسلوب حياة' },
  },
  {
    tag_id: 5,
    names: { 'en-US': 'Technology', 'zh-Hans-CN': '科技', 'id-ID': 'Teknologi', 'ar-EG': 'تكنولوجيا' },
  },
];
const SUBTAGS: { tag_id: number; parent: number; names: Record<Locale, string> }[] = [
  {
    tag_id: 101,
    parent: 1,
    names: { 'en-US': 'Politics', 'zh-Hans-CN': '政治', 'id-ID': 'Politik', 'ar-EG': 'سياسة' },
  },
  {
    tag_id: 102,
    parent: 1,
    names: { 'en-US': 'Economy', 'zh-Hans-CN': '经济', 'id-ID': 'Ekonomi', 'ar-EG': 'اقتصاد' },
  },
  {
    tag_id: 201,
    parent: 2,
    names: { 'en-US': 'Football', 'zh-Hans-CN': '足球', 'id-ID': 'Sepak bola', 'ar-EG': 'كرة القدم' },
  },
  {
    tag_id: 202,
    parent: 2,
    names: {
      'en-US': 'Badminton',
      'zh-Hans-CN': '羽毛球',
      'id-ID': 'Bulu tangkis',
      'ar-EG': 'الريشة الطائرة',
    },
  },
  {
    tag_id: 401,
    parent: 4,
    names: { 'en-US': 'Food', 'zh-Hans-CN': '美食', 'id-ID': 'Kuliner', 'ar-EG': 'طعام' },
  },
  {
    tag_id: 402,
    parent: 4,
    names: { 'en-US': 'Travel', 'zh-Hans-CN': '旅行', 'id-ID': 'Jalan-jalan', 'ar-EG': 'سفر' },
  },
];

/** The category tree as the server names it for one `clang`. */
function tagsIn(locale: Locale): TagsAnswer {
  return {
    list: TAG_TREE.map(({ tag_id, names }) => {
      const children = SUBTAGS.filter((tag) => tag.parent === tag_id).map((tag) => ({
        tag_id: tag.tag_id,
        tag_type: 2,
        parent_tag_id: tag_id,
        lang_tag_name: tag.names[locale],
      }));
      return {
        tag_id,
        tag_type: 1,
        parent_tag_id: 0,
        lang_tag_name: names[locale],
        ...(children.length > 0 ? { children } : {}),
      };
    }),
  };
}

/** Suggestions for "trav", most viewed first. */
const hashtags: HashtagAnswer = {
  list: [
    { name: 'travel', total_pv: 982_000 },
    { name: 'travelgram', total_pv: 120_400 },
    { name: 'traveltips', total_pv: 44_210 },
    { name: 'travelwithkids', total_pv: 999 },
    { name: 'travel_indonesia_2026_the_long_way_round', total_pv: 0 },
  ],
};

// Uploads.

const policy = (dir: string, maxBytes: number) =>
  encodeBase64Json({
    expiration: new Date((FIXTURE_NOW + HOUR) * 1000).toISOString(),
    conditions: [
      ['content-length-range', 0, maxBytes],
      ['starts-with', '$key', dir],
    ],
  });
const signing = (dir: string, maxBytes: number): UploadSigning => ({
  signature: { policy: policy(dir, maxBytes), signature: btoa(`mock-hmac-sha1:${dir}`) },
  bucketName: 'mock-creator-images',
  domain: MOCK_IMAGE_HOST,
  endpoint: MOCK_STORAGE_ENDPOINT,
  SecurityToken: 'mock-security-token',
  AccessKeyId: 'MOCK-ACCESS-KEY',
  dir,
});
const uploadSigning = signing('mp/1/', UPLOAD_MAX_BYTES);
const avatarSigning: UploadSigning = { ...signing('avatar/1/', AVATAR_MAX_BYTES), name: 'avatar_1.png' };
const copiedImages: UploadCopyAnswer = [{ url: `${MOCK_IMAGE_HOST}/mp/copied/1_800_600.png` }];

/** Every fixture, by what it shows. handlers.ts answers the unsuffixed one of each route by default. */
export const fixtures = {
  captcha,
  captchaChallenge,
  captchaTicket,
  emailCodeTicket,
  login,
  account,
  accountLongArabic,
  accountLongChinese,
  resources,
  config,
  home,
  homeEmpty,
  contentPage,
  contentPageLongArabic,
  contentPageLongChinese,
  postDetail,
  articleDetail,
  published,
  drafts,
  draftsLongArabic: draftsInText(LONG_ARABIC),
  draftsLongChinese: draftsInText(LONG_CHINESE),
  draftSaved,
  notices,
  noticesLongArabic: noticesInText(LONG_ARABIC),
  noticesLongChinese: noticesInText(LONG_CHINESE),
  unreadCount,
  polishTasks,
  polishTasksClaimed,
  polishTasksCompleted,
  polishTasksLongArabic: tasksInText(LONG_ARABIC),
  polishTasksLongChinese: tasksInText(LONG_CHINESE),
  polishTask,
  tags: tagsIn('en-US'),
  tagsChinese: tagsIn('zh-Hans-CN'),
  tagsArabic: tagsIn('ar-EG'),
  tagsIndonesian: tagsIn('id-ID'),
  hashtags,
  uploadSigning,
  avatarSigning,
  copiedImages,
} as const;

export type Fixtures = typeof fixtures;
