import { encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_WEB_API_CONFIG } from './db/seed';
import { startTestServer, type TestServer } from './testing/harness';

// The envelope's `message` is written in the language of the request's `clang` (contract.md "Transport").
// The expected texts are the catalogues' own: packages/forms/src/messages and packages/api/src/messages.

let server: TestServer;
let demo: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
});

afterAll(async () => {
  await server?.close();
});

const withClang = (clang?: string): Record<string, string> => (clang === undefined ? {} : { clang });

/** A captcha answer that cannot pass: 13001001. */
const wrongCaptcha = (clang?: string) =>
  server.call('POST', '/user-api/web/mp_verification', {
    headers: withClang(clang),
    body: {
      email: DEMO_ACCOUNTS.demo,
      token: encodeCaptchaAnswer({ token: 'no-such-captcha', code: 'ZZZZ' }),
    },
  });

const claim = (ids: number[], clang?: string) =>
  server.call('POST', '/mp-api/v3/api/polish_tasks/actions/claim', {
    token: demo,
    headers: withClang(clang),
    body: { ids },
  });

async function pendingIds(count: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('polish_task')
    .select('id')
    .where('status', '=', PolishTaskStatus.pending)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

async function setClaimMax(max: number): Promise<void> {
  await server.db
    .updateTable('config_entry')
    .set({ value: JSON.stringify({ web_api: { ...DEMO_WEB_API_CONFIG, polish_claim_max_length: max } }) })
    .where('project_key', '=', 'community_config')
    .execute();
}

describe("a business error in the creator's language", () => {
  it('answers a wrong captcha (13001001) in ar-EG, zh-Hans-CN and id-ID', async () => {
    const answers = {
      'ar-EG': 'رمز التحقق غير صحيح أو انتهت صلاحيته',
      'zh-Hans-CN': '验证码错误或已过期',
      'id-ID': 'Kode verifikasi salah atau sudah kedaluwarsa',
      'en-US': 'The verification code is wrong or has expired',
    };
    for (const [clang, message] of Object.entries(answers)) {
      const { status, body } = await wrongCaptcha(clang);
      expect({ clang, status, body }).toEqual({
        clang,
        status: 200,
        body: { code: 13001001, message, data: null },
      });
    }
  });

  it('answers in en-US when clang is missing, unknown or not exactly one of the four', async () => {
    for (const clang of [undefined, '', 'fr-FR', 'ar', 'zh-CN', 'AR-EG', 'ar-SA']) {
      const { body } = await wrongCaptcha(clang);
      expect({ clang, message: body.message }).toEqual({
        clang,
        message: 'The verification code is wrong or has expired',
      });
    }
  });

  it("answers a claim over the limit (17001) with its count, in each locale's plural forms", async () => {
    const ids = await pendingIds(4);
    const answers = {
      'en-US': 'Failed to claim. You can claim 5 posts at most.',
      'zh-Hans-CN': '领取失败。最多可领取 5 篇。',
      'id-ID': 'Gagal mengklaim. Anda dapat mengklaim maksimal 5 postingan.',
      'ar-EG': 'فشلت المطالبة. يمكنك المطالبة بـ5 منشورات كحد أقصى.',
    };
    for (const [clang, message] of Object.entries(answers)) {
      const { body } = await claim(ids, clang);
      expect({ clang, body }).toEqual({ clang, body: { code: 17001, message, data: { max: 5 } } });
    }
    // The demo creator holds 2: Arabic has a form for one, two, a few (3–10) and many (11–99), in Latin digits.
    const arabic: [number, string][] = [
      [1, 'فشلت المطالبة. يمكنك المطالبة بـمنشور واحد كحد أقصى.'],
      [2, 'فشلت المطالبة. يمكنك المطالبة بـمنشورين كحد أقصى.'],
      [11, 'فشلت المطالبة. يمكنك المطالبة بـ11 منشورًا كحد أقصى.'],
    ];
    try {
      for (const [max, message] of arabic) {
        await setClaimMax(max);
        const { body } = await claim(await pendingIds(10), 'ar-EG');
        expect({ max, body }).toEqual({ max, body: { code: 17001, message, data: { max } } });
      }
      await setClaimMax(1);
      expect((await claim(ids, 'en-US')).body.message).toBe('Failed to claim. You can claim 1 post at most.');
    } finally {
      await setClaimMax(DEMO_WEB_API_CONFIG.polish_claim_max_length);
    }
  });

  it('answers the session codes (HTTP 401) and success in the locale too', async () => {
    const signedOut = await server.call('GET', '/mp-api/v3/api/account', {
      headers: { clang: 'zh-Hans-CN' },
    });
    expect([signedOut.status, signedOut.body]).toEqual([401, { code: 1, message: '请先登录', data: null }]);
    const fine = await server.call('GET', '/mp-api/v3/api/account', {
      token: demo,
      headers: { clang: 'id-ID' },
    });
    expect([fine.body.code, fine.body.message]).toEqual([0, 'Berhasil']);
    expect((await server.call('GET', '/mp-api/v3/api/account', { token: demo })).body.message).toBe(
      'success',
    );
  });

  it('answers the polish calls without access (403) in the locale', async () => {
    const writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const { status, body } = await server.call('GET', '/mp-api/v3/api/polish_tasks', {
      token: writer,
      headers: { clang: 'id-ID' },
      query: { status: PolishTaskStatus.pending },
    });
    expect([status, body]).toEqual([
      403,
      { code: 403, message: 'Anda tidak memiliki akses ke tugas buatan mesin', data: null },
    ]);
  });

  it('answers a taken nickname (15001) in ar-EG', async () => {
    const { body } = await server.call('PUT', '/user-api/web/mp_nickname', {
      token: demo,
      headers: { clang: 'ar-EG' },
      body: { nickname: 'plain writer' },
    });
    expect(body).toEqual({ code: 15001, message: 'هذا الاسم المستعار مستخدم بالفعل', data: null });
  });
});

describe("a validation 400 in the creator's language", () => {
  const shortNickname = (clang?: string) =>
    server.call('PUT', '/user-api/web/mp_nickname', {
      token: demo,
      headers: withClang(clang),
      body: { nickname: 'abc' },
    });

  it('names the field and writes the rule (a forms.* descriptor) in the locale', async () => {
    const answers = {
      'ar-EG': 'nickname: يجب أن يتكون الاسم المستعار من 4 إلى 24 حرفًا',
      'zh-Hans-CN': 'nickname: 昵称长度须为 4 至 24 个字符',
      'id-ID': 'nickname: Nama panggilan harus terdiri dari 4 sampai 24 karakter',
      'en-US': 'nickname: The nickname must be 4 to 24 characters long',
    };
    for (const [clang, message] of Object.entries(answers)) {
      const { status, body } = await shortNickname(clang);
      expect({ clang, status, body }).toEqual({
        clang,
        status: 400,
        body: { code: 10001, message, data: null },
      });
    }
    expect((await shortNickname('xx-YY')).body.message).toBe(answers['en-US']);
    expect((await shortNickname()).body.message).toBe(answers['en-US']);
  });

  it('localizes a rule checked by a schema of packages/api too (the email of the captcha check)', async () => {
    const { status, body } = await server.call('POST', '/user-api/web/mp_verification', {
      headers: { clang: 'zh-Hans-CN' },
      body: { email: 'not-an-email', token: encodeCaptchaAnswer({ token: 'x', code: 'ZZZZ' }) },
    });
    expect([status, body.code, body.message]).toEqual([400, 10001, 'email: 请输入有效的邮箱地址']);
  });

  it('keeps the developer-oriented texts (a malformed body) as they are', async () => {
    const { status, body } = await server.call('POST', '/user-api/web/mp_verification', {
      headers: { clang: 'ar-EG' },
      raw: '{',
    });
    expect([status, body.code, body.message]).toEqual([400, 10001, 'body: malformed JSON']);
  });
});
