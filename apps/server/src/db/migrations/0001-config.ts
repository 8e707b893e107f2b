import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** 0001_config: The portal configuration table. */
export const configMigration: Migration = {
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
};
