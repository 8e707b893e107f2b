import { describe, expect, it } from 'vitest';
import { accountMessages } from '@creator/forms/rules/account';
import { accountAnswerSchema, nicknameBodySchema } from './account';
import {
  captchaVerifyBodySchema,
  decodeCaptchaAnswer,
  decodeCaptchaChallenge,
  encodeCaptchaAnswer,
  encodeCaptchaChallenge,
} from './auth';
import { decodeBase64Utf8, encodeBase64Json, encodeBase64Utf8 } from './common';
import { configBatchAnswerSchema } from './config';
import {
  articlePublishBodySchema,
  contentListQuerySchema,
  polishPublishBodySchema,
  postPublishBodySchema,
  publishBodySchema,
} from './content';
import { draftSaveBodySchema } from './drafts';
import { polishTaskIdsBodySchema, polishTaskListQuerySchema } from './polish-tasks';
import { decodeStoragePolicy, ossStsQuerySchema, policyLengthRange, uploadTokenQuerySchema } from './upload';

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
