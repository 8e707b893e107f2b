import { routes } from '@creator/api/schemas/routes';
import { ContentStatus, type ContentSource, type ShowType } from '@creator/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed';
import { startTestServer, TEST_REVIEW_DELAY_MS, type TestServer } from './testing/harness';

let server: TestServer;
let demo: string;
let demoId: number;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  demoId = (await server.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

const image = (name: string) => `${server.base}/storage/seed/${name}`;
const list = (query: Record<string, string | number>) => server.call('GET', '/mp-api/v3/api/content', { token: demo, query });
const detail = async (contentId: number) => (await server.call('GET', '/mp-api/v3/api/content/detail', { token: demo, query: { content_id: contentId } })).body.data.detail;
const publish = (body: Record<string, unknown>, token = demo) => server.call('POST', '/mp-api/v3/api/content/publish', { token, body });

function post(overrides: Record<string, unknown> = {}) {
  const images = [image('sunrise_1280_720.png'), image('forest_720_960.png')];
  return { show_type: 2, title: 'Weekend in Bandung', content: 'Tea hills, strawberries and cold mornings. #travel #bandung', images, cover_images: [images[0]], tag_ids: [4, 402], hashtag: ['travel', 'bandung'], spent_time: 42_000, ...overrides };
}

function article(overrides: Record<string, unknown> = {}) {
  const cover = image('ocean_960_540.png');
  return {
    show_type: 1,
    title: 'A long walk along the northern coast',
    content: `<h2>Day one</h2><p>We started before dawn and walked until the tide came in.</p><p><img src="${cover}"></p>`,
    images: [cover],
    cover_images: [cover],
    hashtag: ['#Travel ', 'coast'],
    ...overrides,
  };
}

async function seededItem(where: { status: ContentStatus; show_type?: ShowType; minAgeDays?: number; maxAgeDays?: number; modify_count?: number }) {
  let query = server.db.selectFrom('content').selectAll().where('creator_id', '=', demoId).where('status', '=', where.status);
  if (where.show_type) query = query.where('show_type', '=', where.show_type);
  if (where.minAgeDays !== undefined) query = query.where('publish_at', '<=', server.clock.now() - where.minAgeDays * DAY);
  if (where.maxAgeDays !== undefined) query = query.where('publish_at', '>=', server.clock.now() - where.maxAgeDays * DAY);
  if (where.modify_count !== undefined) query = query.where('modify_count', '=', where.modify_count);
  return query.orderBy('content_id').executeTakeFirstOrThrow();
}

describe('content list', () => {
  it('pages everything but drafts and deleted items, 10 a page, newest change first', async () => {
    const { body } = await list({});
    expect(routes.listContent.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.list).toHaveLength(10);
    const statuses = new Set((await server.db.selectFrom('content').select('status').where('creator_id', '=', demoId).execute()).map((row) => row.status));
    expect(statuses.has(2) && statuses.has(11)).toBe(true);
    const expected = await server.db.selectFrom('content').select((eb) => eb.fn.countAll<number>().as('n')).where('creator_id', '=', demoId).where('status', 'not in', [2, 11]).executeTakeFirstOrThrow();
    expect(body.data.count).toBe(Number(expected.n));
    const updated = (body.data.list as { updated_at: number }[]).map((item) => item.updated_at);
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);
    const second = await list({ page: 2 });
    expect(second.body.data.list[0].content_id).not.toBe(body.data.list[0].content_id);
  });

  it('filters by status (3,4 for under review), show type, source, images and keyword', async () => {
    const review = await list({ status: '3,4', page_size: 100 });
    expect(review.body.data.count).toBeGreaterThan(0);
    expect(review.body.data.list.every((item: { status: number }) => item.status === 3 || item.status === 4)).toBe(true);
    const posts = await list({ show_types: 2, status: 1, page_size: 100 });
    expect(posts.body.data.list.every((item: { show_type: number; status: number }) => item.show_type === 2 && item.status === 1)).toBe(true);
    const machine = await list({ status: 0, content_sources: '7,8', contains_images: 1, page_size: 100 });
    expect(machine.body.data.count).toBeGreaterThan(0);
    expect(machine.body.data.list.every((item: { source: number; images: string[] }) => [7, 8].includes(item.source) && item.images.length > 0)).toBe(true);
    const keyword = await list({ keyword: 'JAKARTA', page_size: 100 });
    expect(keyword.body.data.count).toBeGreaterThan(0);
    expect(keyword.body.data.list.every((item: { title: string; brief: string }) => /jakarta/i.test(item.title + item.brief))).toBe(true);
    const title = await list({ title: '西湖', page_size: 100 });
    expect(title.body.data.list.every((item: { title: string }) => item.title.includes('西湖'))).toBe(true);
  });

  it('filters by an inclusive publish date range in seconds', async () => {
    const { body } = await list({ status: 1, page_size: 100 });
    const target = body.data.list[3].publish_date as number;
    const exact = await list({ status: 1, publish_date_start: target, publish_date_end: target, page_size: 100 });
    expect(exact.body.data.list.map((item: { publish_date: number }) => item.publish_date)).toContain(target);
    expect(exact.body.data.list.every((item: { publish_date: number }) => item.publish_date === target)).toBe(true);
  });

  it('refuses an unknown status and a page size over 100 with 400 and 10001', async () => {
    expect((await list({ status: 7 })).status).toBe(400);
    expect((await list({ page_size: 101 })).status).toBe(400);
  });
});

describe('content detail', () => {
  it('answers the creator\'s own item and nothing about another creator\'s', async () => {
    const own = await seededItem({ status: 1, show_type: 2 });
    const { body } = await server.call('GET', '/mp-api/v3/api/content/detail', { token: demo, query: { content_id: own.content_id } });
    expect(routes.getContentDetail.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.detail.cover_images[0]).toMatch(new RegExp(`^${server.base}/storage/`));
    const writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const other = await server.call('GET', '/mp-api/v3/api/content/detail', { token: writer, query: { content_id: own.content_id } });
    expect([other.status, other.body.code]).toEqual([400, 10001]);
  });
});

describe('publishing', () => {
  it('puts a short post in review, and publishes it once the review delay has passed', async () => {
    const { body } = await publish(post());
    expect(body.code).toBe(0);
    expect(routes.publishContent.answer.safeParse(body.data).success).toBe(true);
    const created = await detail(body.data.content_id);
    expect(created).toMatchObject({ status: 3, show_type: 2, hashtag: ['travel', 'bandung'], tag_ids: [4, 402], source: 2 });
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect((await detail(body.data.content_id)).status).toBe(1);
  });

  it('passes every review queued so far on POST /dev/reviews/pass (DEV_REVIEWS=1), and leaves the seed\'s later reviews alone', async () => {
    const inReview = () =>
      server.db.selectFrom('content').select('content_id').where('creator_id', '=', demoId).where('status', 'in', [ContentStatus.pendingReview, ContentStatus.inReview]).execute();
    const seeded = await inReview();
    const { body } = await publish(post());
    const renamed = await server.call('PUT', '/user-api/web/mp_nickname', { token: demo, body: { nickname: 'Demo Reviewed' } });
    expect(renamed.body.code).toBe(0);
    expect((await detail(body.data.content_id)).status).toBe(3);

    const passed = await fetch(`${server.base}/dev/reviews/pass`, { method: 'POST' });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ passed: 2 });
    expect((await detail(body.data.content_id)).status).toBe(1);
    const account = await server.call('GET', '/mp-api/v3/api/account', { token: demo });
    expect(account.body.data.screen_name_ext.audit_status).toBe(2);
    expect(await inReview()).toEqual(seeded);
  });

  it('holds a scheduled post after review until its publish date, then publishes it', async () => {
    const publishAt = Math.floor((server.clock.now() + 3 * HOUR) / 1000);
    const { body } = await publish(post({ publish_date: publishAt }));
    expect(body.code).toBe(0);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    const waiting = await detail(body.data.content_id);
    expect(waiting.status).toBe(12);
    expect(waiting.publish_date).toBe(publishAt);
    server.clock.advance(3 * HOUR);
    expect((await detail(body.data.content_id)).status).toBe(1);
  });

  it('stores and suggests a hashtag of 60 emoji whole (60 code points, 120 UTF-16 units)', async () => {
    const tag = '🌊'.repeat(60);
    expect([[...tag].length, tag.length]).toEqual([60, 120]);
    const { body } = await publish(post({ content: `Waves all day long at the coast. #${tag}`, hashtag: [tag] }));
    expect(body.code).toBe(0);
    expect((await detail(body.data.content_id)).hashtag).toEqual([tag]);
    const stored = await server.db.selectFrom('hashtag').select('name').where('name', 'like', '🌊%').execute();
    expect(stored.map((row) => row.name)).toEqual([tag]);
    const suggested = await server.call('GET', '/mp-api/v3/api/hashtags', { token: demo, query: { name: `#${tag}` } });
    expect(suggested.body.data.list.map((item: { name: string }) => item.name)).toEqual([tag]);
  });

  it('refuses a schedule in the past, under an hour ahead and over 15 days ahead', async () => {
    const at = (ms: number) => Math.floor((server.clock.now() + ms) / 1000);
    const past = await publish(post({ publish_date: at(-HOUR) }));
    expect([past.status, past.body.message]).toEqual([400, expect.stringMatching(/past/)]);
    expect((await publish(post({ publish_date: at(30 * 60_000) }))).body.message).toMatch(/1 hour/);
    expect((await publish(post({ publish_date: at(16 * DAY) }))).body.message).toMatch(/15 days/);
  });

  it('enforces the composer\'s rules: images, content length, category for the country, topic, hosted images', async () => {
    const refusals = [
      [post({ images: [], cover_images: [] }), /at least 1 image/],
      [post({ content: 'too short' }), /10 to 2,000 characters/],
      [post({ tag_ids: [] }), /choose a category/],
      [post({ tag_ids: [4] }), /topic/],
      [post({ tag_ids: [4, 201] }), /not a topic of this category/],
      [post({ tag_ids: [99] }), /no such category/],
      [post({ images: ['https://elsewhere.example/a_640_360.png'], cover_images: ['https://elsewhere.example/a_640_360.png'] }), /not on the image host/],
      [post({ images: [image('missing_640_360.png')], cover_images: [image('missing_640_360.png')] }), /no such image/],
      [post({ cover_images: [image('forest_720_960.png')] }), /first image/],
      [post({ title: 'x'.repeat(71) }), /at most 70/],
    ] as const;
    for (const [body, message] of refusals) {
      const { status, body: answer } = await publish(body);
      expect({ status, code: answer.code, message: answer.message }).toEqual({ status: 400, code: 10001, message: expect.stringMatching(message) });
    }
  });

  it('publishes an article with normalised hashtags, and refuses a cover too small', async () => {
    const { body } = await publish(article());
    expect(body.code).toBe(0);
    const created = await detail(body.data.content_id);
    expect(created).toMatchObject({ show_type: 1, status: 3, hashtag: ['travel', 'coast'] });
    expect(created.content).toContain(`src="${image('ocean_960_540.png')}"`);
    const small = image('sand_320_320.png');
    const refused = await publish(article({ content: `<p>Ten or more characters of text here.</p><img src="${small}">`, images: [small], cover_images: [small] }));
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(/cover/)]);
    expect((await publish(article({ title: 'Short' }))).body.message).toMatch(/10 to 100/);
    const past = await publish(article({ publish_date: Math.floor(server.clock.now() / 1000) - 60 }));
    expect([past.status, past.body.message]).toEqual([400, expect.stringMatching(/^publish_date: .*past/)]);
  });

  it('answers 16001 to a creator without posting permission', async () => {
    const reader = await server.signIn(DEMO_ACCOUNTS.noPosting);
    expect((await publish(post(), reader)).body.code).toBe(16001);
    expect((await server.call('POST', '/mp-api/v3/api/content/draft', { token: reader, body: { title: 'A draft' } })).body.code).toBe(16001);
  });
});

describe('editing and deleting', () => {
  it('edits a recent published post once, then refuses while it waits for review (16002)', async () => {
    const item = await seededItem({ status: 1, show_type: 2, maxAgeDays: 5, modify_count: 0 });
    const first = await publish(post({ content_id: item.content_id }));
    expect(first.body.code).toBe(0);
    const edited = await detail(item.content_id);
    // While it waits for review its one chance is used, so none is left for now (remainingEdits of packages/forms).
    expect(edited).toMatchObject({ status: 3, modify_count: 1, remaining_modify_count: 0, publish_date: Math.floor(item.publish_at / 1000) });
    const second = await publish(post({ content_id: item.content_id }));
    expect(second.body.code).toBe(16002);
  });

  it('refuses edits after 7 days, after 3 edits and while in review (16002)', async () => {
    const old = await seededItem({ status: 1, show_type: 2, minAgeDays: 8 });
    expect((await publish(post({ content_id: old.content_id }))).body.code).toBe(16002);
    const spent = await seededItem({ status: 1, show_type: 2, maxAgeDays: 6 });
    await server.db.updateTable('content').set({ modify_count: 3 }).where('content_id', '=', spent.content_id).execute();
    expect((await publish(post({ content_id: spent.content_id }))).body.code).toBe(16002);
    const reviewing = await seededItem({ status: 4, show_type: 2 });
    expect((await publish(post({ content_id: reviewing.content_id }))).body.code).toBe(16002);
    const article = await seededItem({ status: 1, show_type: 1, maxAgeDays: 5 });
    expect((await publish(post({ content_id: article.content_id }))).status).toBe(400);
  });

  it('deletes a published item and refuses in review, a failed article and a deleted item (16003)', async () => {
    const published = await seededItem({ status: 1, show_type: 2 });
    const remove = (contentId: number) => server.call('DELETE', '/mp-api/v3/api/content', { token: demo, query: { content_id: contentId } });
    expect((await remove(published.content_id)).body.code).toBe(0);
    expect((await remove(published.content_id)).body.code).toBe(16003);
    expect((await remove(published.content_id)).body.message).toMatch(/has been deleted/);
    expect((await remove((await seededItem({ status: 4 })).content_id)).body.code).toBe(16003);
    expect((await remove((await seededItem({ status: 5, show_type: 1 })).content_id)).body.code).toBe(16003);
    const listed = await list({ page_size: 100, keyword: published.title || published.brief.slice(0, 10) });
    expect(listed.body.data.list.map((item: { content_id: number }) => item.content_id)).not.toContain(published.content_id);
  });
});

describe('article drafts', () => {
  it('saves, lists, updates and publishes a draft, and refuses an empty one', async () => {
    const empty = await server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body: {} });
    expect([empty.status, empty.body.message]).toEqual([400, expect.stringMatching(/before saving the draft/)]);
    const saved = await server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body: { title: 'Half an idea' } });
    expect(saved.body.code).toBe(0);
    const contentId = saved.body.data.content_id as number;
    const updated = await server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body: { content_id: contentId, title: 'Most of an idea', content: '<p>Getting there</p>' } });
    expect(updated.body.code).toBe(0);
    const drafts = await server.call('GET', '/mp-api/v3/api/content/draft', { token: demo, query: { page: 1, page_size: 10 } });
    expect(routes.listDrafts.answer.safeParse(drafts.body.data).success).toBe(true);
    expect(drafts.body.data.list[0]).toMatchObject({ content_id: contentId, title: 'Most of an idea', brief: 'Getting there' });
    expect((await publish(article({ content_id: contentId }))).body.code).toBe(0);
    expect((await detail(contentId)).status).toBe(3);
    const notDraft = await server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body: { content_id: contentId, title: 'Back to draft?' } });
    expect(notDraft.status).toBe(400);
  });

  it('answers 16016 past 100 drafts', async () => {
    const writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const writerId = (await server.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.noPolish).executeTakeFirstOrThrow()).id;
    const existing = await server.db.selectFrom('content').select((eb) => eb.fn.countAll<number>().as('n')).where('creator_id', '=', writerId).where('status', '=', 2).executeTakeFirstOrThrow();
    for (let index = Number(existing.n); index < 100; index += 1) {
      expect((await server.call('POST', '/mp-api/v3/api/content/draft', { token: writer, body: { title: `Draft ${index}` } })).body.code).toBe(0);
    }
    const over = await server.call('POST', '/mp-api/v3/api/content/draft', { token: writer, body: { title: 'One too many' } });
    expect(over.body.code).toBe(16016);
  });
});

describe('list totals', () => {
  it('match a real count after publishing, editing and deleting, for every tallied filter', async () => {
    const count = async (where: { statuses?: readonly ContentStatus[]; showType?: ShowType; sources?: readonly ContentSource[]; images?: boolean }) => {
      let query = server.db.selectFrom('content').select((eb) => eb.fn.countAll<number>().as('n')).where('creator_id', '=', demoId);
      query = where.statuses ? query.where('status', 'in', where.statuses) : query.where('status', 'not in', [ContentStatus.draft, ContentStatus.deleted]);
      if (where.showType) query = query.where('show_type', '=', where.showType);
      if (where.sources) query = query.where('source', 'in', where.sources);
      if (where.images !== undefined) query = query.where('contains_images', '=', where.images);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const cases = [
      [{}, {}],
      [{ status: '3,4' }, { statuses: [3, 4] }],
      [{ status: 1, show_types: 2 }, { statuses: [1], showType: 2 }],
      [{ status: 0, content_sources: '7,8', contains_images: 1 }, { sources: [7, 8], images: true }],
      [{ status: 5, contains_images: 0 }, { statuses: [5], images: false }],
    ] as const;
    for (const [query, where] of cases) {
      expect((await list(query)).body.data.count, JSON.stringify(query)).toBe(await count(where));
    }
  });
  // Issue 15: searched and dated totals are counted once per content version and remembered (VersionedCounts).
  const searched = async (where: { keyword?: string; title?: string; statuses?: readonly ContentStatus[]; from?: number; until?: number }) => {
    let query = server.db.selectFrom('content').select((eb) => eb.fn.countAll<number>().as('n')).where('creator_id', '=', demoId);
    query = where.statuses ? query.where('status', 'in', where.statuses) : query.where('status', 'not in', [ContentStatus.draft, ContentStatus.deleted]);
    // The reference: PostgreSQL's own ILIKE on the stored text, with the wildcards of the typed text escaped.
    const pattern = (text: string) => `%${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
    if (where.keyword) query = query.where((eb) => eb.or([eb('title', 'ilike', pattern(where.keyword!)), eb('brief', 'ilike', pattern(where.keyword!))]));
    if (where.title) query = query.where('title', 'ilike', pattern(where.title));
    if (where.from !== undefined) query = query.where('publish_at', '>=', where.from * 1000);
    if (where.until !== undefined) query = query.where('publish_at', '<=', where.until * 1000 + 999);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('match a real count for searches and date ranges, without regard to case, wildcards taken literally', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    const cases = [
      [{ keyword: 'jakarta' }, { keyword: 'jakarta' }],
      [{ keyword: 'JAKARTA', status: '1' }, { keyword: 'JAKARTA', statuses: [1] }],
      [{ keyword: 'SAMBAL MATAH' }, { keyword: 'sambal matah' }],
      [{ keyword: 'a' }, { keyword: 'a' }],
      [{ keyword: '西湖' }, { keyword: '西湖' }],
      [{ keyword: 'الإسكندرية' }, { keyword: 'الإسكندرية' }],
      [{ keyword: '%' }, { keyword: '%' }],
      [{ keyword: 'a_b' }, { keyword: 'a_b' }],
      [{ title: 'NIGHT TRAIN' }, { title: 'night train' }],
      [{ title: 'habits', status: '3,4' }, { title: 'habits', statuses: [3, 4] }],
      [{ status: '3,4', publish_date_start: now - 10 * 86400, publish_date_end: now }, { statuses: [3, 4], from: now - 10 * 86400, until: now }],
      [{ publish_date_start: now - 30 * 86400 }, { from: now - 30 * 86400 }],
      [{ keyword: 'the', publish_date_end: now - 3 * 86400 }, { keyword: 'the', until: now - 3 * 86400 }],
    ] as const;
    for (const [query, where] of cases) {
      const answer = (await list(query)).body.data;
      expect(answer.count, JSON.stringify(query)).toBe(await searched(where));
      // Asked again (from the remembered count), the same.
      expect((await list({ ...query, page: 2 })).body.data.count, JSON.stringify(query)).toBe(answer.count);
    }
    expect(await searched({ keyword: 'jakarta' })).toBeGreaterThan(0);
    expect(await searched({ keyword: 'SAMBAL MATAH' })).toBeGreaterThan(0);
  });

  it('follow every change at once: a publish, an edit of the title, a review passing, a delete', async () => {
    const total = async (query: Record<string, string | number>) => (await list(query)).body.data.count as number;
    const word = 'Quokkaville';
    const before = { all: await total({ keyword: word }), review: await total({ keyword: word.toUpperCase(), status: '3,4' }), live: await total({ title: word, status: 1 }) };
    expect(before).toEqual({ all: 0, review: 0, live: 0 });
    const published = await publish(post({ title: `Morning in ${word}` }));
    expect(published.body.code).toBe(0);
    const id = published.body.data.content_id as number;
    expect([await total({ keyword: word }), await total({ keyword: word.toUpperCase(), status: '3,4' }), await total({ title: word, status: 1 })]).toEqual([1, 1, 0]);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect([await total({ keyword: word }), await total({ keyword: word.toUpperCase(), status: '3,4' }), await total({ title: word, status: 1 })]).toEqual([1, 0, 1]);
    // The word leaves the title but stays in the text's brief: the keyword still finds it, the title search no longer.
    expect((await publish(post({ content_id: id, title: 'Morning', content: `Mist over ${word}. #travel` }))).body.code).toBe(0);
    expect([await total({ keyword: word }), await total({ title: word })]).toEqual([1, 0]);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect((await server.call('DELETE', '/mp-api/v3/api/content', { token: demo, query: { content_id: id } })).body.code).toBe(0);
    expect([await total({ keyword: word }), await total({ keyword: word, page: 3 })]).toEqual([0, 0]);
  });

  it('count again when another server process over the same database changed the content', async () => {
    // What one process remembered must not outlive a change made through another: the version is in the database.
    const word = 'Wombatton';
    expect((await list({ keyword: word })).body.data.count).toBe(0);
    await server.db.updateTable('content').set({ title: `Evening in ${word}` }).where('content_id', '=', (await seededItem({ status: 1, show_type: 2 })).content_id).execute();
    expect((await list({ keyword: word })).body.data.count).toBe(1);
  });
});
