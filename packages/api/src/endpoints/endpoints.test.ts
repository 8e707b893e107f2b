// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { decodeCaptchaAnswer, encodeCaptchaChallenge } from '../schemas/auth';
import { routePath, routes, type RouteArea, type RouteName, type RouteSpec } from '../schemas/routes';
import * as account from './account';
import * as profile from './profile';
import * as publish from './publish';
import * as auth from './auth';
import * as logout from './logout';
import * as config from './config';
import * as content from './content';
import * as drafts from './drafts';
import * as hashtags from './hashtags';
import * as home from './home';
import * as notices from './notices';
import * as password from './password';
import * as polishTasks from './polish-tasks';
import * as tags from './tags';
import * as upload from './upload';

const modules: Record<RouteArea, Record<string, unknown>> = {
  auth,
  logout,
  password,
  account,
  profile,
  config,
  home,
  notices,
  content,
  publish,
  drafts,
  'polish-tasks': polishTasks,
  tags,
  hashtags,
  upload,
};

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

interface Case {
  call: () => Promise<unknown>;
  /** The params the path is filled with. */
  params?: Record<string, number>;
  query?: Record<string, string>;
  body?: unknown;
  /** `data` of the envelope the fake backend answers. */
  data: unknown;
  /** What the function resolves to. */
  result: unknown;
}

const img = 'https://img.example.test/mp/a1_800_600.jpg';
const cipher = 'c2VjcmV0LWNpcGhlcg==';
const captchaImage = 'data:image/svg+xml;base64,PHN2Zy8+';
const signing = {
  signature: { policy: 'cG9saWN5', signature: 'c2ln' },
  bucketName: 'b',
  domain: 'https://img.example.test',
  endpoint: 'https://storage.example.test',
  SecurityToken: 'sts',
  AccessKeyId: 'AK',
  dir: 'mp/',
};
const post = {
  show_type: 2 as const,
  title: '',
  content: '春天来了 #spring time',
  images: [img],
  cover_images: [img],
  tag_ids: [3],
  publish_date: 0,
  hashtag: ['spring'],
  spent_time: 5000,
};
const task = {
  id: 12,
  title: 'Task',
  body: 'Body',
  cover_images: [img],
  show_type: 2,
  created_at: 1763769600,
  claimed_at: null,
};
const item = {
  content_id: 5,
  status: 1,
  show_type: 2,
  title: 'T',
  brief: 'B',
  cover_images: [img],
  publish_date: 1763769600,
  updated_at: 1763769600,
  expose_count: 1200,
  click_count: 3,
  like_count: 0,
  unlike_count: 0,
};

/** One case per route of the table: TypeScript refuses a route without one. */
const cases: Record<RouteName, Case> = {
  fetchCaptcha: {
    call: () => auth.fetchCaptcha(),
    data: { token: encodeCaptchaChallenge({ token: 'cap-1', image: captchaImage }) },
    result: { token: 'cap-1', image: captchaImage },
  },
  verifyCaptcha: {
    call: () => auth.verifyCaptcha({ email: 'me@example.com', captchaId: 'cap-1', code: 'aB3d' }),
    body: { email: 'me@example.com', token: btoa(JSON.stringify({ token: 'cap-1', code: 'aB3d' })) },
    data: { ticket: 't-1' },
    result: 't-1',
  },
  login: {
    call: () => auth.login({ account: 'me@example.com', password: cipher, ticket: 't-1' }),
    body: { account: 'me@example.com', password: cipher, ticket: 't-1' },
    data: { authentication_token: 'tok', uregion: 'sg', country: 'ID', user_id: 42 },
    result: { authentication_token: 'tok', uregion: 'sg', country: 'ID', user_id: 42 },
  },
  loginViaAccount: {
    call: () => auth.loginViaAccount({ account: 'me@example.com', password: cipher, ticket: 't-1' }),
    body: { account: 'me@example.com', password: cipher, ticket: 't-1' },
    data: { authentication_token: 'tok', uregion: 'sg', country: 'ID', user_id: 42 },
    result: { authentication_token: 'tok', uregion: 'sg', country: 'ID', user_id: 42 },
  },
  logout: { call: () => logout.logout(), body: {}, data: null, result: undefined },
  sendEmailCode: {
    call: () => auth.sendEmailCode({ email: 'me@example.com', ticket: 't-1' }),
    query: { email: 'me@example.com', ticket: 't-1' },
    data: null,
    result: undefined,
  },
  checkEmailCode: {
    call: () => auth.checkEmailCode({ email: 'me@example.com', code: '123456' }),
    body: { email: 'me@example.com', token: '123456' },
    data: { ticket: 't-2' },
    result: 't-2',
  },
  resetPassword: {
    call: () => password.resetPassword({ email: 'me@example.com', password: cipher, ticket: 't-2' }),
    body: { email: 'me@example.com', password: cipher, ticket: 't-2' },
    data: null,
    result: undefined,
  },
  changePassword: {
    call: () => password.changePassword({ old_password: cipher, new_password: cipher }),
    body: { old_password: cipher, new_password: cipher },
    data: null,
    result: undefined,
  },
  getAccount: {
    call: () => account.getAccount(),
    data: {
      user_id: 42,
      avatar: '',
      screen_name: 'سارة',
      email: 'me@example.com',
      country: 'EG',
      country_code: '20',
      screen_name_ext: { audit_status: 1, modified: true },
      avatar_ext: { audit_status: 0, modified: false },
    },
    result: {
      user_id: 42,
      avatar: '',
      screen_name: 'سارة',
      email: 'me@example.com',
      country: 'EG',
      country_code: '20',
      screen_name_ext: { audit_status: 1, modified: true },
      avatar_ext: { audit_status: 0, modified: false },
    },
  },
  getUserResources: {
    call: () => account.getUserResources(),
    data: { list: [{ code: 'list_polish_task', visible: true }] },
    result: [{ code: 'list_polish_task', visible: true }],
  },
  updateNickname: {
    call: () => profile.updateNickname('新的昵称呀'),
    body: { nickname: '新的昵称呀' },
    data: null,
    result: undefined,
  },
  updateAvatar: { call: () => profile.updateAvatar(img), body: { url: img }, data: null, result: undefined },
  getConfigBatch: {
    call: () => config.getConfigBatch(),
    query: { platform: 'web', project_keys: 'community_config' },
    data: { community_config: { web_api: { image_host: 'https://img.example.test' } } },
    result: {
      community_config: {
        web_api: expect.objectContaining({
          image_host: 'https://img.example.test',
          short_image_text_body_max_length: 2000,
        }),
      },
    },
  },
  getHome: {
    call: () => home.getHome(),
    data: { content_count: 12, expose_count: 1_250_000, click_count: 999_950 },
    result: { content_count: 12, expose_count: 1_250_000, click_count: 999_950 },
  },
  listNotices: {
    call: () => notices.listNotices({ page: 2 }),
    query: { page: '2' },
    data: {
      list: [
        {
          id: 1,
          type: 23,
          status: 1,
          content: 'Live: {{My article}}',
          created_at: 1763769600,
          image_urls: [],
          target_id: 5,
        },
      ],
      count: 21,
      page: 2,
      page_size: 20,
    },
    result: {
      list: [expect.objectContaining({ id: 1, type: 23, target_id: 5 })],
      count: 21,
      page: 2,
      page_size: 20,
    },
  },
  getUnreadCount: { call: () => notices.getUnreadCount(), data: { unread: 120 }, result: 120 },
  markNoticesRead: {
    call: () => notices.markNoticesRead([1, 2]),
    body: { ids: [1, 2] },
    data: null,
    result: undefined,
  },
  listContent: {
    call: () =>
      content.listContent({
        status: [3, 4],
        show_types: [2],
        page: 1,
        page_size: 10,
        keyword: 'سفر',
        publish_date_start: 1763683200,
        publish_date_end: 1763769599,
        content_sources: [7, 8],
        contains_images: 1,
      }),
    query: {
      status: '3,4',
      show_types: '2',
      page: '1',
      page_size: '10',
      keyword: 'سفر',
      publish_date_start: '1763683200',
      publish_date_end: '1763769599',
      content_sources: '7,8',
      contains_images: '1',
    },
    data: { list: [item], count: 1, page: 1, page_size: 10 },
    result: { list: [expect.objectContaining(item)], count: 1, page: 1, page_size: 10 },
  },
  getContentDetail: {
    call: () => content.getContentDetail(5),
    query: { content_id: '5' },
    data: {
      detail: {
        ...item,
        content: 'x',
        images: [img],
        hashtag: [],
        tag_ids: [3],
        modify_count: 1,
        remaining_modify_count: 2,
        source: 2,
      },
    },
    result: expect.objectContaining({ content_id: 5, remaining_modify_count: 2, source: 2 }),
  },
  deleteContent: {
    call: () => content.deleteContent(5),
    query: { content_id: '5' },
    data: null,
    result: undefined,
  },
  publishContent: {
    call: () => publish.publishContent(post),
    body: post,
    data: { content_id: 77 },
    result: { content_id: 77 },
  },
  publishPolishedTask: {
    call: () => publish.publishPolishedTask({ ...post, polish_task_id: 12 }),
    body: { ...post, polish_task_id: 12 },
    data: null,
    result: null,
  },
  saveDraft: {
    call: () =>
      drafts.saveDraft({ title: 'Draft', content: '<p>Body</p>', cover_images: [], images: [], hashtag: [] }),
    body: { title: 'Draft', content: '<p>Body</p>', cover_images: [], images: [], hashtag: [] },
    data: { content_id: 9 },
    result: { content_id: 9 },
  },
  listDrafts: {
    call: () => drafts.listDrafts({ page: 1, page_size: 10 }),
    query: { page: '1', page_size: '10' },
    data: {
      list: [{ content_id: 9, title: 'Draft', brief: '', cover_images: [], updated_at: 1763769600 }],
      count: 1,
    },
    result: {
      list: [{ content_id: 9, title: 'Draft', brief: '', cover_images: [], updated_at: 1763769600 }],
      count: 1,
    },
  },
  listPolishTasks: {
    call: () =>
      polishTasks.listPolishTasks({
        status: 'CLAIMED',
        page: 1,
        page_size: 20,
        claimed_at_start: 1763683200,
        claimed_at_end: 1763769599,
      }),
    query: {
      status: 'CLAIMED',
      page: '1',
      page_size: '20',
      claimed_at_start: '1763683200',
      claimed_at_end: '1763769599',
    },
    data: { list: [task], count: 1, page: 1, page_size: 20, remaining_claimed_count: 4 },
    result: {
      list: [expect.objectContaining({ id: 12 })],
      count: 1,
      page: 1,
      page_size: 20,
      remaining_claimed_count: 4,
    },
  },
  getPolishTask: {
    call: () => polishTasks.getPolishTask(12),
    params: { id: 12 },
    data: task,
    result: expect.objectContaining({ id: 12, body: 'Body' }),
  },
  claimPolishTasks: {
    call: () => polishTasks.claimPolishTasks([12, 13]),
    body: { ids: [12, 13] },
    data: null,
    result: undefined,
  },
  giveUpPolishTasks: {
    call: () => polishTasks.giveUpPolishTasks([12]),
    body: { ids: [12] },
    data: null,
    result: undefined,
  },
  getTags: {
    call: () => tags.getTags(),
    query: { tag_tree: '1', status: '1' },
    data: {
      list: [
        {
          tag_id: 3,
          tag_type: 1,
          parent_tag_id: 0,
          lang_tag_name: 'Sport',
          children: [{ tag_id: 31, tag_type: 2, parent_tag_id: 3, lang_tag_name: 'Football' }],
        },
      ],
    },
    result: [expect.objectContaining({ tag_id: 3, children: [expect.objectContaining({ tag_id: 31 })] })],
  },
  searchHashtags: {
    call: () => hashtags.searchHashtags('spr'),
    query: { name: 'spr' },
    data: { list: [{ name: 'spring', total_pv: 1500 }] },
    result: [{ name: 'spring', total_pv: 1500 }],
  },
  getUploadToken: {
    call: () => upload.getUploadToken(['a_1_1.png', 'b_2_2.jpg']),
    query: { names: 'a_1_1.png,b_2_2.jpg', upload_type: 'image' },
    data: signing,
    result: signing,
  },
  getOssSts: {
    call: () => upload.getOssSts({ names: 'me.png', extension: 'png', signature: 'f'.repeat(64) }),
    query: {
      names: 'me.png',
      uploadType: 'image',
      scene: 'avatar',
      extension: 'png',
      signature: 'f'.repeat(64),
    },
    data: { ...signing, name: 'u42.png' },
    result: { ...signing, name: 'u42.png' },
  },
  copyImages: {
    call: () => upload.copyImages(['https://elsewhere.test/x.png', img]),
    body: { images: ['https://elsewhere.test/x.png', img] },
    data: [{ url: 'https://img.example.test/mp/copied.png' }, { url: img }],
    result: ['https://img.example.test/mp/copied.png', img],
  },
};

const server = setupServer();
let sent: Sent[] = [];
let answerData: unknown;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent = [];
  const session = createSessionStore();
  session.signIn({ authentication_token: 'tok-0', uregion: 'sg', country: 'ID' });
  configureApiClient({ baseUrl: 'http://api.test', session });
  server.use(
    http.all('http://api.test/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json({ code: 0, message: 'success', data: answerData });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entries = Object.entries(routes) as [RouteName, RouteSpec][];
/** Exported functions of the endpoint modules that are not the call of one route. */
const HELPERS = ['config.encryptPasswords'];

describe('the routes table and the client functions', () => {
  it('has a client function named after every route, in the module of its area', () => {
    const missing = entries
      .filter(([name, route]) => typeof modules[route.area][name] !== 'function')
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('has a route for every exported client function, and no method and path twice', () => {
    const functions = Object.entries(modules).flatMap(([area, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${area}.${name}`)
        .filter((name) => !HELPERS.includes(name)),
    );
    expect(functions.sort()).toEqual(entries.map(([name, route]) => `${route.area}.${name}`).sort());
    const keys = entries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(entries)('%s', (name, route) => {
  const testCase = cases[name];

  it(`sends ${route.method} ${route.path} with the contract's query, headers and body`, async () => {
    answerData = testCase.data;
    await testCase.call();
    expect(sent).toHaveLength(1);
    const [request] = sent as [Sent];
    expect(request.method).toBe(route.method);
    expect(request.path).toBe(routePath(route.path, testCase.params));
    expect(request.query).toEqual(testCase.query ?? {});
    expect(request.body).toEqual(testCase.body);
    expect(request.headers.get('content-type')).toBe(testCase.body === undefined ? null : 'application/json');
    expect(request.headers.get('authorization')).toBe('Bearer tok-0');
    expect(request.headers.get('x-client-id')).toMatch(/^web-/u);
    for (const header of ['uregion', 'country', 'clang']) expect(request.headers.has(header)).toBe(true);
    if (route.query) expect(route.query.safeParse(request.query).success).toBe(true);
    if (route.body) expect(route.body.safeParse(request.body).success).toBe(true);
    if (route.params) expect(route.params.safeParse(testCase.params).success).toBe(true);
  });

  it('decodes the answer', async () => {
    answerData = testCase.data;
    await expect(testCase.call()).resolves.toEqual(testCase.result);
  });

  it('reports an answer that breaks its schema as a contract error', async () => {
    answerData = 'not the right shape';
    const outcome = await testCase.call().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    if (route.answer.safeParse(answerData).success) expect(outcome).toBe('resolved');
    else expect(outcome).toMatchObject({ kind: 'contract', message: 'Request error, please retry.' });
  });
});

describe('session side effects of the auth calls', () => {
  it('stores the session on login and clears it on logout', async () => {
    apiSession().clear();
    answerData = cases.login.data;
    await auth.login({ account: 'me@example.com', password: cipher, ticket: 't-1' });
    expect(apiSession().get()).toMatchObject({ signedIn: true, token: 'tok', uregion: 'sg', country: 'ID' });
    answerData = null;
    await logout.logout();
    expect(apiSession().get().signedIn).toBe(false);
  });

  it('clears the stored session when login fails with 14001, but not on another failure', async () => {
    server.use(
      http.post('http://api.test/user-api/web/mp_login', () =>
        HttpResponse.json({ code: 14002, message: 'Forbidden', data: null }),
      ),
    );
    await expect(
      auth.login({ account: 'me@example.com', password: cipher, ticket: 't' }),
    ).rejects.toMatchObject({ code: 14002 });
    expect(apiSession().get().signedIn).toBe(true);
    server.use(
      http.post('http://api.test/user-api/web/mp_login', () =>
        HttpResponse.json({ code: 14001, message: 'Login failed', data: null }),
      ),
    );
    await expect(
      auth.login({ account: 'me@example.com', password: cipher, ticket: 't' }),
    ).rejects.toMatchObject({ kind: 'business', code: 14001 });
    expect(apiSession().get().signedIn).toBe(false);
  });

  it('refuses a captcha token that does not decode to an image', async () => {
    answerData = { token: btoa('{"token":"x"}') };
    await expect(auth.fetchCaptcha()).rejects.toMatchObject({ kind: 'contract', path: 'token' });
  });

  it('encodes the typed captcha so that it decodes back', async () => {
    answerData = { ticket: 't' };
    await auth.verifyCaptcha({ email: 'a@b.co', captchaId: '验证-1', code: 'x9Y2' });
    const body = sent[0]?.body as { token: string };
    expect(decodeCaptchaAnswer(body.token)).toEqual({ token: '验证-1', code: 'x9Y2' });
  });
});
