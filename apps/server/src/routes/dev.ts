import type { Hono } from 'hono';
import { toSeconds } from '../clock';
import { fail } from '../envelope';
import { ErrorCode } from '@creator/domain/error-codes';
import { socketPeer, type AppEnv } from '../services';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/u;

/**
 * Development only, and only when asked for (DEV_OUTBOX=1, refused with NODE_ENV=production): the emailed
 * codes, newest first, since this server sends no real email. Only a caller on this machine may read them —
 * the socket's own peer, never a forwarded header.
 */
export function devRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => {
    if (!LOOPBACK.test(socketPeer(c))) return fail(c, ErrorCode.notFound, 'Not found', 404);
    const email = c.req.query('email')?.toLowerCase().replaceAll('\u0000', '');
    let query = c.var.services.db.selectFrom('outbox').select(['id', 'email', 'subject', 'body', 'code', 'created_at']).orderBy('id', 'desc').limit(100);
    if (email) query = query.where('email', '=', email);
    const rows = await query.execute();
    return c.json(rows.map((row) => ({ ...row, created_at: toSeconds(row.created_at) })));
  });
}
