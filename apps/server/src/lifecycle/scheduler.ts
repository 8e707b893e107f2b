import { AuditStatus } from '@creator/domain/account';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { NoticeType, ReadStatus } from '@creator/domain/notices';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { SOLE_LEADER, type Leadership } from './leader';
import { purgeExpired, PURGE_INTERVAL_MS } from './purge';

/**
 * The transaction-level advisory lock every run of the lifecycle takes first: runs of several server instances
 * (the leader's timer, any instance's catch-up before a request) go one after the other, never interleaved.
 */
export const LIFECYCLE_LOCK = 0x63_72_65_62; // "creb"

/**
 * Moves everything whose time has come: reviews that are due pass (a scheduled item then waits for its
 * publish date), scheduled items whose publish date arrived go live, profile changes pass review. Each update
 * changes only rows still in the state it moves them from, so a run after another (of this instance or any
 * other) finds nothing left to do: an item goes live once, and its notice is written once.
 */
export async function advanceLifecycle(db: Kysely<Database>, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LIFECYCLE_LOCK})`.execute(trx);
    const reviewed = await trx
      .updateTable('content')
      .set((eb) => ({
        status: eb
          .case()
          .when('publish_at', '>', now)
          .then(ContentStatus.scheduled)
          .else(ContentStatus.published)
          .end(),
        review_due_at: null,
      }))
      .where('status', 'in', [ContentStatus.pendingReview, ContentStatus.inReview])
      .where('review_due_at', '<=', now)
      .returning(['content_id', 'creator_id', 'show_type', 'title', 'status'])
      .execute();
    const live = await trx
      .updateTable('content')
      .set({ status: ContentStatus.published })
      .where('status', '=', ContentStatus.scheduled)
      .where('publish_at', '<=', now)
      .returning(['content_id', 'creator_id', 'show_type', 'title', 'status'])
      .execute();
    const wentLive = [...reviewed, ...live].filter(
      (row) => row.status === ContentStatus.published && row.show_type === ShowType.article,
    );
    if (wentLive.length > 0) {
      await trx
        .insertInto('notice')
        .values(
          wentLive.map((row) => ({
            creator_id: row.creator_id,
            type: NoticeType.articleLive,
            status: ReadStatus.unread,
            content: `Your article {{${escapeHtml(row.title)}}} is now live.`,
            image_urls: '[]',
            target_id: row.content_id,
            created_at: now,
          })),
        )
        .execute();
    }
    const profiles = await trx
      .updateTable('profile_change')
      .set({ audit_status: AuditStatus.passed })
      .where('audit_status', '=', AuditStatus.inReview)
      .where('review_due_at', '<=', now)
      .executeTakeFirst();
    return reviewed.length + live.length + Number(profiles.numUpdatedRows);
  });
}

/**
 * Every review queued so far is due now, and passes (POST /dev/reviews/pass, DEV_REVIEWS=1): a publish or a
 * profile change is queued due `reviewDelayMs` after it was asked for, so this is that delay over at once, and
 * a review due later (the seed's, a year ahead) is left alone. How many items moved.
 */
export async function passQueuedReviews(
  db: Kysely<Database>,
  now: number,
  reviewDelayMs: number,
): Promise<number> {
  const queuedBy = now + reviewDelayMs;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('content')
      .set({ review_due_at: now })
      .where('status', 'in', [ContentStatus.pendingReview, ContentStatus.inReview])
      .where('review_due_at', '<=', queuedBy)
      .execute();
    await trx
      .updateTable('profile_change')
      .set({ review_due_at: now })
      .where('audit_status', '=', AuditStatus.inReview)
      .where('review_due_at', '<=', queuedBy)
      .execute();
  });
  return advanceLifecycle(db, now);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Runs the lifecycle before requests read state (so a test clock moved forward is seen at once) and on a
 * timer in the real server; it runs at most once per clock second unless something new was queued. Once an
 * hour it also purges what has expired (purge.ts). Of several instances on one database, only the leader
 * (leader.ts) runs the timer and the purge; every instance catches up before its requests.
 */
export class Scheduler {
  private lastRun = Number.NEGATIVE_INFINITY;
  private lastPurge = Number.NEGATIVE_INFINITY;
  private dirty = true;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leadership: Leadership = SOLE_LEADER;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Whether this instance runs the periodic work (GET /healthz says so). */
  get leads(): boolean {
    return this.leadership.isLeader;
  }

  /** Something was queued for review or scheduled: the next catch-up must run. */
  markDirty(): void {
    this.dirty = true;
  }

  async catchUp(): Promise<void> {
    const now = this.clock.now();
    if (!this.dirty && now >= this.lastRun && now - this.lastRun < 1000) return;
    if (this.running) return this.running;
    this.dirty = false;
    this.lastRun = now;
    const purge =
      this.leadership.isLeader && (now - this.lastPurge >= PURGE_INTERVAL_MS || now < this.lastPurge);
    if (purge) this.lastPurge = now;
    this.running = advanceLifecycle(this.db, now)
      .then(() => (purge ? purgeExpired(this.db, now) : 0))
      .then(() => undefined)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Runs the lifecycle every `intervalMs` while this instance leads (always, alone on its database). */
  start(intervalMs = 1000, leadership: Leadership = SOLE_LEADER): void {
    this.leadership = leadership;
    this.timer ??= setInterval(() => {
      if (this.leadership.isLeader) void this.catchUp().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
