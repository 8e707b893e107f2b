import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migratedPgliteFolder } from '../db/connect';

/** Where the global setup leaves the run's migrated PGlite data folder (`dumpDataDir`), for the test workers. */
export const PGLITE_TEMPLATE_ENV = 'CREATOR_PGLITE_TEMPLATE';

/**
 * The suite's global setup: on PGlite (no DATABASE_URL), one migrated data folder for the whole run, which every
 * test database starts from (test-database.ts). Creating a cluster is most of a server's start: 10 to 20 s on a
 * loaded 2-core machine against 2.5 s for a copy, and a test that starts two servers outlasted its ceiling.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'creator-pglite-template-'));
  try {
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await (await migratedPgliteFolder()).arrayBuffer()));
    // The workers start after the global setup, with its environment.
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(folder, { recursive: true, force: true });
  };
}
