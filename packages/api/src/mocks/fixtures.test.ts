import { ContentSource, ContentStatus, ShowType } from '@creator/domain/content';
import { NoticeType, ReadStatus } from '@creator/domain/notices';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from '../client/crypto';
import { decodeCaptchaChallenge } from '../schemas/auth';
import { routes, type RouteName } from '../schemas/routes';
import { CAPTCHA_CODE, DEMO_EMAIL, DEMO_PASSWORD, FIXTURE_NOW, fixtures, type Fixtures } from './fixtures';

/** The route whose answer each fixture is (details are the `detail` of their answer): none left out. */
const answerOf: Record<keyof Fixtures, { route: RouteName; wrap?: (value: unknown) => unknown }> = {
  captcha: { route: 'fetchCaptcha' },
  captchaChallenge: { route: 'fetchCaptcha', wrap: () => fixtures.captcha },
  captchaTicket: { route: 'verifyCaptcha' },
  emailCodeTicket: { route: 'checkEmailCode' },
  login: { route: 'login' },
  account: { route: 'getAccount' },
  accountLongArabic: { route: 'getAccount' },
  accountLongChinese: { route: 'getAccount' },
  resources: { route: 'getUserResources' },
  config: { route: 'getConfigBatch' },
  home: { route: 'getHome' },
  homeEmpty: { route: 'getHome' },
  contentPage: { route: 'listContent' },
  contentPageLongArabic: { route: 'listContent' },
  contentPageLongChinese: { route: 'listContent' },
  postDetail: { route: 'getContentDetail', wrap: (detail) => ({ detail }) },
  articleDetail: { route: 'getContentDetail', wrap: (detail) => ({ detail }) },
  published: { route: 'publishContent' },
  drafts: { route: 'listDrafts' },
  draftsLongArabic: { route: 'listDrafts' },
  draftsLongChinese: { route: 'listDrafts' },
  draftSaved: { route: 'saveDraft' },
  notices: { route: 'listNotices' },
  noticesLongArabic: { route: 'listNotices' },
  noticesLongChinese: { route: 'listNotices' },
  unreadCount: { route: 'getUnreadCount' },
  polishTasks: { route: 'listPolishTasks' },
  polishTasksClaimed: { route: 'listPolishTasks' },
  polishTasksCompleted: { route: 'listPolishTasks' },
  polishTasksLongArabic: { route: 'listPolishTasks' },
  polishTasksLongChinese: { route: 'listPolishTasks' },
  polishTask: { route: 'getPolishTask' },
  tags: { route: 'getTags' },
  tagsChinese: { route: 'getTags' },
  tagsArabic: { route: 'getTags' },
  tagsIndonesian: { route: 'getTags' },
  hashtags: { route: 'searchHashtags' },
  uploadSigning: { route: 'getUploadToken' },
  avatarSigning: { route: 'getOssSts' },
  copiedImages: { route: 'copyImages' },
};

const entries = Object.entries(fixtures) as [keyof Fixtures, unknown][];

describe('fixtures', () => {
  it.each(entries)('%s parses with the answer schema of its route', (name, value) => {
    const { route, wrap } = answerOf[name];
    const parsed = routes[route].answer.safeParse(wrap ? wrap(value) : value);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('are the one demo account of the reference server', () => {
    expect([DEMO_EMAIL, DEMO_PASSWORD]).toEqual(['demo@creator.test', 'Creator#2026']);
    expect(fixtures.account).toMatchObject({ email: DEMO_EMAIL, user_id: fixtures.login.user_id });
    expect(fixtures.login.country).toBe(fixtures.account.country);
  });

  it('hold a captcha token that decodes to the challenge, and a key the client can encrypt with', async () => {
    expect(decodeCaptchaChallenge(fixtures.captcha.token)).toEqual(fixtures.captchaChallenge);
    expect(fixtures.captchaChallenge.image).toMatch(/^data:image\/svg\+xml;base64,/u);
    expect(atob(fixtures.captchaChallenge.image.split(',')[1] ?? '')).toContain(`>${CAPTCHA_CODE[0]}<`);
    const key = fixtures.config.community_config.web_api.password_public_key;
    await expect(encryptPassword(DEMO_PASSWORD, key)).resolves.toMatch(/^[A-Za-z0-9+/]+={0,2}$/u);
  });

  it('show a page of content in every status of the list, every show type and a machine-made post', () => {
    const list = fixtures.contentPage.list;
    expect(new Set(list.map((item) => item.status))).toEqual(
      new Set([
        ContentStatus.published,
        ContentStatus.pendingReview,
        ContentStatus.inReview,
        ContentStatus.reviewFailed,
        ContentStatus.offline,
        ContentStatus.scheduled,
      ]),
    );
    expect(new Set(list.map((item) => item.show_type))).toEqual(new Set(Object.values(ShowType)));
    expect(list.some((item) => item.source === ContentSource.aiGeneration)).toBe(true);
    expect(fixtures.contentPage.count).toBe(list.length);
    const scheduled = list.filter((item) => item.status === ContentStatus.scheduled);
    expect(scheduled.every((item) => item.publish_date > FIXTURE_NOW)).toBe(true);
    expect(new Set(list.map((item) => item.content_id)).size).toBe(list.length);
  });

  it('show counts in the K, M and B forms, with the rounding edge', () => {
    const counts = [
      fixtures.home.content_count,
      fixtures.home.expose_count,
      fixtures.home.click_count,
      ...fixtures.contentPage.list.flatMap((item) => [item.expose_count, item.click_count]),
    ];
    expect(counts.some((count) => count >= 1e3 && count < 1e6)).toBe(true);
    expect(counts.some((count) => count >= 1e6 && count < 1e9)).toBe(true);
    expect(counts.some((count) => count >= 1e9)).toBe(true);
    expect(counts).toContain(999_950);
  });

  it('show notices of every type, read and unread, with HTML and links to content of the page', () => {
    const list = fixtures.notices.list;
    expect(new Set(list.map((notice) => notice.type))).toEqual(new Set(Object.values(NoticeType)));
    expect(
      list.some((notice) => /<(p|b|ol)>/u.test(notice.content) && notice.content.includes('<script>')),
    ).toBe(true);
    const ids = new Set(fixtures.contentPage.list.map((item) => item.content_id));
    const linked = list.filter((notice) => notice.target_id != null);
    expect(linked.length).toBeGreaterThan(0);
    expect(
      linked.every(
        (notice) =>
          notice.content.indexOf('}}') > notice.content.indexOf('{{') + 2 &&
          notice.content.includes('{{') &&
          ids.has(notice.target_id ?? 0),
      ),
    ).toBe(true);
    expect(fixtures.unreadCount.unread).toBe(
      list.filter((notice) => notice.status === ReadStatus.unread).length,
    );
    expect(fixtures.unreadCount.unread).toBeLessThan(list.length);
  });

  it('show polish tasks in each state, with none to nine images', () => {
    expect(fixtures.polishTasks.list.every((task) => task.status === PolishTaskStatus.pending)).toBe(true);
    expect(fixtures.polishTasksClaimed.list.every((task) => task.status === PolishTaskStatus.claimed)).toBe(
      true,
    );
    expect(
      fixtures.polishTasksCompleted.list.every((task) => task.status === PolishTaskStatus.completed),
    ).toBe(true);
    expect(fixtures.polishTask.status).toBe(PolishTaskStatus.claimed);
    const counts = fixtures.polishTasks.list.map((task) => task.cover_images.length);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBe(9);
  });

  it('have long Arabic and Chinese variants of the screens', () => {
    const arabic = /\p{Script=Arabic}/u;
    const han = /\p{Script=Han}/u;
    expect(fixtures.accountLongArabic.screen_name).toMatch(arabic);
    expect(fixtures.accountLongChinese.screen_name).toMatch(han);
    for (const [variant, script] of [
      ['LongArabic', arabic],
      ['LongChinese', han],
    ] as const) {
      const page = fixtures[`contentPage${variant}`];
      expect(page.list.filter((item) => item.title).every((item) => script.test(item.title))).toBe(true);
      expect(fixtures[`notices${variant}`].list.every((notice) => script.test(notice.content))).toBe(true);
      expect(fixtures[`polishTasks${variant}`].list.every((task) => script.test(task.title))).toBe(true);
      expect(fixtures[`drafts${variant}`].list.every((draft) => script.test(draft.title))).toBe(true);
    }
    expect(fixtures.tagsArabic.list[0]?.lang_tag_name).toMatch(arabic);
    expect(fixtures.tagsChinese.list[0]?.lang_tag_name).toMatch(han);
  });

  it('use data: URLs for every image shown, so that nothing reaches the network', () => {
    const urls = [
      fixtures.account.avatar,
      fixtures.accountLongArabic.avatar,
      ...fixtures.contentPage.list.flatMap((item) => [...(item.images ?? []), ...item.cover_images]),
      ...fixtures.articleDetail.images,
      ...fixtures.drafts.list.flatMap((draft) => draft.cover_images),
      ...fixtures.notices.list.flatMap((notice) => notice.image_urls),
      ...fixtures.polishTasks.list.flatMap((task) => task.cover_images),
    ];
    expect(urls.every((url) => url.startsWith('data:image/'))).toBe(true);
  });
});
