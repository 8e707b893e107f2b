import type { contentListQuerySchema } from '@creator/api/schemas/content';
import { CONTENT_STATUSES, ContentStatus, type ContentSource, type ShowType } from '@creator/domain/content';
import { CONTENT_PAGE_SIZE } from '@creator/domain/limits';
import { remainingEdits } from '@creator/forms/rules/eligibility';
import { sql, type Kysely, type Selectable } from 'kysely';
import type * as z from 'zod/mini';
import { toSeconds } from '../clock';
import type { ContentTable, Database } from '../db/schema';
import { toWireUrls } from '../hosted-urls';
import { containsPattern } from '../lib/sql';
import type { Services } from '../services';

type ListQuery = z.output<typeof contentListQuerySchema>;

/** "All" (0 or no status) is everything a creator manages: drafts live in the draft list, deleted items nowhere. */
const LISTED_STATUSES = CONTENT_STATUSES.filter(
  (status) =>
    status !== ContentStatus.all && status !== ContentStatus.draft && status !== ContentStatus.deleted,
);

/** What a row of the list shows: never the body (an article's HTML), which only the detail answers. */
const LIST_COLUMNS = [
  'content_id',
  'status',
  'show_type',
  'title',
  'brief',
  'cover_images',
  'images',
  'publish_at',
  'updated_at',
  'reason',
  'expose_count',
  'click_count',
  'like_count',
  'unlike_count',
  'modify_count',
  'source',
] as const satisfies readonly (keyof ContentTable)[];

type ListRow = Pick<Selectable<ContentTable>, (typeof LIST_COLUMNS)[number]>;

/** A row as the content list shows it. */
export function contentItem(row: ListRow, host: string) {
  return {
    content_id: row.content_id,
    status: row.status,
    show_type: row.show_type,
    title: row.title,
    brief: row.brief,
    cover_images: toWireUrls(row.cover_images, host),
    images: toWireUrls(row.images, host),
    publish_date: toSeconds(row.publish_at),
    updated_at: toSeconds(row.updated_at),
    reason: row.reason,
    expose_count: row.expose_count,
    click_count: row.click_count,
    like_count: row.like_count,
    unlike_count: row.unlike_count,
    modify_count: row.modify_count,
    remaining_modify_count: remainingEdits({ status: row.status, modify_count: row.modify_count }),
    source: row.source,
  };
}

/** The list's filters, each list sorted and without repeats, so one filter has one cache key however it was asked. */
interface ListFilter {
  statuses: ContentStatus[];
  showTypes: ShowType[];
  sources: ContentSource[];
  withImages?: boolean;
  /** Milliseconds, inclusive. */
  from?: number;
  /** Milliseconds, exclusive. */
  until?: number;
  keyword?: string;
  title?: string;
}

const distinctSorted = <T extends number>(values: readonly T[]): T[] =>
  [...new Set(values)].sort((a, b) => a - b);

function filterOf(query: ListQuery): ListFilter {
  const asked = (query.status ?? []).filter((status) => status !== ContentStatus.deleted);
  const all = asked.length === 0 || asked.includes(ContentStatus.all);
  return {
    statuses: distinctSorted(all ? LISTED_STATUSES : asked),
    showTypes: distinctSorted(query.show_types ?? []),
    sources: distinctSorted(query.content_sources ?? []),
    withImages: query.contains_images === undefined ? undefined : query.contains_images === 1,
    from: query.publish_date_start === undefined ? undefined : query.publish_date_start * 1000,
    until: query.publish_date_end === undefined ? undefined : (query.publish_date_end + 1) * 1000,
    keyword: query.keyword?.trim() || undefined,
    title: query.title?.trim() || undefined,
  };
}

/**
 * The creator's rows that pass the filter. Statuses are always a list (`status in (…)`, "all" included), so
 * content_creator_status_publish serves every status and date range as index ranges. The searches match
 * without regard to case, literally (`containsPattern`): `keyword` the title or the brief, `title` the title,
 * on the lower-cased columns of migration 0006 (`x_lower LIKE lower(p)` is PostgreSQL's own `x ILIKE p`).
 */
function matching(db: Kysely<Database>, creatorId: number, filter: ListFilter) {
  let rows = db
    .selectFrom('content')
    .where('creator_id', '=', creatorId)
    .where('status', 'in', filter.statuses);
  if (filter.showTypes.length > 0) rows = rows.where('show_type', 'in', filter.showTypes);
  if (filter.sources.length > 0) rows = rows.where('source', 'in', filter.sources);
  if (filter.withImages !== undefined) rows = rows.where('contains_images', '=', filter.withImages);
  if (filter.from !== undefined) rows = rows.where('publish_at', '>=', filter.from);
  if (filter.until !== undefined) rows = rows.where('publish_at', '<', filter.until);
  const { keyword, title } = filter;
  if (keyword) {
    const pattern = sql<string>`lower(${containsPattern(keyword)})`;
    rows = rows.where((eb) =>
      eb.or([eb('title_lower', 'like', pattern), eb('brief_lower', 'like', pattern)]),
    );
  }
  if (title) rows = rows.where('title_lower', 'like', sql<string>`lower(${containsPattern(title)})`);
  return rows;
}

/** Whether the total is counted: a search or a date range narrows the list past what content_tally holds. */
const isCounted = (filter: ListFilter) =>
  filter.keyword !== undefined ||
  filter.title !== undefined ||
  filter.from !== undefined ||
  filter.until !== undefined;

/** The creator's content version (0 before their first change), as an expression. */
const versionOf = (creatorId: number) =>
  sql<number>`coalesce((select version from content_version where creator_id = ${creatorId}), 0)`;

/** The total from content_tally: a handful of rows per creator, however many items. */
function tallied(db: Kysely<Database>, creatorId: number, filter: ListFilter) {
  let tally = db
    .selectFrom('content_tally')
    .where('creator_id', '=', creatorId)
    .where('status', 'in', filter.statuses);
  if (filter.showTypes.length > 0) tally = tally.where('show_type', 'in', filter.showTypes);
  if (filter.sources.length > 0) tally = tally.where('source', 'in', filter.sources);
  if (filter.withImages !== undefined) tally = tally.where('contains_images', '=', filter.withImages);
  return tally.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
}

/**
 * The total counted (an index-only scan of content_creator_status_publish, or the trigram indexes for a rare
 * word), with the content version it belongs to: both read by one statement, so in one snapshot.
 */
function counted(db: Kysely<Database>, creatorId: number, filter: ListFilter) {
  return matching(db, creatorId, filter).select((eb) => [
    eb.fn.countAll<number>().as('n'),
    versionOf(creatorId).as('version'),
  ]);
}

/** The statements of one list request as the server runs them (the bench explains them). */
export function contentListStatements(db: Kysely<Database>, creatorId: number, query: ListQuery) {
  const filter = filterOf(query);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? CONTENT_PAGE_SIZE;
  const isCountedTotal = isCounted(filter);
  // Read beside the page's rows, in the same statement and snapshot: the total itself when the tally holds it,
  // else the content version that tells whether a remembered count still holds. One statement fewer a request
  // matters on PGlite, where every statement costs about half a millisecond however small.
  const head = isCountedTotal ? versionOf(creatorId) : sql<number>`(${tallied(db, creatorId, filter)})`;
  return {
    filter,
    page,
    pageSize,
    /** Whether the total is counted (and remembered) rather than read from the tally. */
    counted: isCountedTotal,
    /** The page, each row with `head`. */
    rows: matching(db, creatorId, filter)
      .select(LIST_COLUMNS)
      .select(head.as('head'))
      .orderBy('updated_at', 'desc')
      .orderBy('content_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    /** `head` alone, for a page past the end. */
    head: () => db.selectNoFrom(head.as('head')),
    /** The statement that counts, for a counted total that is not remembered. */
    count: () => counted(db, creatorId, filter),
  };
}

/**
 * One page and its total, exact. Without a search or a date range the total is read from content_tally. With
 * one it is counted and remembered with the creator's content version, so that paging through one search
 * counts once; a remembered count is given back only while the version is the one it was counted at
 * (VersionedCounts), and every change of the creator's content moves the version on in its own transaction.
 */
export async function listContent(services: Services, creatorId: number, query: ListQuery, host: string) {
  const statements = contentListStatements(services.db, creatorId, query);
  const rows = await statements.rows.execute();
  const head = Number(rows[0]?.head ?? (await statements.head().executeTakeFirstOrThrow()).head);
  let count = head;
  if (statements.counted) {
    const key = JSON.stringify([creatorId, statements.filter]);
    const known = services.contentCounts.get(key, head);
    if (known === undefined) {
      const total = await statements.count().executeTakeFirstOrThrow();
      count = Number(total.n);
      services.contentCounts.set(key, Number(total.version), count);
    } else {
      count = known;
    }
  }
  return {
    list: rows.map((row) => contentItem(row, host)),
    count,
    page: statements.page,
    page_size: statements.pageSize,
  };
}
