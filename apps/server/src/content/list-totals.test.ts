import { ContentStatus, type ContentSource, type ShowType } from '@creator/domain/content';
import { describe, expect, it } from 'vitest';
import { contentCalls } from '../testing/content-calls';
import { demoServerForFile } from '../testing/demo-server';
import { TEST_REVIEW_DELAY_MS, type TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { list, publish, post, seededItem } = contentCalls(() => ({ server, demo, demoId }));

describe('list totals', () => {
  it('match a real count after publishing, editing and deleting, for every tallied filter', async () => {
    const count = async (where: {
      statuses?: readonly ContentStatus[];
      showType?: ShowType;
      sources?: readonly ContentSource[];
      images?: boolean;
    }) => {
      let query = server.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('creator_id', '=', demoId);
      query = where.statuses
        ? query.where('status', 'in', where.statuses)
        : query.where('status', 'not in', [ContentStatus.draft, ContentStatus.deleted]);
      if (where.showType) query = query.where('show_type', '=', where.showType);
      if (where.sources) query = query.where('source', 'in', where.sources);
      if (where.images !== undefined) query = query.where('contains_images', '=', where.images);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const cases = [
      [{}, {}],
      [{ status: '3,4' }, { statuses: [3, 4] }],
      [
        { status: 1, show_types: 2 },
        { statuses: [1], showType: 2 },
      ],
      [
        { status: 0, content_sources: '7,8', contains_images: 1 },
        { sources: [7, 8], images: true },
      ],
      [
        { status: 5, contains_images: 0 },
        { statuses: [5], images: false },
      ],
    ] as const;
    for (const [query, where] of cases) {
      expect((await list(query)).body.data.count, JSON.stringify(query)).toBe(await count(where));
    }
  });
  // Issue 15: searched and dated totals are counted once per content version and remembered (VersionedCounts).
  const searched = async (where: {
    keyword?: string;
    title?: string;
    statuses?: readonly ContentStatus[];
    from?: number;
    until?: number;
  }) => {
    let query = server.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', demoId);
    query = where.statuses
      ? query.where('status', 'in', where.statuses)
      : query.where('status', 'not in', [ContentStatus.draft, ContentStatus.deleted]);
    // The reference: PostgreSQL's own ILIKE on the stored text, with the wildcards of the typed text escaped.
    const pattern = (text: string) => `%${text.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
    if (where.keyword)
      query = query.where((eb) =>
        eb.or([eb('title', 'ilike', pattern(where.keyword!)), eb('brief', 'ilike', pattern(where.keyword!))]),
      );
    if (where.title) query = query.where('title', 'ilike', pattern(where.title));
    if (where.from !== undefined) query = query.where('publish_at', '>=', where.from * 1000);
    if (where.until !== undefined) query = query.where('publish_at', '<=', where.until * 1000 + 999);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('match a real count for searches and date ranges, without regard to case, wildcards taken literally', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    const cases = [
      [{ keyword: 'jakarta' }, { keyword: 'jakarta' }],
      [
        { keyword: 'JAKARTA', status: '1' },
        { keyword: 'JAKARTA', statuses: [1] },
      ],
      [{ keyword: 'SAMBAL MATAH' }, { keyword: 'sambal matah' }],
      [{ keyword: 'a' }, { keyword: 'a' }],
      [{ keyword: '西湖' }, { keyword: '西湖' }],
      [{ keyword: 'الإسكندرية' }, { keyword: 'الإسكندرية' }],
      [{ keyword: '%' }, { keyword: '%' }],
      [{ keyword: 'a_b' }, { keyword: 'a_b' }],
      [{ title: 'NIGHT TRAIN' }, { title: 'night train' }],
      [
        { title: 'habits', status: '3,4' },
        { title: 'habits', statuses: [3, 4] },
      ],
      [
        { status: '3,4', publish_date_start: now - 10 * 86400, publish_date_end: now },
        { statuses: [3, 4], from: now - 10 * 86400, until: now },
      ],
      [{ publish_date_start: now - 30 * 86400 }, { from: now - 30 * 86400 }],
      [
        { keyword: 'the', publish_date_end: now - 3 * 86400 },
        { keyword: 'the', until: now - 3 * 86400 },
      ],
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
    const total = async (query: Record<string, string | number>) =>
      (await list(query)).body.data.count as number;
    const word = 'Quokkaville';
    const before = {
      all: await total({ keyword: word }),
      review: await total({ keyword: word.toUpperCase(), status: '3,4' }),
      live: await total({ title: word, status: 1 }),
    };
    expect(before).toEqual({ all: 0, review: 0, live: 0 });
    const published = await publish(post({ title: `Morning in ${word}` }));
    expect(published.body.code).toBe(0);
    const id = published.body.data.content_id as number;
    expect([
      await total({ keyword: word }),
      await total({ keyword: word.toUpperCase(), status: '3,4' }),
      await total({ title: word, status: 1 }),
    ]).toEqual([1, 1, 0]);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect([
      await total({ keyword: word }),
      await total({ keyword: word.toUpperCase(), status: '3,4' }),
      await total({ title: word, status: 1 }),
    ]).toEqual([1, 0, 1]);
    // The word leaves the title but stays in the text's brief: the keyword still finds it, the title search no longer.
    expect(
      (await publish(post({ content_id: id, title: 'Morning', content: `Mist over ${word}. #travel` }))).body
        .code,
    ).toBe(0);
    expect([await total({ keyword: word }), await total({ title: word })]).toEqual([1, 0]);
    server.clock.advance(TEST_REVIEW_DELAY_MS + 1000);
    expect(
      (await server.call('DELETE', '/mp-api/v3/api/content', { token: demo, query: { content_id: id } })).body
        .code,
    ).toBe(0);
    expect([await total({ keyword: word }), await total({ keyword: word, page: 3 })]).toEqual([0, 0]);
  });

  it('count again when another server process over the same database changed the content', async () => {
    // What one process remembered must not outlive a change made through another: the version is in the database.
    const word = 'Wombatton';
    expect((await list({ keyword: word })).body.data.count).toBe(0);
    await server.db
      .updateTable('content')
      .set({ title: `Evening in ${word}` })
      .where('content_id', '=', (await seededItem({ status: 1, show_type: 2 })).content_id)
      .execute();
    expect((await list({ keyword: word })).body.data.count).toBe(1);
  });
});
