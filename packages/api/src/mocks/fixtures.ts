import type { Locale } from '../client/session';
import type { Account, UserResource } from '../schemas/account';
import type { WebApiConfig } from '../schemas/config';
import type { ContentDetail } from '../schemas/content';
import type { HashtagSuggestion } from '../schemas/hashtags';
import type { Notice } from '../schemas/notices';
import type { PolishTask, PolishTaskStatus } from '../schemas/polish-tasks';
import { avatar, picture, svgDataUrl } from './images';
import { createRandom, type Random } from './random';

/*
 * Realistic, deterministic data for the mocks: the same seed and clock give the same fixtures. They cover
 * every content status, show type and source; notices of every type (with hostile HTML); polish tasks in
 * every state with 0 to 9 images; counts that exercise K, M and B; Chinese, Arabic and very long text.
 */

export const DAY = 24 * 60 * 60;

/** The signed-in creator of the fixtures and their password (sign-in and password tests). */
export const FIXTURE_EMAIL = 'creator@example.com';
export const FIXTURE_PASSWORD = 'Creator2026!';
/** The code "emailed" by the forgotten-password flow of the mocks. */
export const FIXTURE_EMAIL_CODE = '246810';
export const FIXTURE_USER_ID = 10086;
export const MOCK_IMAGE_HOST = 'https://img.mock.creator.test';
export const MOCK_STORAGE_ENDPOINT = 'https://storage.mock.creator.test';

export const COUNT_SAMPLES = [
  0, 7, 999, 1000, 1049, 1050, 12_345, 999_949, 999_950, 1_000_000, 2_345_678, 999_950_000, 1_000_000_000,
  3_210_000_000,
] as const;

const LONG_TITLE =
  'A very long title that keeps going to test truncation in lists, tables and previews: how a creator from Jakarta built an audience of a million readers in one year';

const TITLES = [
  'Weekend market finds',
  '春天来了，一起去郊游吧',
  'رحلة إلى الأقصر: دليل كامل للمسافرين',
  'Resep nasi goreng kampung yang enak',
  LONG_TITLE,
  '科技周报：人工智能如何改变内容创作',
  'أفضل عشرة مقاهي في القاهرة',
  'Tips fotografi ponsel untuk pemula',
  '',
];

const POST_TEXTS = [
  'Sunny morning at the harbour, fresh fish and good coffee #weekend #food',
  '今天去了植物园，樱花开得正好 #春天 #旅行',
  'صباح جميل على ضفاف النيل مع الأصدقاء #سفر #مصر',
  'Jalan-jalan sore di Kota Tua bersama keluarga #jakarta #liburan',
  'Mixed text: 中文, العربية and English in one post 🙂 #multilingual',
];

const ARTICLE_PARAGRAPHS = [
  'Creators often ask how to keep readers coming back. The answer is simpler than it looks: be useful, be regular, and listen.',
  '内容创作者最常问的问题是如何留住读者。答案比想象中简单：有用、规律、倾听。',
  'يسأل صناع المحتوى كثيرًا عن كيفية الحفاظ على القراء. الجواب أبسط مما يبدو: كن مفيدًا ومنتظمًا واستمع.',
];

export interface LocalisedTag {
  tag_id: number;
  tag_type: number;
  parent_tag_id: number;
  names: Record<Locale, string>;
  children?: LocalisedTag[];
}

const names = (en: string, zh: string, id: string, ar: string): Record<Locale, string> => ({
  'en-US': en,
  'zh-Hans-CN': zh,
  'id-ID': id,
  'ar-EG': ar,
});

export const TAG_TREE: LocalisedTag[] = [
  {
    tag_id: 1,
    tag_type: 1,
    parent_tag_id: 0,
    names: names('Sport', '体育', 'Olahraga', 'رياضة'),
    children: [
      {
        tag_id: 101,
        tag_type: 2,
        parent_tag_id: 1,
        names: names('Football', '足球', 'Sepak bola', 'كرة القدم'),
      },
      {
        tag_id: 102,
        tag_type: 2,
        parent_tag_id: 1,
        names: names('Badminton', '羽毛球', 'Bulu tangkis', 'الريشة الطائرة'),
      },
    ],
  },
  { tag_id: 2, tag_type: 1, parent_tag_id: 0, names: names('News', '新闻', 'Berita', 'أخبار') },
  {
    tag_id: 3,
    tag_type: 1,
    parent_tag_id: 0,
    names: names('Entertainment', '娱乐', 'Hiburan', 'ترفيه'),
    children: [
      { tag_id: 301, tag_type: 2, parent_tag_id: 3, names: names('Music', '音乐', 'Musik', 'موسيقى') },
      { tag_id: 302, tag_type: 2, parent_tag_id: 3, names: names('Film', '电影', 'Film', 'أفلام') },
    ],
  },
  {
    tag_id: 4,
    tag_type: 1,
    parent_tag_id: 0,
    names: names('Technology', '科技', 'Teknologi', 'تكنولوجيا'),
    children: [
      {
        tag_id: 401,
        tag_type: 2,
        parent_tag_id: 4,
        names: names('Artificial intelligence', '人工智能', 'Kecerdasan buatan', 'الذكاء الاصطناعي'),
      },
    ],
  },
  { tag_id: 5, tag_type: 1, parent_tag_id: 0, names: names('Food', '美食', 'Kuliner', 'طعام') },
];

export interface Fixtures {
  now: number;
  account: Account;
  resources: UserResource[];
  /** The configuration without its key, which the store makes at run time. */
  config: WebApiConfig;
  content: ContentDetail[];
  notices: Notice[];
  polishTasks: (PolishTask & { status: PolishTaskStatus; source: 7 | 8 })[];
  hashtags: HashtagSuggestion[];
  tags: LocalisedTag[];
}

function images(random: Random, count: number, label?: string): string[] {
  return Array.from({ length: count }, (_, index) =>
    picture({
      width: random.pick([800, 1080, 640]),
      height: random.pick([600, 1350, 360]),
      hue: random.int(0, 359),
      label: label && `${label} ${index + 1}`,
    }),
  );
}

function articleHtml(random: Random, pictures: readonly string[]): string {
  const paragraphs = [random.pick(ARTICLE_PARAGRAPHS), random.pick(ARTICLE_PARAGRAPHS)];
  return [
    '<h2>Introduction</h2>',
    `<p>${paragraphs[0]}</p>`,
    ...pictures.map((src) => `<p><img src="${src}"></p>`),
    '<ul><li>Write often</li><li>Reply to comments</li></ul>',
    `<p><strong>${paragraphs[1]}</strong></p>`,
  ].join('');
}

const CONTENT_STATUSES = [1, 3, 4, 5, 10, 12, 11] as const;
const SOURCES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function contentFixtures(random: Random, now: number): ContentDetail[] {
  const items: ContentDetail[] = [];
  let id = 1000;
  const add = (showType: 1 | 2 | 3, status: number, source: number, extra: Partial<ContentDetail> = {}) => {
    id += 1;
    const title = random.pick(TITLES);
    const pictures = images(random, showType === 2 ? random.int(1, 9) : random.int(1, 4));
    const scheduled = status === 12;
    const publishDate = scheduled
      ? now + random.int(2, 10) * DAY
      : now - random.int(0, 40) * DAY - random.int(0, DAY);
    const modifyCount = random.int(0, 3);
    const text = showType === 2 ? random.pick(POST_TEXTS) : articleHtml(random, pictures);
    items.push({
      content_id: id,
      status,
      show_type: showType,
      title: showType === 2 && random.chance(0.3) ? '' : title,
      brief: showType === 2 ? text.slice(0, 80) : random.pick(ARTICLE_PARAGRAPHS).slice(0, 80),
      cover_images:
        showType === 1
          ? pictures.slice(0, random.int(1, Math.min(3, pictures.length)))
          : pictures.slice(0, 1),
      images: pictures,
      publish_date: publishDate,
      updated_at: scheduled ? now - random.int(0, 3) * DAY : publishDate + random.int(0, 3600),
      reason:
        status === 5
          ? 'The images do not match the text / 图片与内容不符'
          : status === 10
            ? random.pick(['Removed at the author’s request', ''])
            : null,
      expose_count: random.pick(COUNT_SAMPLES),
      click_count: random.pick(COUNT_SAMPLES.slice(0, 10)),
      like_count: random.pick(COUNT_SAMPLES.slice(0, 8)),
      unlike_count: random.pick(COUNT_SAMPLES.slice(0, 5)),
      modify_count: modifyCount,
      remaining_modify_count: 3 - modifyCount,
      content: text,
      hashtag:
        showType === 2
          ? [...text.matchAll(/#([^\s#]+)/gu)].map((match) => match[1] ?? '')
          : ['creators', 'tips'],
      tag_ids: random.chance(0.6) ? [1, 101] : [2],
      source,
      ...extra,
    });
  };
  // Every status of every show type, the sources spread over them.
  for (const showType of [2, 1, 3] as const) {
    CONTENT_STATUSES.forEach((status, index) =>
      add(showType, status, SOURCES[(index + showType) % SOURCES.length] ?? 2),
    );
  }
  // Enough published posts and articles for several pages, edited within and after the 7-day window.
  for (let index = 0; index < 24; index += 1)
    add(
      2,
      1,
      2,
      index < 3
        ? { publish_date: now - index * DAY, modify_count: index, remaining_modify_count: 3 - index }
        : {},
    );
  for (let index = 0; index < 12; index += 1) add(1, 1, 2);
  // Machine-generated content that was published (the published tab of /aigc).
  for (let index = 0; index < 8; index += 1) add(2, random.pick([1, 3, 4]), index % 2 ? 7 : 8);
  // Article drafts, one of them nearly empty.
  for (let index = 0; index < 4; index += 1)
    add(
      1,
      2,
      2,
      index === 0
        ? { title: '', brief: '', cover_images: [], images: [], content: '<p>Just an idea…</p>' }
        : {},
    );
  // A title of exactly 100 characters and a count at the edge of rounding.
  add(1, 1, 2, { title: 'T'.repeat(100), expose_count: 999_950, click_count: 1_049 });
  return items;
}

const HOSTILE_HTML = `<p>Welcome to the <b>creator portal</b>! Read the <a href="https://example.com/rules">community rules</a>.</p><img src="x" onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert(1)">Click me</a><iframe src="https://evil.test"></iframe>`;

function noticeContent(type: number, random: Random, targetTitle: string): string {
  switch (type) {
    case 1:
      return random.pick([
        HOSTILE_HTML,
        '<p>平台将于本周六凌晨进行系统维护，届时<strong>发布功能</strong>暂停使用。</p><ol><li>维护时间：02:00–04:00</li><li>影响范围：发布、编辑</li></ol>',
        `<p>${'سيتم تحديث سياسة المحتوى قريبًا. يرجى قراءة الشروط الجديدة بعناية. '.repeat(6)}</p>`,
      ]);
    case 11:
      return 'Your avatar did not pass review: it contains a QR code. Please upload another picture.';
    case 12:
      return '您的昵称未通过审核：昵称中包含联系方式。请修改后重新提交。';
    case 13:
      return 'Posting is suspended for 3 days because of repeated <b>spam</b> reports. Text like <script>alert(1)</script> here must show as plain text.';
    case 21:
      return `<p>Your article {{${targetTitle}}} did not pass the outsourcing review. Reason: low image quality.</p>`;
    case 22:
      return `<p>تمت إزالة مقالك {{${targetTitle}}} من قبل فريق العمليات.</p>`;
    default:
      return `<p>Good news! Your article {{${targetTitle}}} is now live. ${'Keep writing, your readers are waiting. '.repeat(random.int(1, 8))}</p>`;
  }
}

function noticeFixtures(random: Random, now: number, content: readonly ContentDetail[]): Notice[] {
  const types = [1, 11, 12, 13, 21, 22, 23, 1];
  const articles = content.filter((item) => item.show_type === 1);
  return Array.from({ length: 45 }, (_, index) => {
    const type = types[index % types.length] ?? 1;
    const target = random.pick(articles);
    return {
      id: 500 + index,
      type,
      status: index < 14 ? 1 : 2,
      content: noticeContent(type, random, target?.title || 'Untitled'),
      created_at: now - index * 7 * 3600 - random.int(0, 3600),
      image_urls: type === 1 || type === 11 ? images(random, random.int(0, 3)) : [],
      target_id: type >= 21 ? (target?.content_id ?? null) : null,
    };
  });
}

const TASK_STATES: PolishTaskStatus[] = ['PENDING', 'PENDING', 'COMPLETED'];

function polishTaskFixtures(random: Random, now: number): Fixtures['polishTasks'] {
  return Array.from({ length: 36 }, (_, index) => {
    // Four claimed tasks leave room for one more claim under the default maximum of five.
    const status: PolishTaskStatus =
      index < 4 ? 'CLAIMED' : (TASK_STATES[index % TASK_STATES.length] ?? 'PENDING');
    const createdAt = now - random.int(0, 20) * DAY - random.int(0, DAY);
    return {
      id: 9000 + index,
      title: index % 7 === 0 ? LONG_TITLE : random.pick(TITLES.filter(Boolean)),
      body: `${random.pick(POST_TEXTS)} ${random.pick(ARTICLE_PARAGRAPHS)}`,
      cover_images: images(random, index % 10, 'AI'),
      show_type: index % 11 === 10 ? 1 : 2,
      status,
      source: index % 2 ? 7 : 8,
      created_at: createdAt,
      claimed_at: status === 'PENDING' ? null : createdAt + random.int(1, 3) * 3600,
      completed_at: status === 'COMPLETED' ? createdAt + DAY : null,
    };
  });
}

const HASHTAGS = [
  'weekend',
  'food',
  'travel',
  'travelgram',
  'tech',
  'techreview',
  'football',
  'fitness',
  'photography',
  'sunset',
  'spring',
  'jakarta',
  'liburan',
  'kuliner',
  'multilingual',
  'creators',
  'tips',
  'ai',
  'music',
  'film',
  '春天',
  '旅行',
  '美食',
  '科技',
  '摄影',
  'سفر',
  'مصر',
  'طبخ',
  'رياضة',
  'كرة_القدم',
];

/** Fixtures for one seed and clock (unix seconds). */
export function createFixtures(options: { seed?: number; now?: number } = {}): Fixtures {
  const random = createRandom(options.seed ?? 20261122);
  const now = options.now ?? Math.floor(Date.UTC(2026, 10, 22, 8, 0, 0) / 1000);
  const content = contentFixtures(random, now);
  return {
    now,
    account: {
      user_id: FIXTURE_USER_ID,
      avatar: avatar('AC', 200),
      screen_name: 'Aisha 创作者',
      email: FIXTURE_EMAIL,
      country: 'ID',
      country_code: '62',
      screen_name_ext: { audit_status: 0, modified: true },
      avatar_ext: { audit_status: 2, modified: true },
    },
    resources: [
      { code: '', visible: true },
      { code: 'list_polish_task', visible: true },
    ],
    config: {
      mp_supported_show_types: [1, 2],
      short_image_text_body_max_length: 2000,
      allow_semantic_tag_countries: ['ID', 'EG'],
      polish_claim_max_length: 5,
      privacy_agreement_url: `data:text/html;charset=utf-8,${encodeURIComponent(`<h1>Privacy policy</h1><p>We keep your data safe.</p>${HOSTILE_HTML}`)}`,
      service_agreement_url: `data:text/html;charset=utf-8,${encodeURIComponent('<h1>Terms of service</h1><p>Be kind. 友善发言。كن لطيفًا.</p>')}`,
      cookie_agreement_url: `data:text/html;charset=utf-8,${encodeURIComponent('<h1>Cookie policy</h1><p>We use cookies to keep you signed in.</p>')}`,
      image_host: MOCK_IMAGE_HOST,
    },
    content,
    notices: noticeFixtures(random, now, content),
    polishTasks: polishTaskFixtures(random, now),
    hashtags: HASHTAGS.map((name, index) => ({
      name,
      total_pv: COUNT_SAMPLES[index % COUNT_SAMPLES.length] ?? 0,
    })),
    tags: TAG_TREE,
  };
}

/** A placeholder for an image the mocks copied onto their image host. */
export const COPIED_IMAGE = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#cbd5e1"/></svg>',
);
