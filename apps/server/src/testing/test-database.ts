import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../db/connect';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import type { Database } from '../db/schema';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Set on PostgreSQL: the address of this file's own database. */
  url?: string;
  drop(): Promise<void>;
}

let template: Promise<Blob | undefined> | undefined;

/**
 * The run's migrated PGlite data folder (pglite-template.ts), read once per test file, or none where no global
 * setup made one: the bench's servers create their own. In the suite, a missing one is an error, not a slower run.
 */
function migratedTemplate() {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file && process.env.VITEST)
    throw new Error(
      `No ${PGLITE_TEMPLATE_ENV}: the server suite's global setup (pglite-template.ts) did not run`,
    );
  // Backed by the file, not copied into memory: the global setup removes it only once every file has run.
  template ??= file ? openAsBlob(file) : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a new database with a random name on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await connectDatabase({ loadDataDir: await migratedTemplate() });
    return { db, drop: () => db.destroy() };
  }
  const name = `creator_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
