import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { contentCalls } from '../testing/content-calls';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { detail, publish, article } = contentCalls(() => ({ server, demo, demoId }));

describe('article drafts', () => {
  it('saves, lists, updates and publishes a draft, and refuses an empty one', async () => {
    const empty = await server.call('POST', '/mp-api/v3/api/content/draft', { token: demo, body: {} });
    expect([empty.status, empty.body.message]).toEqual([
      400,
      expect.stringMatching(/before saving the draft/),
    ]);
    const saved = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: { title: 'Half an idea' },
    });
    expect(saved.body.code).toBe(0);
    const contentId = saved.body.data.content_id as number;
    const updated = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: { content_id: contentId, title: 'Most of an idea', content: '<p>Getting there</p>' },
    });
    expect(updated.body.code).toBe(0);
    const drafts = await server.call('GET', '/mp-api/v3/api/content/draft', {
      token: demo,
      query: { page: 1, page_size: 10 },
    });
    expect(routes.listDrafts.answer.safeParse(drafts.body.data).success).toBe(true);
    expect(drafts.body.data.list[0]).toMatchObject({
      content_id: contentId,
      title: 'Most of an idea',
      brief: 'Getting there',
    });
    expect((await publish(article({ content_id: contentId }))).body.code).toBe(0);
    expect((await detail(contentId)).status).toBe(3);
    const notDraft = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: { content_id: contentId, title: 'Back to draft?' },
    });
    expect(notDraft.status).toBe(400);
  });

  it('answers 16016 past 100 drafts', async () => {
    const writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const writerId = (
      await server.db
        .selectFrom('creator')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.noPolish)
        .executeTakeFirstOrThrow()
    ).id;
    const existing = await server.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', writerId)
      .where('status', '=', 2)
      .executeTakeFirstOrThrow();
    for (let index = Number(existing.n); index < 100; index += 1) {
      expect(
        (
          await server.call('POST', '/mp-api/v3/api/content/draft', {
            token: writer,
            body: { title: `Draft ${index}` },
          })
        ).body.code,
      ).toBe(0);
    }
    const over = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: writer,
      body: { title: 'One too many' },
    });
    expect(over.body.code).toBe(16016);
  });
});
