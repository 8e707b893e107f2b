import { createHash } from 'node:crypto';
import { routes } from '@creator/api/schemas/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPng } from './db/png';
import { DEMO_ACCOUNTS } from './db/seed';
import { startTestServer, TEST_REVIEW_DELAY_MS, type TestServer } from './testing/harness';

let server: TestServer;
let demo: string;
let writer: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
});

afterAll(async () => {
  await server?.close();
});

const nickname = (token: string, value: string) => server.call('PUT', '/user-api/web/mp_nickname', { token, body: { nickname: value } });

describe('account and access', () => {
  it('answers the account in the contract shape', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/account', { token: demo });
    expect(routes.getAccount.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({
      email: DEMO_ACCOUNTS.demo,
      country: 'ID',
      screen_name_ext: { audit_status: 0, modified: true },
      avatar_ext: { audit_status: 0, modified: true },
    });
  });

  it('gives list_polish_task to the demo creator and not to the second one', async () => {
    const visible = async (token: string) => {
      const { body } = await server.call('GET', '/mp-api/v3/api/user_resource', { token });
      expect(routes.getUserResources.answer.safeParse(body.data).success).toBe(true);
      return (body.data.list as { code: string; visible: boolean }[]).some((item) => item.code === 'list_polish_task' && item.visible);
    };
    expect(await visible(demo)).toBe(true);
    expect(await visible(writer)).toBe(false);
  });
});

describe('nickname', () => {
  it('refuses a nickname outside 4 to 24 characters with the rule of packages/forms', async () => {
    const short = await nickname(demo, 'abc');
    expect([short.status, short.body.code]).toEqual([400, 10001]);
    expect(short.body.message).toMatch(/4 to 24/);
    expect((await nickname(demo, '名'.repeat(25))).status).toBe(400);
  });

  it('answers 15001 for a nickname another creator holds, whatever its case', async () => {
    expect((await nickname(demo, 'plain writer')).body.code).toBe(15001);
  });

  it('puts a change in review, refuses another while in review, and passes review after the delay', async () => {
    expect((await nickname(demo, 'Demo Renamed 1')).body.code).toBe(0);
    const inReview = await server.call('GET', '/mp-api/v3/api/account', { token: demo });
    expect(inReview.body.data.screen_name).toBe('Demo Renamed 1');
    expect(inReview.body.data.screen_name_ext.audit_status).toBe(1);
    const blocked = await nickname(demo, 'Demo Renamed 2');
    expect(blocked.body.code).toBe(15002);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    const passed = await server.call('GET', '/mp-api/v3/api/account', { token: demo });
    expect(passed.body.data.screen_name_ext.audit_status).toBe(2);
  });

  it('allows three changes a month, then answers 15002 with modified false', async () => {
    expect((await nickname(demo, 'Demo Renamed 2')).body.code).toBe(0);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect((await nickname(demo, 'Demo Renamed 3')).body.code).toBe(0);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    const spent = await nickname(demo, 'Demo Renamed 4');
    expect(spent.body.code).toBe(15002);
    const account = await server.call('GET', '/mp-api/v3/api/account', { token: demo });
    expect(account.body.data.screen_name_ext.modified).toBe(false);
    expect(account.body.data.screen_name).toBe('Demo Renamed 3');
  });

  it('treats an unchanged nickname as no change', async () => {
    const before = await server.db.selectFrom('profile_change').select('id').execute();
    expect((await nickname(writer, '  Plain Writer ')).body.code).toBe(0);
    const after = await server.db.selectFrom('profile_change').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});

describe('avatar', () => {
  async function uploadAvatar(token: string): Promise<string> {
    const png = bandedPng(400, 400, [1, 2, 3], [250, 250, 250]);
    const signature = createHash('sha256').update(png).digest('hex');
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', { token, query: { names: 'me_400_400.png', uploadType: 'image', scene: 'avatar', extension: 'png', signature } });
    const key = `${body.data.dir}${body.data.name}`;
    const form = new FormData();
    const fields = { key, policy: body.data.signature.policy, OSSAccessKeyId: body.data.AccessKeyId, signature: body.data.signature.signature, 'x-oss-security-token': body.data.SecurityToken, success_action_status: '200' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'me_400_400.png');
    expect((await fetch(body.data.endpoint, { method: 'POST', body: form })).status).toBe(200);
    return `${body.data.domain}/${key}`;
  }

  it('accepts only an avatar the creator uploaded to this host, and puts it in review', async () => {
    const external = await server.call('PUT', '/user-api/web/mp_avatar', { token: writer, body: { url: 'https://elsewhere.example/a.png' } });
    expect([external.status, external.body.code]).toEqual([400, 10001]);
    const someoneElses = await server.call('PUT', '/user-api/web/mp_avatar', { token: writer, body: { url: `${server.base}/storage/seed/sunrise_1280_720.png` } });
    expect(someoneElses.status).toBe(400);
    const url = await uploadAvatar(writer);
    expect((await server.call('PUT', '/user-api/web/mp_avatar', { token: writer, body: { url } })).body.code).toBe(0);
    const account = await server.call('GET', '/mp-api/v3/api/account', { token: writer });
    expect(account.body.data.avatar).toBe(url);
    expect(account.body.data.avatar_ext.audit_status).toBe(1);
    expect((await server.call('PUT', '/user-api/web/mp_avatar', { token: demo, body: { url } })).status).toBe(400);
  });
});

describe('home, notices, tags and hashtags', () => {
  it('sums the creator\'s content for the home page', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/home', { token: demo });
    expect(routes.getHome.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.content_count).toBeGreaterThan(200);
    const empty = await server.call('GET', '/mp-api/v3/api/home', { token: await server.signIn(DEMO_ACCOUNTS.noPosting) });
    expect(empty.body.data).toEqual({ content_count: 0, expose_count: 0, click_count: 0 });
  });

  it('pages the notices newest first with every type, and marks them read', async () => {
    const first = await server.call('GET', '/mp-api/v3/api/notifies', { token: demo, query: { page: 1 } });
    expect(routes.listNotices.answer.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data.count).toBe(150);
    expect(first.body.data.list).toHaveLength(first.body.data.page_size);
    const times = (first.body.data.list as { created_at: number }[]).map((notice) => notice.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = [];
    for (let page = 1; page <= Math.ceil(150 / first.body.data.page_size); page += 1) {
      all.push(...(await server.call('GET', '/mp-api/v3/api/notifies', { token: demo, query: { page } })).body.data.list);
    }
    expect(new Set(all.map((notice: { type: number }) => notice.type))).toEqual(new Set([1, 11, 12, 13, 21, 22, 23]));
    expect(all.some((notice: { content: string }) => notice.content.includes('<script>'))).toBe(true);

    const unread = async () => (await server.call('GET', '/mp-api/v3/api/notifies/unread_count', { token: demo })).body.data.unread as number;
    const before = await unread();
    const ids = (all as { id: number; status: number }[]).filter((notice) => notice.status === 1).slice(0, 3).map((notice) => notice.id);
    expect((await server.call('POST', '/mp-api/v3/api/notifies/actions/read', { token: demo, body: { ids } })).body.code).toBe(0);
    expect(await unread()).toBe(before - 3);
    // Another creator's ids change nothing.
    await server.call('POST', '/mp-api/v3/api/notifies/actions/read', { token: writer, body: { ids: all.map((notice: { id: number }) => notice.id) } });
    expect(await unread()).toBe(before - 3);
  });

  it('answers the category tree in the caller\'s language, with and without children', async () => {
    const { body } = await server.call('GET', '/community-api/v3/api/content/tags', { token: demo, query: { tag_tree: 1, status: 1 }, headers: { clang: 'zh-Hans-CN' } });
    expect(routes.getTags.answer.safeParse(body.data).success).toBe(true);
    const news = body.data.list.find((tag: { tag_id: number }) => tag.tag_id === 1);
    expect(news.lang_tag_name).toBe('新闻');
    expect(news.children.map((child: { tag_id: number }) => child.tag_id)).toEqual([101, 102]);
    expect(body.data.list.find((tag: { tag_id: number }) => tag.tag_id === 3).children).toBeUndefined();
  });

  it('suggests hashtags that start with the typed text first, by page views', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/hashtags', { token: demo, query: { name: 'trav' } });
    expect(routes.searchHashtags.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.list.map((tag: { name: string }) => tag.name)).toEqual(['travel', 'travelgram', 'traveltips']);
    const wildcard = await server.call('GET', '/mp-api/v3/api/hashtags', { token: demo, query: { name: '%' } });
    expect(wildcard.body.data.list).toEqual([]);
  });
});
