// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { encryptPassword } from '../client/crypto';
import { createSessionStore } from '../client/session';
import { getAccount, updateNickname } from '../endpoints/account';
import { fetchCaptcha, login, verifyCaptcha, checkEmailCode, sendEmailCode } from '../endpoints/auth';
import { getConfigBatch } from '../endpoints/config';
import { deleteContent, getContentDetail, listContent, publishContent } from '../endpoints/content';
import { listDrafts, saveDraft } from '../endpoints/drafts';
import { getHome } from '../endpoints/home';
import { searchHashtags } from '../endpoints/hashtags';
import { getUnreadCount, listNotices, markNoticesRead } from '../endpoints/notices';
import { resetPassword } from '../endpoints/password';
import {
  claimPolishTasks,
  getPolishTask,
  giveUpPolishTasks,
  listPolishTasks,
} from '../endpoints/polish-tasks';
import { getTags } from '../endpoints/tags';
import { getUploadToken } from '../endpoints/upload';
import { FIXTURE_EMAIL, FIXTURE_EMAIL_CODE, FIXTURE_PASSWORD } from './fixtures';
import { businessError, delayed, notEnvelope, serverError, sessionExpired } from './faults';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore } from './store';

const server = setupServer();
let store: MockStore;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  store = createMockStore({ seed: 7, now: 1_795_000_000, frozen: true });
  server.resetHandlers(...createHandlers({ store, requireSession: true }));
  configureApiClient({ baseUrl: 'http://portal.test', session: createSessionStore() });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signIn() {
  const challenge = await fetchCaptcha();
  const ticket = await verifyCaptcha({
    email: FIXTURE_EMAIL,
    captchaId: challenge.token,
    code: store.captchas.get(challenge.token)?.toLowerCase() ?? '',
  });
  const key = (await getConfigBatch()).community_config.web_api.password_public_key;
  return login({ account: FIXTURE_EMAIL, password: await encryptPassword(FIXTURE_PASSWORD, key), ticket });
}

describe('mock sign-in', () => {
  it('signs in with the captcha (any case) and the encrypted password, then answers session calls', async () => {
    await expect(getAccount()).rejects.toMatchObject({ kind: 'unauthorized', code: 5 });
    const session = await signIn();
    expect(session).toMatchObject({ user_id: 10086, country: 'ID' });
    expect(apiSession().get().signedIn).toBe(true);
    await expect(getAccount()).resolves.toMatchObject({ email: FIXTURE_EMAIL });
  });

  it('answers the catalogue codes: wrong captcha, unknown email, wrong password', async () => {
    const first = await fetchCaptcha();
    await expect(
      verifyCaptcha({ email: FIXTURE_EMAIL, captchaId: first.token, code: 'zzzz' }),
    ).rejects.toMatchObject({ code: 13001001 });
    const second = await fetchCaptcha();
    await expect(
      verifyCaptcha({
        email: 'nobody@example.com',
        captchaId: second.token,
        code: store.captchas.get(second.token) ?? '',
      }),
    ).rejects.toMatchObject({ code: 13001004 });
    const third = await fetchCaptcha();
    const ticket = await verifyCaptcha({
      email: FIXTURE_EMAIL,
      captchaId: third.token,
      code: store.captchas.get(third.token) ?? '',
    });
    const key = (await getConfigBatch()).community_config.web_api.password_public_key;
    await expect(
      login({ account: FIXTURE_EMAIL, password: await encryptPassword('wrong-pass1', key), ticket }),
    ).rejects.toMatchObject({ code: 14001 });
  });

  it('resets a forgotten password through the emailed code', async () => {
    const challenge = await fetchCaptcha();
    const ticket = await verifyCaptcha({
      email: FIXTURE_EMAIL,
      captchaId: challenge.token,
      code: store.captchas.get(challenge.token) ?? '',
    });
    await sendEmailCode({ email: FIXTURE_EMAIL, ticket });
    await expect(checkEmailCode({ email: FIXTURE_EMAIL, code: '000000' })).rejects.toMatchObject({
      code: 13001001,
    });
    const resetTicket = await checkEmailCode({ email: FIXTURE_EMAIL, code: FIXTURE_EMAIL_CODE });
    const key = (await getConfigBatch()).community_config.web_api.password_public_key;
    await resetPassword({
      email: FIXTURE_EMAIL,
      ticket: resetTicket,
      password: await encryptPassword('N3w-password', key),
    });
    expect(store.password).toBe('N3w-password');
  });
});

describe('mock data calls', () => {
  beforeEach(signIn);

  it('filters and pages the content list like the portal asks', async () => {
    const underReview = await listContent({ status: [3, 4], show_types: [2], page: 1, page_size: 10 });
    expect(underReview.list.length).toBeGreaterThan(0);
    expect(underReview.list.every((item) => [3, 4].includes(item.status) && item.show_type === 2)).toBe(true);
    const published = await listContent({ status: [1], show_types: [2], page: 2, page_size: 10 });
    expect(published).toMatchObject({ page: 2, page_size: 10 });
    expect(published.count).toBeGreaterThan(20);
    const aigc = await listContent({ status: [0], content_sources: [7, 8], contains_images: 1 });
    expect(aigc.list.every((item) => item.source === 7 || item.source === 8)).toBe(true);
  });

  it('publishes a post, refuses an edit past the limit, and deletes by the eligibility rules', async () => {
    const image = 'https://img.mock.creator.test/mp/10086/a_800_600.png';
    const created = await publishContent({
      show_type: 2,
      title: '',
      content: 'Ten or more characters #spring',
      images: [image],
      cover_images: [image],
      tag_ids: [1, 101],
      hashtag: ['spring'],
      publish_date: 0,
    });
    const detail = await getContentDetail(created?.content_id ?? 0);
    expect(detail).toMatchObject({ status: 3, source: 2, remaining_modify_count: 3 });
    const exhausted = store.content.find((item) => item.status === 1 && item.modify_count >= 3);
    await expect(
      publishContent({
        show_type: 2,
        content_id: exhausted?.content_id,
        title: '',
        content: 'Ten or more characters',
        images: [image],
        cover_images: [image],
        tag_ids: [2],
      }),
    ).rejects.toMatchObject({ code: 16002 });
    const inReview = store.content.find((item) => item.status === 4);
    await expect(deleteContent(inReview?.content_id ?? 0)).rejects.toMatchObject({ code: 16003 });
    await deleteContent(created?.content_id ?? 0);
    await expect(deleteContent(created?.content_id ?? 0)).rejects.toMatchObject({
      code: 16003,
      message: 'The article has been deleted. Do not operate it again.',
    });
  });

  it('asks for a category from a creator of a tag country (a rule of packages/forms)', async () => {
    const image = 'https://img.mock.creator.test/mp/10086/a_800_600.png';
    await expect(
      publishContent({
        show_type: 2,
        content: 'Ten or more characters',
        images: [image],
        cover_images: [image],
        tag_ids: [],
      }),
    ).rejects.toMatchObject({ kind: 'business', code: 10001 });
  });

  it('rejects a request the wire schema refuses with HTTP 400 and code 10001', async () => {
    await expect(claimPolishTasks([])).rejects.toMatchObject({ kind: 'business', code: 10001, status: 400 });
  });

  it('claims within the limit and answers 17001 with the maximum beyond it', async () => {
    const pending = await listPolishTasks({ status: 'PENDING', page: 1, page_size: 20 });
    expect(pending.remaining_claimed_count).toBe(1);
    const [first, second] = pending.list;
    await expect(claimPolishTasks([first?.id ?? 0, second?.id ?? 0])).rejects.toMatchObject({
      code: 17001,
      data: { max: 5 },
    });
    await claimPolishTasks([first?.id ?? 0]);
    await expect(getPolishTask(first?.id ?? 0)).resolves.toMatchObject({ status: 'CLAIMED' });
    await expect(claimPolishTasks([first?.id ?? 0])).rejects.toMatchObject({ code: 17002 });
    await giveUpPolishTasks([first?.id ?? 0]);
    await expect(getPolishTask(first?.id ?? 0)).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('reads notices by page and counts the unread ones', async () => {
    const unread = await getUnreadCount();
    const first = await listNotices({ page: 1 });
    expect(first).toMatchObject({ count: 45, page: 1, page_size: 20 });
    await markNoticesRead(first.list.filter((notice) => notice.status === 1).map((notice) => notice.id));
    expect(await getUnreadCount()).toBeLessThan(unread);
    expect((await listNotices({ page: 3 })).list).toHaveLength(5);
  });

  it('saves and lists article drafts, and refuses an empty one', async () => {
    const before = await listDrafts({ page: 1, page_size: 10 });
    await saveDraft({ title: 'Half-written: 草稿 مسودة', content: '<p>Soon</p>' });
    expect((await listDrafts({ page: 1, page_size: 10 })).count).toBe(before.count + 1);
    await expect(saveDraft({})).rejects.toMatchObject({ code: 10001 });
  });

  it('names tags in the language of the clang header', async () => {
    apiSession().setLanguage('zh-Hans-CN');
    const tags = await getTags();
    expect(tags[0]).toMatchObject({
      lang_tag_name: '体育',
      children: expect.arrayContaining([expect.objectContaining({ lang_tag_name: '足球' })]),
    });
  });

  it('suggests hashtags, most viewed first', async () => {
    const list = await searchHashtags('TRAV');
    expect(list.map((tag) => tag.name)).toEqual(expect.arrayContaining(['travel', 'travelgram']));
    expect(list.every((tag) => tag.name.includes('trav'))).toBe(true);
  });

  it('changes the nickname into review and answers 15001 for a taken one', async () => {
    await expect(updateNickname('admin')).rejects.toMatchObject({ code: 15001 });
    await updateNickname('新的创作者名字');
    await expect(getAccount()).resolves.toMatchObject({
      screen_name: '新的创作者名字',
      screen_name_ext: { audit_status: 1 },
    });
    await expect(updateNickname('another one')).rejects.toMatchObject({ code: 15002 });
  });

  it('signs uploads whose policy the mock storage enforces', async () => {
    const signing = await getUploadToken(['a_1_1.png']);
    expect(signing).toMatchObject({ domain: 'https://img.mock.creator.test', dir: 'mp/10086/' });
    const response = await fetch(signing.endpoint, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('key', `${signing.dir}a_1_1.png`);
        form.append('policy', signing.signature.policy);
        form.append('file', new Blob(['png'], { type: 'image/png' }), 'a_1_1.png');
        return form;
      })(),
    });
    expect(response.status).toBe(200);
    const stored = await fetch(`${signing.domain}/${signing.dir}a_1_1.png`);
    expect(await stored.text()).toBe('png');
  });

  it('sums the dashboard counts from the content', async () => {
    const home = await getHome();
    expect(home.content_count).toBe(
      store.content.filter((item) => item.status !== 2 && item.status !== 11).length,
    );
    expect(home.expose_count).toBeGreaterThan(1e9);
  });
});

describe('faults', () => {
  beforeEach(signIn);

  it('answer in front of the normal handlers', async () => {
    server.use(serverError('getHome'));
    await expect(getHome()).rejects.toMatchObject({ kind: 'network' });
    server.use(sessionExpired('getAccount'));
    await expect(getAccount()).rejects.toMatchObject({ kind: 'unauthorized', code: 5, sessionExpired: true });
    server.use(businessError('saveDraft', 16016, 'Draft limit reached'));
    await expect(saveDraft({ title: 'x' })).rejects.toMatchObject({
      kind: 'business',
      code: 16016,
      message: 'Draft limit reached',
    });
    server.use(notEnvelope('getTags', 413));
    await expect(getTags()).rejects.toMatchObject({ kind: 'contract', status: 413 });
  });

  it('delays and then lets the normal handler answer', async () => {
    server.use(delayed('getUnreadCount', 50));
    const started = performance.now();
    await expect(getUnreadCount()).resolves.toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
