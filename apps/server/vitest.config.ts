import { configDefaults, defineConfig } from 'vitest/config';
import { WAIT_CEILING_MS } from '../../scripts/test-waits';

/**
 * Files that never use the database under test: they run once, in the PGlite run. With DATABASE_URL (the
 * layer `npm test` adds on PostgreSQL) they would test the same thing again, at a minute's cost: the pattern
 * analysis, and the production starts (which spawn the server on a PGlite folder of their own). The PGlite
 * template's test is PGlite's alone: on PostgreSQL there is no template.
 */
const DATABASE_FREE = [
  'src/patterns.test.ts',
  'src/production-start.test.ts',
  'src/testing/pglite-template.test.ts',
];

/**
 * Files that test what only a PostgreSQL server has (several sessions, a connection ended from outside): they
 * run in the PostgreSQL layer alone.
 */
const POSTGRES_ONLY = ['src/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    expect: { poll: { timeout: WAIT_CEILING_MS } },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? DATABASE_FREE : POSTGRES_ONLY)],
    // Every test database starts from one migrated data folder, made once for the run.
    globalSetup: ['src/testing/pglite-template.ts'],
    // Ceilings for a loaded 2-core machine, where a server's start (which some tests do twice) takes 5 to 10 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
