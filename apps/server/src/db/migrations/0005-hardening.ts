import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0005_hardening: Attempt limits, image owners and the indexes the purge reads. */
export const hardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Attempt limits (security/attempts.ts): one row per action and subject (an account or a client address),
    // shared by every server instance on this database.
    await sql`create table attempt (
        action text not null, subject text not null, last_attempt_at bigint not null, failures integer not null,
        locked_until bigint not null default 0, primary key (action, subject))`.execute(db);
    await sql`create index attempt_last on attempt (last_attempt_at)`.execute(db);
    // Who uploaded an image: only they may use it in content; null is a shared image (seed and task pictures).
    await sql`alter table stored_file add column owner_id integer references creator (id) on delete cascade`.execute(
      db,
    );
    await sql`update stored_file set owner_id = cast(substring(key from '^(?:content|avatar)/([0-9]{1,9})/') as integer)
        where key ~ '^(content|avatar)/[0-9]{1,9}/' and exists (
          select 1 from creator where creator.id = cast(substring(key from '^(?:content|avatar)/([0-9]{1,9})/') as integer))`.execute(
      db,
    );
    await sql`create index stored_file_owner on stored_file (owner_id)`.execute(db);
    // The periodic purge reads these.
    await sql`create index session_expires on session (expires_at)`.execute(db);
    await sql`create index session_creator on session (creator_id)`.execute(db);
    await sql`create index outbox_created on outbox (created_at)`.execute(db);
  },
};
