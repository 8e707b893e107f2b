import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0010_idempotent_answers: The first answer to a write sent with an Idempotency-Key, per creator and key. */
export const idempotentAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Issue 37: a publish, a polish publish or a draft save sent again with its key (its first answer lost on the
    // way) is answered from here instead of being written twice (lib/idempotency.ts). `request` is a digest of
    // the call and its body: the same key on another request is refused.
    await sql`create table idempotent_answer (
        creator_id integer not null references creator (id) on delete cascade, key text not null,
        request text not null, answer jsonb not null, created_at bigint not null,
        primary key (creator_id, key))`.execute(db);
    // The hourly purge reads this.
    await sql`create index idempotent_answer_created on idempotent_answer (created_at)`.execute(db);
  },
};
