import { accountMessages, NICKNAME_INPUT_MAX } from '@creator/forms/rules/account';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../db/migrations';
import { DEMO_ACCOUNTS } from '../db/seed';
import { nicknameKey } from '../lib/nickname-key';
import { formatMessage } from '../messages';
import { startTestServer, type TestServer } from '../testing/harness';
import { createTestDatabase } from '../testing/test-database';

/*
 * Issue 31, finding 8 (the nicknames): each attack performed against a real server (or the migration against
 * a database of its own), now failing.
 */

describe('finding 8: a nickname that looks like a taken one is refused', () => {
  let server: TestServer;
  let author: string;
  let authorId: number;

  beforeAll(async () => {
    server = await startTestServer();
    author = await server.signIn(DEMO_ACCOUNTS.author);
    authorId = (
      await server.db
        .selectFrom('creator')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.author)
        .executeTakeFirstOrThrow()
    ).id;
    // Another creator is "Anna".
    await server.db
      .updateTable('creator')
      .set({ screen_name: 'Anna', screen_name_key: nicknameKey('Anna') })
      .where('email', '=', DEMO_ACCOUNTS.rival)
      .execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  const nickname = (token: string, value: string) =>
    server.call('PUT', '/user-api/web/mp_nickname', { token, body: { nickname: value } });
  const authorState = async () => ({
    name: (
      await server.db
        .selectFrom('creator')
        .select('screen_name')
        .where('id', '=', authorId)
        .executeTakeFirstOrThrow()
    ).screen_name,
    changes: (
      await server.db.selectFrom('profile_change').select('id').where('creator_id', '=', authorId).execute()
    ).length,
  });

  it.each([
    ['a Cyrillic А', 'Аnna'],
    ['a Cyrillic а inside', 'Annа'],
    ['fullwidth letters', 'ａｎｎａ'],
    ['mathematical letters', '𝐀𝐧𝐧𝐚'],
    ['other case', 'aNNA'],
    ['a Greek Α', 'Αnna'],
  ])('answers 15001 for "Anna" with %s, and changes nothing', async (_, value) => {
    const before = await authorState();
    const { status, body } = await nickname(author, value);
    expect([status, body.code]).toEqual([200, 15001]);
    expect(await authorState()).toEqual(before);
  });

  it.each([
    ['a zero-width space', 'anna\u200b'],
    ['a zero-width joiner', 'an\u200dna'],
    ['a right-to-left override', 'ann\u202ea'],
    ['a left-to-right mark', '\u200eAnna'],
    ['a word joiner', 'An\u2060na'],
    ['a soft hyphen', 'An\u00adna'],
    ['a Hangul filler', 'Anna\u3164'],
    ['a tab', 'An\tna'],
    ['a private-use character', 'Anna\ue000'],
  ])(
    "refuses a nickname with %s as invalid (400, 10001, in the request's language), and changes nothing",
    async (_, value) => {
      const before = await authorState();
      const { status, body } = await nickname(author, value);
      expect([status, body.code]).toEqual([400, 10001]);
      expect(body.message).toContain(formatMessage('en-US', accountMessages.nicknameInvisible));
      const arabic = await server.call('PUT', '/user-api/web/mp_nickname', {
        token: author,
        body: { nickname: value },
        headers: { clang: 'ar-EG' },
      });
      expect(arabic.body.message).toContain(formatMessage('ar-EG', accountMessages.nicknameInvisible));
      expect(await authorState()).toEqual(before);
    },
  );

  it('refuses 900 KB of zero-width characters on its length, before any normalising or matching', async () => {
    const { status, body } = await nickname(author, `Anna${'\u200b'.repeat(300_000)}`);
    expect([status, body.code]).toEqual([400, 10001]);
    expect(body.message).toContain(formatMessage('en-US', accountMessages.nicknameLength));
    expect((await nickname(author, ` ${'x'.repeat(NICKNAME_INPUT_MAX)}`)).status).toBe(400);
  });

  it('still takes a name that only resembles the taken one in spelling, with emoji and Arabic', async () => {
    expect((await nickname(author, 'Anne')).body.code).toBe(0);
    expect(
      await server.db
        .selectFrom('creator')
        .select(['screen_name', 'screen_name_key'])
        .where('id', '=', authorId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      screen_name: 'Anne',
      screen_name_key: nicknameKey('Anne'),
    });
    expect(nicknameKey('مبدع ❤️ Anna')).not.toBe(nicknameKey('Anna'));
  });

  // On PostgreSQL the two changes really race; the unique index on the key decides, the loser hears 15001.
  it('lets only one of two creators take look-alike names at the same moment', async () => {
    const [writer, demo] = await Promise.all([
      server.signIn(DEMO_ACCOUNTS.noPolish),
      server.signIn(DEMO_ACCOUNTS.demo),
    ]);
    const [first, second] = await Promise.all([nickname(writer, 'Zoë Writer'), nickname(demo, 'Ζoë Writer')]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 15001]);
    const holders = await server.db
      .selectFrom('creator')
      .select('id')
      .where('screen_name_key', '=', nicknameKey('Zoe\u0308 writer'))
      .execute();
    expect(holders).toHaveLength(1);
  });
});

describe('finding 8: existing look-alike nicknames when the key arrives (migration 0009)', () => {
  it('keeps both names, keys them apart, and refuses a third look-alike', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      // The state before 0009: no key, the lower-case index of 0002, and two look-alike names.
      await sql`alter table creator drop column screen_name_key`.execute(db);
      await sql`create unique index creator_screen_name_unique on creator (lower(screen_name))`.execute(db);
      for (const [email, name] of [
        ['mila@test', 'Mila'],
        ['mila2@test', 'Мila'],
        ['other@test', 'Other One'],
      ] as const) {
        await sql`insert into creator (email, password_hash, screen_name, country, country_code, uregion, resources, created_at)
          values (${email}, 'x', ${name}, 'US', '1', 'us', '[]', 0)`.execute(db);
      }
      const migrations = await migrationProvider.getMigrations();
      await migrations['0009_nickname_key']!.up(db);
      const rows = await db
        .selectFrom('creator')
        .select(['screen_name', 'screen_name_key'])
        .orderBy('id')
        .execute();
      expect(rows.map((creator) => creator.screen_name)).toEqual(['Mila', 'Мila', 'Other One']);
      expect(rows[0]!.screen_name_key).toBe(nicknameKey('Mila'));
      expect(rows[1]!.screen_name_key).not.toBe(rows[0]!.screen_name_key);
      expect(rows[2]!.screen_name_key).toBe(nicknameKey('Other One'));
      const third =
        sql`insert into creator (email, password_hash, screen_name, screen_name_key, country, country_code, uregion, resources, created_at)
        values ('mila3@test', 'x', 'MILA', ${nicknameKey('MILA')}, 'US', '1', 'us', '[]', 0)`.execute(db);
      await expect(third).rejects.toMatchObject({ code: '23505' });
    } finally {
      await database.drop();
    }
  });
});
