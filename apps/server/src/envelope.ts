import type { Context } from 'hono';

/** The contract's envelope; business errors are HTTP 200 with a non-zero code. */
export function ok(c: Context, data: unknown = null) {
  return c.json({ code: 0, message: 'success', data });
}

export function fail(c: Context, code: number, message: string, status: 200 | 400 | 401 | 403 | 404 | 413 | 500 = 200, data: unknown = null) {
  return c.json({ code, message, data }, status);
}
