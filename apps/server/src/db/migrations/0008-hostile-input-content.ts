import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0008_hostile_input_content: The shared hashtag table held per creator (hashtag_use, creators, curated). */
export const hostileInputContentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Issue 31, finding 4: the shared hashtag table. `creators` counts the creators who used a name (one row each
    // in hashtag_use), so a suggestion reaches others only once two creators used it; `curated` marks the
    // operator's own names (the seed's), shown to everyone. Names with views before this migration were curated.
    await sql`alter table hashtag
        add column creators integer not null default 0,
        add column curated boolean not null default false`.execute(db);
    await sql`update hashtag set curated = true where total_pv > 0`.execute(db);
    await sql`create table hashtag_use (
        creator_id integer not null references creator (id) on delete cascade,
        name text not null references hashtag (name) on delete cascade,
        primary key (creator_id, name))`.execute(db);
    await sql`create index hashtag_use_name on hashtag_use (name)`.execute(db);
    await sql`insert into hashtag_use (creator_id, name)
        select distinct content.creator_id, used.name from content
          cross join lateral jsonb_array_elements_text(content.hashtag) as used (name)
          join hashtag on hashtag.name = used.name
        on conflict do nothing`.execute(db);
    await sql`update hashtag set creators = (select count(*) from hashtag_use where hashtag_use.name = hashtag.name)`.execute(
      db,
    );
    // The suggestions' `lower(name) like '%typed%'`: a trigram index (pg_trgm, loaded by 0006) instead of a scan.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index hashtag_name_trgm on hashtag using gin (lower(name) gin_trgm_ops)`.execute(db);
  },
};
