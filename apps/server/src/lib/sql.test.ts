import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { containsPattern, escapeLike, prefixPattern } from './sql';

let database: TestDatabase;

/** Names that a wildcard would match along with the literal one. */
const NAMES = [
  '50%off',
  '50xoff',
  '50off',
  'snake_case',
  'snakeXcase',
  'snakecase',
  'back\\slash',
  'backslash',
  'back\\\\slash',
  'plain',
];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('hashtag')
    .values(NAMES.map((name) => ({ name, total_pv: 0 })))
    .execute();
});

afterAll(async () => {
  await database?.drop();
});

async function ilike(pattern: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('hashtag')
    .select('name')
    .where('name', 'ilike', pattern)
    .execute();
  return rows.map((row) => row.name).sort();
}

async function like(pattern: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('hashtag')
    .select('name')
    .where(sql<boolean>`name like ${pattern}`)
    .execute();
  return rows.map((row) => row.name).sort();
}

describe('escapeLike', () => {
  it('escapes the backslash, % and _ with a backslash, and nothing else', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike('plain text, 100 * 2 = [x]')).toBe('plain text, 100 * 2 = [x]');
    expect(containsPattern('5%')).toBe('%5\\%%');
    expect(prefixPattern('a_')).toBe('a\\_%');
  });

  it('makes %, _ and \\ match only themselves in PostgreSQL (LIKE and ILIKE, Kysely parameters)', async () => {
    for (const search of [ilike, like]) {
      expect(await search(containsPattern('%'))).toEqual(['50%off']);
      expect(await search(containsPattern('0%o'))).toEqual(['50%off']);
      expect(await search(containsPattern('_'))).toEqual(['snake_case']);
      expect(await search(containsPattern('e_c'))).toEqual(['snake_case']);
      expect(await search(containsPattern('\\'))).toEqual(['back\\\\slash', 'back\\slash']);
      expect(await search(containsPattern('k\\s'))).toEqual(['back\\slash']);
      expect(await search(containsPattern('\\\\'))).toEqual(['back\\\\slash']);
      expect(await search(prefixPattern('snake_'))).toEqual(['snake_case']);
    }
    // Case folds under ILIKE only; the escaping is the same.
    expect(await ilike(containsPattern('SNAKE_'))).toEqual(['snake_case']);
  });

  it('is needed: unescaped, the same text matches wildcards or fails', async () => {
    expect(await ilike('%_%')).toHaveLength(NAMES.length);
    expect(await ilike('%0%o%')).toEqual(['50%off', '50off', '50xoff']);
    // A pattern ending in the escape character is an error in PostgreSQL (a 500, had it reached a route).
    await expect(ilike('%\\')).rejects.toThrow(/escape/iu);
  });
});
