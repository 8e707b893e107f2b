import { describe, expect, it } from 'vitest';
import { accountMessages } from '@creator/forms/rules/account';
import { ARTICLE_COVERS_MAX, ARTICLE_IMAGES_MAX } from '@creator/forms/rules/article';
import { accountAnswerSchema } from './account';
import { nicknameBodySchema } from './profile';
import {
  captchaVerifyBodySchema,
  decodeCaptchaAnswer,
  decodeCaptchaChallenge,
  encodeCaptchaAnswer,
  encodeCaptchaChallenge,
} from './auth';
import {
  decodeBase64Utf8,
  encodeBase64Json,
  encodeBase64Utf8,
  idSchema,
  PAGE_MAX,
  REQUEST_ID_MAX,
  REQUEST_LIST_MAX,
  REQUEST_TIMESTAMP_MAX,
  SPENT_TIME_MAX_MS,
  timestampSchema,
} from './common';
import { configBatchAnswerSchema } from './config';
import { contentDetailAnswerSchema, contentIdQuerySchema, contentListQuerySchema } from './content';
import { draftSaveBodySchema } from './drafts.bodies';
import { noticeReadBodySchema } from './notices';
import { isApiPath } from './route-spec';
import { routes } from './routes';
import {
  polishTaskIdsBodySchema,
  polishTaskListQuerySchema,
  polishTaskParamsSchema,
  polishTaskSchema,
} from './polish-tasks';
import {
  articlePublishBodySchema,
  polishPublishBodySchema,
  postPublishBodySchema,
  publishBodySchema,
} from './publish.bodies';
import {
  decodeStoragePolicy,
  ossStsQuerySchema,
  policyLengthRange,
  UPLOAD_BATCH_MAX,
  uploadCopyBodySchema,
  uploadTokenQuerySchema,
} from './upload';

const image = (name: string) => `https://img.example.test/mp/${name}_800_600.jpg`;
const post = {
  show_type: 2 as const,
  title: '',
  content: 'A short post with #hashtag inside',
  images: [image('a')],
  cover_images: [image('a')],
  tag_ids: [3, 31],
  publish_date: 0,
  hashtag: ['hashtag'],
  spent_time: 12_000,
};
const article = {
  show_type: 1 as const,
  title: 'An article title long enough',
  content: `<p>Ten or more characters of body text.</p><img src="${image('b')}">`,
  images: [image('b')],
  cover_images: [image('b')],
  hashtag: ['travel'],
};
const issueIds = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('base64 of UTF-8', () => {
  it('round-trips Chinese, Arabic and emoji text', () => {
    const text = '验证码 رمز 🙂';
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    expect(encodeBase64Utf8('é')).toBe('w6k=');
  });
});

describe('captcha tokens', () => {
  it('encodes the verify token as base64 of {"token","code"} JSON', () => {
    const token = encodeCaptchaAnswer({ token: 'cap-1', code: 'aB3d' });
    expect(JSON.parse(atob(token))).toEqual({ token: 'cap-1', code: 'aB3d' });
    expect(decodeCaptchaAnswer(token)).toEqual({ token: 'cap-1', code: 'aB3d' });
    expect(captchaVerifyBodySchema.safeParse({ email: 'me@example.com', token }).success).toBe(true);
  });

  it('decodes the fetch token into the captcha id and image, and refuses anything else', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(decodeCaptchaChallenge(encodeCaptchaChallenge({ token: 'cap-2', image }))).toEqual({
      token: 'cap-2',
      image,
    });
    expect(decodeCaptchaChallenge('not base64 at all!')).toBeUndefined();
    expect(
      decodeCaptchaChallenge(encodeBase64Json({ token: 'cap-3', image: 'https://evil.test/x.png' })),
    ).toBeUndefined();
  });

  it('refuses a verify token whose code is not four characters (rule of packages/forms)', () => {
    expect(decodeCaptchaAnswer(encodeBase64Json({ token: 'cap-1', code: 'abc' }))).toBeUndefined();
  });
});

describe('query schemas read the wire form', () => {
  it('parses comma-joined lists and numbers from strings', () => {
    expect(
      contentListQuerySchema.parse({
        status: '3,4',
        show_types: '2',
        page: '2',
        page_size: '10',
        content_sources: '7,8',
        contains_images: '1',
        publish_date_start: '1763769600',
      }),
    ).toEqual({
      status: [3, 4],
      show_types: [2],
      page: 2,
      page_size: 10,
      content_sources: [7, 8],
      contains_images: 1,
      publish_date_start: 1763769600,
    });
    expect(uploadTokenQuerySchema.parse({ names: 'a.png,b.jpg', upload_type: 'image' }).names).toEqual([
      'a.png',
      'b.jpg',
    ]);
  });

  it('refuses values outside the contract', () => {
    expect(contentListQuerySchema.safeParse({ status: '3,9' }).success).toBe(false);
    expect(contentListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(contentListQuerySchema.safeParse({ contains_images: '2' }).success).toBe(false);
    expect(polishTaskListQuerySchema.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(uploadTokenQuerySchema.safeParse({ names: 'a.png,notes.txt', upload_type: 'image' }).success).toBe(
      false,
    );
    expect(
      ossStsQuerySchema.safeParse({
        names: 'a.gif',
        uploadType: 'image',
        scene: 'avatar',
        extension: 'gif',
        signature: 'a'.repeat(64),
      }).success,
    ).toBe(false);
  });
});

describe('answer schemas', () => {
  it('let unknown fields through and fill what a backend may leave out', () => {
    const account = accountAnswerSchema.parse({ user_id: 7, screen_name: 'قمر', badge: 'new' });
    expect(account).toMatchObject({
      user_id: 7,
      avatar: '',
      badge: 'new',
      screen_name_ext: { audit_status: 0, modified: true },
    });
    const config = configBatchAnswerSchema.parse({
      community_config: { web_api: { future_flag: true } },
      other_project: {},
    });
    expect(config.community_config.web_api).toMatchObject({
      mp_supported_show_types: [1, 2],
      polish_claim_max_length: 5,
      future_flag: true,
    });
  });
});

describe('request bodies reuse the rules of packages/forms', () => {
  it('accepts a valid short post, article and polished post', () => {
    expect(publishBodySchema.safeParse(post).success).toBe(true);
    expect(publishBodySchema.safeParse(article).success).toBe(true);
    expect(polishPublishBodySchema.safeParse({ ...post, polish_task_id: 9 }).success).toBe(true);
  });

  it('names the broken rule by its message id', () => {
    expect(issueIds(postPublishBodySchema.safeParse({ ...post, images: [] }))).toContain(
      'forms.post.images.required',
    );
    expect(issueIds(postPublishBodySchema.safeParse({ ...post, title: '标'.repeat(71) }))).toContain(
      'forms.post.title.max',
    );
    expect(issueIds(postPublishBodySchema.safeParse({ ...post, content: 'too short' }))).toContain(
      'forms.post.content.length',
    );
    expect(issueIds(articlePublishBodySchema.safeParse({ ...article, title: 'Short' }))).toContain(
      'forms.article.title.length',
    );
    expect(issueIds(articlePublishBodySchema.safeParse({ ...article, cover_images: [] }))).toContain(
      'forms.article.covers.required',
    );
    expect(
      issueIds(
        articlePublishBodySchema.safeParse({ ...article, hashtag: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
      ),
    ).toContain('forms.article.hashtag.count');
    expect(issueIds(nicknameBodySchema.safeParse({ nickname: 'abc' }))).toContain(
      accountMessages.nicknameLength.id,
    );
    expect(issueIds(polishTaskIdsBodySchema.safeParse({ ids: [] }))).toContain('forms.claim.none');
    expect(issueIds(draftSaveBodySchema.safeParse({}))).toContain('forms.draft.empty');
  });
});

describe('request bounds', () => {
  const tooBigIds = [2 ** 31, 2 ** 32, 2 ** 53 - 1, 1e20, 0, -1, 1.5];
  const ok = (result: { success: boolean }) => result.success;

  it('takes ids up to 2^31 − 1 in bodies, queries and path parameters', () => {
    expect(REQUEST_ID_MAX).toBe(2147483647);
    expect(ok(contentIdQuerySchema.safeParse({ content_id: String(REQUEST_ID_MAX) }))).toBe(true);
    expect(ok(polishTaskParamsSchema.safeParse({ id: String(REQUEST_ID_MAX) }))).toBe(true);
    expect(ok(noticeReadBodySchema.safeParse({ ids: [REQUEST_ID_MAX] }))).toBe(true);
    for (const id of tooBigIds) {
      expect(ok(contentIdQuerySchema.safeParse({ content_id: String(id) })), String(id)).toBe(false);
      expect(ok(polishTaskParamsSchema.safeParse({ id: String(id) })), String(id)).toBe(false);
      expect(ok(noticeReadBodySchema.safeParse({ ids: [id] })), String(id)).toBe(false);
      expect(ok(polishTaskIdsBodySchema.safeParse({ ids: [1, id] })), String(id)).toBe(false);
      expect(ok(polishPublishBodySchema.safeParse({ ...post, polish_task_id: id })), String(id)).toBe(false);
      expect(ok(publishBodySchema.safeParse({ ...post, content_id: id })), String(id)).toBe(false);
      expect(ok(publishBodySchema.safeParse({ ...article, content_id: id })), String(id)).toBe(false);
      expect(ok(postPublishBodySchema.safeParse({ ...post, tag_ids: [id] })), String(id)).toBe(false);
      expect(ok(draftSaveBodySchema.safeParse({ title: 'Draft', content_id: id })), String(id)).toBe(false);
    }
    for (const text of ['NaN', 'Infinity', '1e400', '-0', '2147483648', '9007199254740993', '0x7fffffff1']) {
      expect(ok(contentIdQuerySchema.safeParse({ content_id: text })), text).toBe(false);
    }
  });

  it('keeps answers lenient: any positive integer id and any time', () => {
    expect(ok(idSchema.safeParse(2 ** 40))).toBe(true);
    expect(ok(timestampSchema.safeParse(REQUEST_TIMESTAMP_MAX + 1))).toBe(true);
    expect(ok(polishTaskSchema.safeParse({ id: 2 ** 40, show_type: 2 }))).toBe(true);
    expect(
      ok(contentDetailAnswerSchema.safeParse({ detail: { content_id: 2 ** 40, status: 1, show_type: 2 } })),
    ).toBe(true);
  });

  it('caps every list a request carries', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
    expect(ok(noticeReadBodySchema.safeParse({ ids: ids(REQUEST_LIST_MAX) }))).toBe(true);
    expect(ok(noticeReadBodySchema.safeParse({ ids: ids(REQUEST_LIST_MAX + 1) }))).toBe(false);
    expect(ok(noticeReadBodySchema.safeParse({ ids: ids(70_000) }))).toBe(false);
    expect(ok(polishTaskIdsBodySchema.safeParse({ ids: ids(70_000) }))).toBe(false);
    expect(
      ok(postPublishBodySchema.safeParse({ ...post, hashtag: Array(REQUEST_LIST_MAX + 1).fill('a') })),
    ).toBe(false);
    expect(
      ok(articlePublishBodySchema.safeParse({ ...article, hashtag: Array(REQUEST_LIST_MAX + 1).fill('a') })),
    ).toBe(false);
    const draft = { title: 'Draft title' };
    expect(
      ok(draftSaveBodySchema.safeParse({ ...draft, hashtag: Array(REQUEST_LIST_MAX + 1).fill('a') })),
    ).toBe(false);
    expect(
      ok(draftSaveBodySchema.safeParse({ ...draft, images: Array(REQUEST_LIST_MAX + 1).fill('x') })),
    ).toBe(false);
    expect(
      issueIds(
        draftSaveBodySchema.safeParse({ ...draft, cover_images: Array(ARTICLE_COVERS_MAX + 1).fill('x') }),
      ),
    ).toContain('forms.article.covers.max');
    expect(UPLOAD_BATCH_MAX).toBe(ARTICLE_IMAGES_MAX);
    const url = 'data:image/png;base64,AAAA';
    expect(ok(uploadCopyBodySchema.safeParse({ images: Array(UPLOAD_BATCH_MAX).fill(url) }))).toBe(true);
    expect(ok(uploadCopyBodySchema.safeParse({ images: Array(UPLOAD_BATCH_MAX + 1).fill(url) }))).toBe(false);
    const names = (n: number) => Array.from({ length: n }, (_, index) => `${index}.png`).join(',');
    expect(
      ok(uploadTokenQuerySchema.safeParse({ names: names(UPLOAD_BATCH_MAX), upload_type: 'image' })),
    ).toBe(true);
    expect(
      ok(uploadTokenQuerySchema.safeParse({ names: names(UPLOAD_BATCH_MAX + 1), upload_type: 'image' })),
    ).toBe(false);
    expect(ok(contentListQuerySchema.safeParse({ status: '0,1,2,3,4,5,10,11,12' }))).toBe(true);
    expect(ok(contentListQuerySchema.safeParse({ status: Array(100).fill('3').join(',') }))).toBe(false);
    expect(ok(contentListQuerySchema.safeParse({ content_sources: Array(9).fill('7').join(',') }))).toBe(
      false,
    );
  });

  it('caps times, spent_time and pages', () => {
    expect(REQUEST_TIMESTAMP_MAX).toBe(Date.UTC(9999, 11, 31, 23, 59, 59) / 1000);
    expect(Number.isSafeInteger((REQUEST_TIMESTAMP_MAX + 1) * 1000)).toBe(true);
    expect(ok(contentListQuerySchema.safeParse({ publish_date_end: String(REQUEST_TIMESTAMP_MAX) }))).toBe(
      true,
    );
    expect(
      ok(contentListQuerySchema.safeParse({ publish_date_end: String(REQUEST_TIMESTAMP_MAX + 1) })),
    ).toBe(false);
    expect(ok(contentListQuerySchema.safeParse({ publish_date_start: '1e20' }))).toBe(false);
    expect(
      ok(polishTaskListQuerySchema.safeParse({ status: 'PENDING', created_at_end: '9007199254740991' })),
    ).toBe(false);
    expect(ok(publishBodySchema.safeParse({ ...post, publish_date: 1e20 }))).toBe(false);
    expect(ok(publishBodySchema.safeParse({ ...article, publish_date: REQUEST_TIMESTAMP_MAX + 1 }))).toBe(
      false,
    );
    expect(Number.isSafeInteger(SPENT_TIME_MAX_MS)).toBe(true);
    expect(ok(postPublishBodySchema.safeParse({ ...post, spent_time: SPENT_TIME_MAX_MS }))).toBe(true);
    expect(ok(postPublishBodySchema.safeParse({ ...post, spent_time: 1e20 }))).toBe(false);
    expect(ok(postPublishBodySchema.safeParse({ ...post, spent_time: -1 }))).toBe(false);
    expect(ok(contentListQuerySchema.safeParse({ page: String(PAGE_MAX) }))).toBe(true);
    expect(ok(contentListQuerySchema.safeParse({ page: String(PAGE_MAX + 1) }))).toBe(false);
    expect(ok(contentListQuerySchema.safeParse({ page_size: '101' }))).toBe(false);
  });
});

describe('storage policy', () => {
  it('reads the content-length-range of a base64 policy', () => {
    const policy = encodeBase64Json({
      expiration: '2026-11-22T05:00:00.000Z',
      conditions: [{ bucket: 'b' }, ['content-length-range', 0, 5242880]],
    });
    const decoded = decodeStoragePolicy(policy);
    expect(decoded && policyLengthRange(decoded)).toEqual([0, 5242880]);
    expect(decodeStoragePolicy('e30=')).toBeUndefined();
  });
});

describe('the route table', () => {
  it('puts every call under one of the API prefixes, and nothing else there', () => {
    for (const route of Object.values(routes)) expect(isApiPath(route.path)).toBe(true);
    for (const path of ['/storage/a.png', '/mp-apix/v3', '/healthz', '/dev/outbox', '/mp-api'])
      expect(isApiPath(path)).toBe(false);
  });
});
