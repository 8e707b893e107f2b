import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { nicknameKey } from '../lib/nickname-key';

/** Migrations in order; the same ones run on embedded PGlite and on a real PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001_config': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('config_entry')
        .addColumn('project_key', 'text', (col) => col.notNull())
        .addColumn('platform', 'text', (col) => col.notNull())
        .addColumn('value', 'jsonb', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('config_entry_pk', ['project_key', 'platform'])
        .execute();
    },
  },
  '0002_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_secret')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('creator')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('screen_name', 'text', (col) => col.notNull())
        .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('uregion', 'text', (col) => col.notNull())
        .addColumn('can_login', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('can_post', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('resources', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // Nicknames are unique regardless of case, so "Anna" and "anna" cannot both exist.
      await sql`create unique index creator_screen_name_unique on creator (lower(screen_name))`.execute(db);
      await db.schema
        .createTable('profile_change')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
        .addColumn('field', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('audit_status', 'integer', (col) => col.notNull())
        .addColumn('review_due_at', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('profile_change_creator').on('profile_change').columns(['creator_id', 'field', 'created_at']).execute();
      await db.schema
        .createTable('session')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('captcha')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('ticket')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('used', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('outbox_email').on('outbox').columns(['email', 'id']).execute();
    },
  },
  '0003_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content')
        .addColumn('content_id', 'serial', (col) => col.primaryKey())
        .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
        .addColumn('show_type', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('source', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('brief', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('images', 'jsonb', (col) => col.notNull())
        .addColumn('cover_images', 'jsonb', (col) => col.notNull())
        .addColumn('hashtag', 'jsonb', (col) => col.notNull())
        .addColumn('tag_ids', 'jsonb', (col) => col.notNull())
        .addColumn('contains_images', 'boolean', (col) => col.notNull())
        .addColumn('publish_at', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('review_due_at', 'bigint')
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('expose_count', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('click_count', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('like_count', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('unlike_count', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('modify_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('spent_time', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('polish_task_id', 'integer')
        .execute();
      await db.schema.createIndex('content_creator_list').on('content').columns(['creator_id', 'show_type', 'status', 'updated_at']).execute();
      await db.schema.createIndex('content_review_due').on('content').columns(['status', 'review_due_at']).execute();
      await db.schema.createIndex('content_scheduled').on('content').columns(['status', 'publish_at']).execute();
      await db.schema
        .createTable('notice')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('creator_id', 'integer', (col) => col.notNull().references('creator.id').onDelete('cascade'))
        .addColumn('type', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('image_urls', 'jsonb', (col) => col.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('notice_creator').on('notice').columns(['creator_id', 'created_at']).execute();
      await db.schema
        .createTable('polish_task')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('cover_images', 'jsonb', (col) => col.notNull())
        .addColumn('show_type', 'integer', (col) => col.notNull())
        .addColumn('source', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('claimed_by', 'integer', (col) => col.references('creator.id').onDelete('set null'))
        .addColumn('claimed_at', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('content_id', 'integer')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('polish_task_status').on('polish_task').columns(['status', 'claimed_by']).execute();
      await db.schema
        .createTable('tag')
        .addColumn('tag_id', 'integer', (col) => col.primaryKey())
        .addColumn('tag_type', 'integer', (col) => col.notNull())
        .addColumn('parent_tag_id', 'integer', (col) => col.notNull())
        .addColumn('names', 'jsonb', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('hashtag')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('total_pv', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('stored_file')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '0004_content_list_speed': {
    async up(db: Kysely<unknown>) {
      // The list's order, so a page is read from the index instead of sorting every row of a creator.
      await sql`create index content_creator_updated on content (creator_id, updated_at desc, content_id desc)`.execute(db);
      // Counts per creator and per value of every list filter but text and dates, kept by a trigger, so the
      // list's total does not count 100 000 rows on each page.
      await sql`create table content_tally (
        creator_id integer not null, show_type integer not null, status integer not null, source integer not null,
        contains_images boolean not null, n bigint not null,
        primary key (creator_id, show_type, status, source, contains_images))`.execute(db);
      await sql`create function content_tally_change() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update content_tally set n = n - 1
              where creator_id = old.creator_id and show_type = old.show_type and status = old.status
                and source = old.source and contains_images = old.contains_images;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into content_tally values (new.creator_id, new.show_type, new.status, new.source, new.contains_images, 1)
              on conflict (creator_id, show_type, status, source, contains_images) do update set n = content_tally.n + 1;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger content_tally after insert or delete or update of creator_id, show_type, status, source, contains_images
        on content for each row execute function content_tally_change()`.execute(db);
      await sql`insert into content_tally
        select creator_id, show_type, status, source, contains_images, count(*) from content group by 1, 2, 3, 4, 5`.execute(db);
    },
  },
  '0005_hardening': {
    async up(db: Kysely<unknown>) {
      // Attempt limits (security/attempts.ts): one row per action and subject (an account or a client address),
      // shared by every server instance on this database.
      await sql`create table attempt (
        action text not null, subject text not null, last_attempt_at bigint not null, failures integer not null,
        locked_until bigint not null default 0, primary key (action, subject))`.execute(db);
      await sql`create index attempt_last on attempt (last_attempt_at)`.execute(db);
      // Who uploaded an image: only they may use it in content; null is a shared image (seed and task pictures).
      await sql`alter table stored_file add column owner_id integer references creator (id) on delete cascade`.execute(db);
      await sql`update stored_file set owner_id = cast(substring(key from '^(?:content|avatar)/([0-9]{1,9})/') as integer)
        where key ~ '^(content|avatar)/[0-9]{1,9}/' and exists (
          select 1 from creator where creator.id = cast(substring(key from '^(?:content|avatar)/([0-9]{1,9})/') as integer))`.execute(db);
      await sql`create index stored_file_owner on stored_file (owner_id)`.execute(db);
      // The periodic purge reads these.
      await sql`create index session_expires on session (expires_at)`.execute(db);
      await sql`create index session_creator on session (creator_id)`.execute(db);
      await sql`create index outbox_created on outbox (created_at)`.execute(db);
    },
  },
  '0006_content_list_search': {
    async up(db: Kysely<unknown>) {
      // Issue 15: the content list's filters at 100 000 rows of one creator (docs/architecture.md, "Content list at
      // scale and thumbnails"). Trigram indexes need pg_trgm: PostgreSQL's contrib (a trusted extension: the
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
      await sql`create table content_version (creator_id integer primary key, version bigint not null)`.execute(db);
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
        referencing new table as new_rows for each statement execute function content_version_bump()`.execute(db);
      await sql`create trigger content_version_update after update on content
        referencing old table as old_rows new table as new_rows for each statement execute function content_version_bump()`.execute(db);
      await sql`create trigger content_version_delete after delete on content
        referencing old table as old_rows for each statement execute function content_version_bump()`.execute(db);
    },
  },
  '0008_hostile_input_content': {
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
      await sql`update hashtag set creators = (select count(*) from hashtag_use where hashtag_use.name = hashtag.name)`.execute(db);
      // The suggestions' `lower(name) like '%typed%'`: a trigram index (pg_trgm, loaded by 0006) instead of a scan.
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index hashtag_name_trgm on hashtag using gin (lower(name) gin_trgm_ops)`.execute(db);
    },
  },
  '0009_nickname_key': {
    async up(db: Kysely<unknown>) {
      // Issue 31, finding 8: nicknames are unique by what a reader sees (lib/nickname-key.ts), not only by lower
      // case: "Аnna" with a Cyrillic А, or a fullwidth "ａｎｎａ", is taken when "Anna" exists.
      await sql`alter table creator add column screen_name_key text`.execute(db);
      const { rows } = await sql<{ id: number; screen_name: string }>`select id, screen_name from creator order by id`.execute(db);
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
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
