import type { Context, Hono } from 'hono';
import { toSeconds } from '../clock';
import { fail } from '../envelope';
import { ErrorCode } from '@creator/domain/error-codes';
import { passQueuedReviews } from '../lifecycle/scheduler';
import { socketPeer, type AppEnv } from '../services';
import type { ServerSettings } from '../settings';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/u;

/** Only a caller on this machine: the socket's own peer, never a forwarded header. */
const fromThisMachine = (c: Context<AppEnv>) => LOOPBACK.test(socketPeer(c));

/**
 * Development and automated tests only, each when asked for and refused with NODE_ENV=production, and only for
 * a caller on this machine. DEV_OUTBOX=1: the emailed codes, newest first, since this server sends no real
 * email. DEV_REVIEWS=1: every review queued so far passes now, for suites that say when a review is over
 * instead of waiting out REVIEW_DELAY_MS.
 */
export function devRoutes(app: Hono<AppEnv>, settings: ServerSettings): void {
  if (settings.devOutbox) {
    app.get('/dev/outbox', async (c) => {
      if (!fromThisMachine(c)) return fail(c, ErrorCode.notFound, 'Not found', 404);
      const email = c.req.query('email')?.toLowerCase().replaceAll('\u0000', '');
      let query = c.var.services.db
        .selectFrom('outbox')
        .select(['id', 'email', 'subject', 'body', 'code', 'created_at'])
        .orderBy('id', 'desc')
        .limit(100);
      if (email) query = query.where('email', '=', email);
      const rows = await query.execute();
      return c.json(rows.map((row) => ({ ...row, created_at: toSeconds(row.created_at) })));
    });
  }
  if (settings.devReviews) {
    app.post('/dev/reviews/pass', async (c) => {
      if (!fromThisMachine(c)) return fail(c, ErrorCode.notFound, 'Not found', 404);
      const { db, clock } = c.var.services;
      return c.json({ passed: await passQueuedReviews(db, clock.now(), settings.reviewDelayMs) });
    });
  }
}
