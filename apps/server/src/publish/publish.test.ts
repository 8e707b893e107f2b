import { routes } from '@creator/api/schemas/routes';
import { ContentStatus } from '@creator/domain/content';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { contentCalls, DAY, HOUR } from '../testing/content-calls';
import { demoServerForFile } from '../testing/demo-server';
import { TEST_REVIEW_DELAY_MS, type TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { image, detail, publish, post, article } = contentCalls(() => ({ server, demo, demoId }));

describe('publishing', () => {
  it('puts a short post in review, and publishes it once the review delay has passed', async () => {
    const { body } = await publish(post());
    expect(body.code).toBe(0);
    expect(routes.publishContent.answer.safeParse(body.data).success).toBe(true);
    const created = await detail(body.data.content_id);
    expect(created).toMatchObject({
      status: 3,
      show_type: 2,
      hashtag: ['travel', 'bandung'],
      tag_ids: [4, 402],
      source: 2,
    });
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect((await detail(body.data.content_id)).status).toBe(1);
  });

  it("passes every review queued so far on POST /dev/reviews/pass (DEV_REVIEWS=1), and leaves the seed's later reviews alone", async () => {
    const inReview = () =>
      server.db
        .selectFrom('content')
        .select('content_id')
        .where('creator_id', '=', demoId)
        .where('status', 'in', [ContentStatus.pendingReview, ContentStatus.inReview])
        .execute();
    const seeded = await inReview();
    const { body } = await publish(post());
    const renamed = await server.call('PUT', '/user-api/web/mp_nickname', {
      token: demo,
      body: { nickname: 'Demo Reviewed' },
    });
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
    const { body } = await publish(
      post({ content: `Waves all day long at the coast. #${tag}`, hashtag: [tag] }),
    );
    expect(body.code).toBe(0);
    expect((await detail(body.data.content_id)).hashtag).toEqual([tag]);
    const stored = await server.db
      .selectFrom('hashtag')
      .select('name')
      .where('name', 'like', '🌊%')
      .execute();
    expect(stored.map((row) => row.name)).toEqual([tag]);
    const suggested = await server.call('GET', '/mp-api/v3/api/hashtags', {
      token: demo,
      query: { name: `#${tag}` },
    });
    expect(suggested.body.data.list.map((item: { name: string }) => item.name)).toEqual([tag]);
  });

  it('refuses a schedule in the past, under an hour ahead and over 15 days ahead', async () => {
    const at = (ms: number) => Math.floor((server.clock.now() + ms) / 1000);
    const past = await publish(post({ publish_date: at(-HOUR) }));
    expect([past.status, past.body.message]).toEqual([400, expect.stringMatching(/past/)]);
    expect((await publish(post({ publish_date: at(30 * 60_000) }))).body.message).toMatch(/1 hour/);
    expect((await publish(post({ publish_date: at(16 * DAY) }))).body.message).toMatch(/15 days/);
  });

  it("enforces the composer's rules: images, content length, category for the country, topic, hosted images", async () => {
    const refusals = [
      [post({ images: [], cover_images: [] }), /at least 1 image/],
      [post({ content: 'too short' }), /10 to 2,000 characters/],
      [post({ tag_ids: [] }), /choose a category/],
      [post({ tag_ids: [4] }), /topic/],
      [post({ tag_ids: [4, 201] }), /not a topic of this category/],
      [post({ tag_ids: [99] }), /no such category/],
      [
        post({
          images: ['https://elsewhere.example/a_640_360.png'],
          cover_images: ['https://elsewhere.example/a_640_360.png'],
        }),
        /not on the image host/,
      ],
      [
        post({ images: [image('missing_640_360.png')], cover_images: [image('missing_640_360.png')] }),
        /no such image/,
      ],
      [post({ cover_images: [image('forest_720_960.png')] }), /first image/],
      [post({ title: 'x'.repeat(71) }), /at most 70/],
    ] as const;
    for (const [body, message] of refusals) {
      const { status, body: answer } = await publish(body);
      expect({ status, code: answer.code, message: answer.message }).toEqual({
        status: 400,
        code: 10001,
        message: expect.stringMatching(message),
      });
    }
  });

  it('publishes an article with normalised hashtags, and refuses a cover too small', async () => {
    const { body } = await publish(article());
    expect(body.code).toBe(0);
    const created = await detail(body.data.content_id);
    expect(created).toMatchObject({ show_type: 1, status: 3, hashtag: ['travel', 'coast'] });
    expect(created.content).toContain(`src="${image('ocean_960_540.png')}"`);
    const small = image('sand_320_320.png');
    const refused = await publish(
      article({
        content: `<p>Ten or more characters of text here.</p><img src="${small}">`,
        images: [small],
        cover_images: [small],
      }),
    );
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(/cover/)]);
    expect((await publish(article({ title: 'Short' }))).body.message).toMatch(/10 to 100/);
    const past = await publish(article({ publish_date: Math.floor(server.clock.now() / 1000) - 60 }));
    expect([past.status, past.body.message]).toEqual([400, expect.stringMatching(/^publish_date: .*past/)]);
  });

  it('answers 16001 to a creator without posting permission', async () => {
    const reader = await server.signIn(DEMO_ACCOUNTS.noPosting);
    expect((await publish(post(), reader)).body.code).toBe(16001);
    expect(
      (
        await server.call('POST', '/mp-api/v3/api/content/draft', {
          token: reader,
          body: { title: 'A draft' },
        })
      ).body.code,
    ).toBe(16001);
  });
});
