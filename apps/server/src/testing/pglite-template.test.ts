import { existsSync, openAsBlob } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { openPglite, overPglite } from '../db/connect';
import { migrationProvider } from '../db/migrations';
import setup, { PGLITE_TEMPLATE_ENV } from './pglite-template';

const before = process.env[PGLITE_TEMPLATE_ENV];
afterEach(() => {
  if (before === undefined) delete process.env[PGLITE_TEMPLATE_ENV];
  else process.env[PGLITE_TEMPLATE_ENV] = before;
});

it('is where every test database of this run starts', () => {
  // Read when this file loaded, in its worker: the global setup's folder crossed into the workers.
  expect(before).toMatch(/creator-pglite-template-/u);
  expect(existsSync(before!)).toBe(true);
});

it('leaves a data folder with every migration applied, and removes it after the run', async () => {
  delete process.env[PGLITE_TEMPLATE_ENV];
  const teardown = await setup();
  const file = process.env[PGLITE_TEMPLATE_ENV];
  try {
    expect(file).toBeTruthy();
    // Started from the folder alone, nothing migrated here: the tables and the migrations' record are in.
    const client = openPglite('memory://', await openAsBlob(file!));
    const db = overPglite(client);
    try {
      const applied = await db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .orderBy('name' as never)
        .execute();
      expect(applied.map((row) => (row as { name: string }).name)).toEqual(
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
      await expect(db.selectFrom('creator').select('email').execute()).resolves.toEqual([]);
    } finally {
      await db.destroy();
    }
  } finally {
    await teardown?.();
  }
  expect(existsSync(file!)).toBe(false);
  expect(process.env[PGLITE_TEMPLATE_ENV]).toBeUndefined();
}, 120_000);
