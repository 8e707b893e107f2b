import type { Hono } from 'hono';
import { toSeconds } from '../clock';
import type { AppEnv } from '../services';

/** Development only: the emailed codes, newest first, since this server sends no real email. */
export function devRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => {
    const email = c.req.query('email')?.toLowerCase().replaceAll('\u0000', '');
    let query = c.var.services.db.selectFrom('outbox').select(['id', 'email', 'subject', 'body', 'code', 'created_at']).orderBy('id', 'desc').limit(100);
    if (email) query = query.where('email', '=', email);
    const rows = await query.execute();
    return c.json(rows.map((row) => ({ ...row, created_at: toSeconds(row.created_at) })));
  });
}
