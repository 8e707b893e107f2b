import { HASHTAG_MARKER, HASHTAG_MAX_LENGTH } from '@creator/forms/rules/hashtag';
import { sliceCodePoints } from '@creator/forms/rules/text';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { containsPattern, prefixPattern } from '../lib/sql';
import type { Services } from '../services';

export const HASHTAG_SUGGESTIONS = 10;
/** A name reaches other creators' suggestions once this many creators used it (or the operator curated it). */
const HASHTAG_SHARED_AFTER_CREATORS = 2;

/**
 * The suggestions for `name` (lower-cased, without its marker) as `creatorId` sees them. One creator's names stay
 * their own until a second creator uses them: junk posted by one account is suggested to nobody else. Names that
 * start with the typed text come first, then the ones that only contain it (hashtag_name_trgm serves the match);
 * within each, the names more creators use, then the most viewed. A publish remembers the names
 * (publish/hashtag-memory.ts).
 */
export function hashtagSuggestions(db: Kysely<Database>, creatorId: number, name: string) {
  let select = db
    .selectFrom('hashtag')
    .select(['name', 'total_pv'])
    .where((eb) =>
      eb.or([
        eb('curated', '=', true),
        eb('creators', '>=', HASHTAG_SHARED_AFTER_CREATORS),
        eb.exists(
          eb
            .selectFrom('hashtag_use')
            .select(sql`1`.as('used'))
            .whereRef('hashtag_use.name', '=', 'hashtag.name')
            .where('hashtag_use.creator_id', '=', creatorId),
        ),
      ]),
    );
  if (name !== '')
    select = select
      .where(sql<boolean>`lower(name) like ${containsPattern(name)}`)
      .orderBy(sql`lower(name) like ${prefixPattern(name)}`, 'desc');
  return select
    .orderBy('creators', 'desc')
    .orderBy('total_pv', 'desc')
    .orderBy('name')
    .limit(HASHTAG_SUGGESTIONS);
}

/** The suggestions for what the creator typed. */
export async function searchHashtags(services: Services, creatorId: number, typedName: string) {
  // The typed text without its marker, cut (in code points) to the longest hashtag there can be.
  const typed = typedName.trim();
  const unmarked = typed.startsWith(HASHTAG_MARKER) ? typed.slice(HASHTAG_MARKER.length) : typed;
  const name = sliceCodePoints(unmarked.toLowerCase(), HASHTAG_MAX_LENGTH);
  return { list: await hashtagSuggestions(services.db, creatorId, name).execute() };
}
