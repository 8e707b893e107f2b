import { createHash } from 'node:crypto';
import { routes } from '@creator/api/schemas/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS } from '../db/seed';
import { startTestServer, TEST_REVIEW_DELAY_MS, type TestServer } from '../testing/harness';

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

const nickname = (token: string, value: string) =>
  server.call('PUT', '/user-api/web/mp_nickname', { token, body: { nickname: value } });

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
      return (body.data.list as { code: string; visible: boolean }[]).some(
        (item) => item.code === 'list_polish_task' && item.visible,
      );
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
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', {
      token,
      query: { names: 'me_400_400.png', uploadType: 'image', scene: 'avatar', extension: 'png', signature },
    });
    const key = `${body.data.dir}${body.data.name}`;
    const form = new FormData();
    const fields = {
      key,
      policy: body.data.signature.policy,
      OSSAccessKeyId: body.data.AccessKeyId,
      signature: body.data.signature.signature,
      'x-oss-security-token': body.data.SecurityToken,
      success_action_status: '200',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'me_400_400.png');
    expect((await fetch(body.data.endpoint, { method: 'POST', body: form })).status).toBe(200);
    return `${body.data.domain}/${key}`;
  }

  it('accepts only an avatar the creator uploaded to this host, and puts it in review', async () => {
    const external = await server.call('PUT', '/user-api/web/mp_avatar', {
      token: writer,
      body: { url: 'https://elsewhere.example/a.png' },
    });
    expect([external.status, external.body.code]).toEqual([400, 10001]);
    const someoneElses = await server.call('PUT', '/user-api/web/mp_avatar', {
      token: writer,
      body: { url: `${server.base}/storage/seed/sunrise_1280_720.png` },
    });
    expect(someoneElses.status).toBe(400);
    const url = await uploadAvatar(writer);
    expect(
      (await server.call('PUT', '/user-api/web/mp_avatar', { token: writer, body: { url } })).body.code,
    ).toBe(0);
    const account = await server.call('GET', '/mp-api/v3/api/account', { token: writer });
    expect(account.body.data.avatar).toBe(url);
    expect(account.body.data.avatar_ext.audit_status).toBe(1);
    expect((await server.call('PUT', '/user-api/web/mp_avatar', { token: demo, body: { url } })).status).toBe(
      400,
    );
  });
});
