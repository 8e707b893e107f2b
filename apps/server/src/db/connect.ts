import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

const INT8 = 20;
// Times and counters are bigint columns; every value here fits a double, so read them as numbers.
pg.types.setTypeParser(INT8, (value) => Number(value));

export interface DatabaseOptions {
  /** `postgres://…` runs on a real PostgreSQL; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` (the default for tests) keeps nothing. */
  dataDir?: string;
  /**
   * PGlite only: a data folder to start from (`dumpDataDir` of a migrated one), instead of creating one. The
   * tests start every server on a copy of one made once per run: creating a cluster costs many times more.
   */
  loadDataDir?: Blob;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

export async function connectDatabase(options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  let db: Kysely<Database>;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that PostgreSQL ends (a restart, a dropped test database) is reported here; the pool
    // has already let it go and the next query opens a new one. Unheard, the event would end the process.
    pool.on('error', () => undefined);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    const dataDir = options.dataDir ?? 'memory://';
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    db = overPglite(openPglite(dataDir, options.loadDataDir));
  }
  await migrate(db);
  return db;
}

/** Kysely over a PGlite client, as `connectDatabase` opens it (without migrating). */
export function overPglite(client: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

/**
 * A new database's data folder, migrated and empty, as PGlite dumps it (`dumpDataDir`): what `connectDatabase`'s
 * `loadDataDir` starts a database from without creating and migrating a cluster again.
 */
export async function migratedPgliteFolder(): Promise<Blob> {
  const client = openPglite('memory://');
  const db = overPglite(client);
  try {
    await migrate(db);
    return await client.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/** Embedded PostgreSQL in `dataDir`, started from `loadDataDir` when given. */
export function openPglite(dataDir: string, loadDataDir?: Blob): PGlite {
  return new PGlite(dataDir, {
    parsers: { [INT8]: (value: string) => Number(value) },
    // pg_trgm: the trigram indexes of the content searches (migration 0006).
    extensions: { pg_trgm },
    loadDataDir,
  });
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error;
}
