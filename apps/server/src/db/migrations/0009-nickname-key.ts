import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nicknameKey } from '../../lib/nickname-key';

/** 0009_nickname_key: Nicknames unique by what a reader sees (screen_name_key). */
export const nicknameKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Issue 31, finding 8: nicknames are unique by what a reader sees (lib/nickname-key.ts), not only by lower
    // case: "Аnna" with a Cyrillic А, or a fullwidth "ａｎｎａ", is taken when "Anna" exists.
    await sql`alter table creator add column screen_name_key text`.execute(db);
    const { rows } = await sql<{
      id: number;
      screen_name: string;
    }>`select id, screen_name from creator order by id`.execute(db);
    const seen = new Set<string>();
    for (const row of rows) {
      let key = nicknameKey(row.screen_name);
      // Look-alikes that both exist already keep their names; the later one's key is made its own with its id
      // (after U+0001, which no key holds), so the index can be built and neither name can be taken again.
      if (seen.has(key)) key = `${key}\u0001${row.id}`;
      seen.add(key);
      await sql`update creator set screen_name_key = ${key} where id = ${row.id}`.execute(db);
    }
    await sql`alter table creator alter column screen_name_key set not null`.execute(db);
    await sql`create unique index creator_screen_name_key_unique on creator (screen_name_key)`.execute(db);
    // The key folds case too, so the lower-case index of 0002 is one rule too many.
    await sql`drop index creator_screen_name_unique`.execute(db);
  },
};
