import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0002_accounts: Creators, profile changes, sessions, captchas, tickets, the outbox and the server secrets. */
export const accountsMigration: Migration = {
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
    await db.schema
      .createIndex('profile_change_creator')
      .on('profile_change')
      .columns(['creator_id', 'field', 'created_at'])
      .execute();
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
};
