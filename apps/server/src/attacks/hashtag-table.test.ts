import { POST_HASHTAGS_MAX, postMessages } from '@creator/forms/rules/post';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { hashtagSuggestions } from '../hashtags/service';
import { HASHTAGS_PER_CREATOR_MAX } from '../publish/hashtag-memory';
import { shortPostBody } from '../testing/content-calls';
import { creatorIdOf } from '../testing/demo-server';
import { startTestServer, type TestServer } from '../testing/harness';

/*
 * Issue 31, the content side: finding 4 (the shared hashtag table), performed against a real server and now
 * failing.
 */

let server: TestServer;

/** The attacker: an account with posting rights and nothing seeded. */
let author: string;
let authorId: number;

/** Other creators, who must not see the attacker's junk. */
let writer: string;
let rival: string;

const idOf = (email: string) => creatorIdOf(server, email);

beforeAll(async () => {
  server = await startTestServer();
  author = await server.signIn(DEMO_ACCOUNTS.author);
  authorId = await idOf(DEMO_ACCOUNTS.author);
  writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
  rival = await server.signIn(DEMO_ACCOUNTS.rival);
});

afterAll(async () => {
  await server?.close();
});

const seedImage = (name: string) => `${server.base}/storage/seed/${name}`;
const publish = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/mp-api/v3/api/content/publish', { token, body });
const post = (content: string, images = [seedImage('sunrise_1280_720.png')]) =>
  shortPostBody(content, images);
const suggest = async (token: string, name: string) =>
  (
    (await server.call('GET', '/mp-api/v3/api/hashtags', { token, query: { name } })).body.data.list as {
      name: string;
    }[]
  ).map((item) => item.name);

const tagged = (names: readonly string[]) =>
  `Notes from a long walk. ${names.map((name) => `#${name}`).join(' ')}`;

describe('finding 4: the shared hashtag table', () => {
  it(`refuses a post with more than ${POST_HASHTAGS_MAX} hashtags, with the composer's message, and stores none of them`, async () => {
    const names = Array.from({ length: POST_HASHTAGS_MAX + 1 }, (_, index) => `overflow${index}`);
    const { status, body } = await publish(author, post(tagged(names)));
    expect([status, body.code, body.message]).toEqual([
      400,
      10001,
      expect.stringContaining(`at most ${POST_HASHTAGS_MAX} hashtags`),
    ]);
    expect(postMessages.hashtagsMax.id).toBe('forms.post.hashtag.count');
    const stored = await server.db
      .selectFrom('hashtag')
      .select('name')
      .where('name', 'like', 'overflow%')
      .execute();
    expect(stored).toEqual([]);
  });

  it("keeps one creator's junk out of everyone else's suggestions, however many posts carry it", async () => {
    for (let post_ = 0; post_ < 5; post_ += 1) {
      const names = Array.from({ length: POST_HASHTAGS_MAX }, (_, index) => `zzjunk${post_}x${index}`);
      const { body } = await publish(author, post(tagged(names)));
      expect(body.code).toBe(0);
      const row = await server.db
        .selectFrom('content')
        .select('hashtag')
        .where('content_id', '=', body.data.content_id)
        .executeTakeFirstOrThrow();
      expect(row.hashtag).toHaveLength(POST_HASHTAGS_MAX);
    }
    expect(await suggest(writer, 'zzjunk')).toEqual([]);
    expect(await suggest(rival, '#zzjunk')).toEqual([]);
    // The creator who used them still has them at hand.
    expect(await suggest(author, 'zzjunk')).toHaveLength(10);
  });

  it('suggests a name to others once two creators used it, ranked by how many creators use it', async () => {
    expect((await publish(author, post(tagged(['sharedwalk', 'sharedwalkalone'])))).body.code).toBe(0);
    expect(await suggest(rival, 'sharedwalk')).toEqual([]);
    expect((await publish(writer, post(tagged(['sharedwalk'])))).body.code).toBe(0);
    // Used again by a creator who already used it: still one creator.
    expect((await publish(author, post(tagged(['sharedwalkalone'])))).body.code).toBe(0);
    expect(await suggest(rival, 'sharedwalk')).toEqual(['sharedwalk']);
    expect(await suggest(author, 'sharedwalk')).toEqual(['sharedwalk', 'sharedwalkalone']);
    const counts = await server.db
      .selectFrom('hashtag')
      .select(['name', 'creators'])
      .where('name', 'like', 'sharedwalk%')
      .orderBy('name')
      .execute();
    expect(counts).toEqual([
      { name: 'sharedwalk', creators: 2 },
      { name: 'sharedwalkalone', creators: 1 },
    ]);
    // The seed's names are the operator's: everyone sees them.
    expect(await suggest(rival, 'trav')).toContain('travel');
  });

  it(`stores at most ${HASHTAGS_PER_CREATOR_MAX} names of one creator, however many posts they publish`, async () => {
    const before = await server.db
      .selectFrom('hashtag')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const used = await server.db
      .selectFrom('hashtag_use')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('creator_id', '=', authorId)
      .executeTakeFirstOrThrow();
    const posts = Math.ceil((HASHTAGS_PER_CREATOR_MAX - Number(used.n)) / POST_HASHTAGS_MAX) + 8;
    // Eight at a time (on PostgreSQL really at once): the bound holds when the last ones race for the room left.
    for (let start = 0; start < posts; start += 8) {
      const batch = Array.from({ length: Math.min(8, posts - start) }, (_, offset) => {
        const names = Array.from({ length: POST_HASHTAGS_MAX }, (_, tag) => `flood${start + offset}x${tag}`);
        return publish(author, post(tagged(names)));
      });
      for (const { body } of await Promise.all(batch)) expect(body.code).toBe(0);
    }
    const after = await server.db
      .selectFrom('hashtag')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const mine = await server.db
      .selectFrom('hashtag_use')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('creator_id', '=', authorId)
      .executeTakeFirstOrThrow();
    expect(Number(mine.n)).toBe(HASHTAGS_PER_CREATOR_MAX);
    expect(Number(after.n) - Number(before.n)).toBe(HASHTAGS_PER_CREATOR_MAX - Number(used.n));
    // Past the bound the posts keep their hashtags; only the shared table stops growing.
    const last = await server.db
      .selectFrom('content')
      .select('hashtag')
      .where('creator_id', '=', authorId)
      .orderBy('content_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.hashtag).toHaveLength(POST_HASHTAGS_MAX);
  });

  it('answers the suggestion query from the trigram index rather than a scan of the table', async () => {
    // The planner is told to avoid a scan of every row, which it would pick for a table this small anyway: what
    // is asserted is that the index can serve the query (on PostgreSQL with SERVER_TEST_DATABASE_URL, and PGlite).
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await hashtagSuggestions(trx, authorId, 'zzjunk').explain();
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('hashtag_name_trgm');
    expect(plan).not.toMatch(/Seq Scan on hashtag\b/u);
  });
});
