import type { Hono } from 'hono';
import { sql } from 'kysely';
import { containsPattern, prefixPattern } from '../lib/sql';
import { handle } from '../routing';
import type { AppEnv } from '../services';

export const HASHTAG_SUGGESTIONS = 10;

export function hashtagRoutes(app: Hono<AppEnv>): void {
  handle(app, 'searchHashtags', async ({ services, query }) => {
    const name = query.name.trim().replace(/^#/u, '').toLowerCase().slice(0, 100);
    let select = services.db.selectFrom('hashtag').select(['name', 'total_pv']);
    // Names that start with the typed text come first, then the ones that only contain it.
    if (name !== '') select = select.where(sql<boolean>`lower(name) like ${containsPattern(name)}`).orderBy(sql`lower(name) like ${prefixPattern(name)}`, 'desc');
    const rows = await select.orderBy('total_pv', 'desc').orderBy('name').limit(HASHTAG_SUGGESTIONS).execute();
    return { list: rows };
  });
}
