import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0006_content_list_search: The content list's searches: lower-cased title and brief, trigram indexes, the content version. */
export const contentListSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Issue 15: the content list's filters at 100 000 rows of one creator
    // (docs/decisions/0022-content-list-at-scale.md). Trigram indexes need pg_trgm: PostgreSQL's contrib (a trusted extension: the
    // database's owner may create it) and PGlite's `@electric-sql/pglite/contrib/pg_trgm` (connect.ts loads it).
    await sql`create extension if not exists pg_trgm`.execute(db);
    // The searches match without regard to case. ILIKE lower-cases both sides on every row (PostgreSQL does so
    // for every multi-byte encoding); the lower-cased text is stored once instead, and a search is
    // `title_lower LIKE lower(pattern)`, which matches the same rows as `title ILIKE pattern`.
    await sql`alter table content
        add column title_lower text not null generated always as (lower(title)) stored,
        add column brief_lower text not null generated always as (lower(brief)) stored`.execute(db);
    await sql`create index content_title_trgm on content using gin (title_lower gin_trgm_ops)`.execute(db);
    await sql`create index content_brief_trgm on content using gin (brief_lower gin_trgm_ops)`.execute(db);
    // Status and dates, and the count of any filtered list: every filter column is in the index, so a count is
    // an index-only scan (no visit to the rows and their article bodies); the list's own order stays
    // content_creator_updated (0004).
    await sql`create index content_creator_status_publish on content (creator_id, status, publish_at)
        include (show_type, source, contains_images, title_lower, brief_lower)`.execute(db);
    // A number per creator that every change of their listed content moves on (in the changing transaction),
    // so a count taken at one version holds for as long as the version does (lib/versioned-counts.ts). No
    // foreign key: deleting a creator deletes their content, whose trigger then writes a row for that creator.
    await sql`create table content_version (creator_id integer primary key, version bigint not null)`.execute(
      db,
    );
    // One statement-level trigger per event (transition tables allow one event each): a bulk change moves each
    // creator's version once, in creator order, so two transactions never take the rows in opposite orders.
    await sql`create function content_version_bump() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into content_version select distinct creator_id, 1 from new_rows order by creator_id
              on conflict (creator_id) do update set version = content_version.version + 1;
          elsif tg_op = 'DELETE' then
            insert into content_version select distinct creator_id, 1 from old_rows order by creator_id
              on conflict (creator_id) do update set version = content_version.version + 1;
          else
            insert into content_version
              select creator_id, 1 from (select creator_id from old_rows union select creator_id from new_rows) changed
              order by creator_id
              on conflict (creator_id) do update set version = content_version.version + 1;
          end if;
          return null;
        end $$`.execute(db);
    await sql`create trigger content_version_insert after insert on content
        referencing new table as new_rows for each statement execute function content_version_bump()`.execute(
      db,
    );
    await sql`create trigger content_version_update after update on content
        referencing old table as old_rows new table as new_rows for each statement execute function content_version_bump()`.execute(
      db,
    );
    await sql`create trigger content_version_delete after delete on content
        referencing old table as old_rows for each statement execute function content_version_bump()`.execute(
      db,
    );
  },
};
