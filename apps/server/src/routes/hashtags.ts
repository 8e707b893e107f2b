import { HASHTAG_MARKER, HASHTAG_MAX_LENGTH } from '@creator/forms/rules/hashtag';
import { sliceCodePoints } from '@creator/forms/rules/text';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { containsPattern, prefixPattern } from '../lib/sql';
import { handle } from '../routing';
import type { AppEnv } from '../services';

export const HASHTAG_SUGGESTIONS = 10;

export function hashtagRoutes(app: Hono<AppEnv>): void {
  handle(app, 'searchHashtags', async ({ services, query }) => {
    // The typed text without its marker, cut (in code points) to the longest hashtag there can be.
    const typed = query.name.trim();
    const unmarked = typed.startsWith(HASHTAG_MARKER) ? typed.slice(HASHTAG_MARKER.length) : typed;
    const name = sliceCodePoints(unmarked.toLowerCase(), HASHTAG_MAX_LENGTH);
    let select = services.db.selectFrom('hashtag').select(['name', 'total_pv']);
    // Names that start with the typed text come first, then the ones that only contain it.
    if (name !== '') select = select.where(sql<boolean>`lower(name) like ${containsPattern(name)}`).orderBy(sql`lower(name) like ${prefixPattern(name)}`, 'desc');
    const rows = await select.orderBy('total_pv', 'desc').orderBy('name').limit(HASHTAG_SUGGESTIONS).execute();
    return { list: rows };
  });
}
