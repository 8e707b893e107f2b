import { Agent, request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { hashToken } from '../security/tokens';
import type { TestServer } from '../testing/harness';
import { startServerAtProductionCost as startServer } from '../testing/production-cost';

/*
 * The smaller holes of the security review (issue 13), each performed against a real server, now failing, with
 * the attempt limits ON (the other suites relax them).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ relaxAttemptLimits: false });
});

afterAll(async () => {
  await server?.close();
});

describe('finding 9: the smaller holes', () => {
  it('closes the connection after a 413, so the next request on a kept-alive connection is answered', async () => {
    // One kept-alive socket for both requests, as a browser would reuse it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer, type = 'application/json') =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const url = new URL(path, server.base);
        const req = httpRequest(
          {
            agent,
            method,
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            headers: body ? { 'content-type': type, 'content-length': body.length } : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = await send('POST', '/user-api/web/mp_verification', Buffer.alloc(2 * 1024 * 1024, 'x'));
      expect(big).toEqual({ status: 413, connection: 'close' });
      expect((await send('GET', '/healthz')).status).toBe(200);
      const upload = await send(
        'POST',
        '/storage',
        Buffer.alloc(6 * 1024 * 1024, 'x'),
        'multipart/form-data; boundary=x',
      );
      expect(upload).toEqual({ status: 413, connection: 'close' });
      expect((await send('GET', '/healthz')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('hashes at OWASP scrypt cost and rehashes an older, cheaper hash at the next sign-in', async () => {
    const email = DEMO_ACCOUNTS.noPosting;
    const cheap = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$';
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync(
      DEMO_PASSWORD.normalize('NFC'),
      Buffer.from('c2FsdHNhbHRzYWx0c2FsdA==', 'base64'),
      32,
      { N: 16384, r: 8, p: 1 },
    ).toString('base64');
    await server.db
      .updateTable('creator')
      .set({ password_hash: cheap + key })
      .where('email', '=', email)
      .execute();
    await server.signIn(email);
    const row = await server.db
      .selectFrom('creator')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/u);
  });

  it('ends every session of a creator whose sign-in is blocked', async () => {
    const token = await server.signIn(DEMO_ACCOUNTS.noPosting);
    await server.db
      .updateTable('creator')
      .set({ can_login: false })
      .where('email', '=', DEMO_ACCOUNTS.noPosting)
      .execute();
    try {
      const answer = await server.call('GET', '/mp-api/v3/api/account', { token });
      expect([answer.status, answer.body.code]).toEqual([401, 1]);
      const left = await server.db
        .selectFrom('session')
        .select('token_hash')
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(left).toEqual([]);
    } finally {
      await server.db
        .updateTable('creator')
        .set({ can_login: true })
        .where('email', '=', DEMO_ACCOUNTS.noPosting)
        .execute();
    }
  });

  it('purges expired sessions and emailed codes', async () => {
    const purged = await startServer();
    try {
      const token = await purged.signIn(DEMO_ACCOUNTS.demo);
      const email = DEMO_ACCOUNTS.noPolish;
      await purged.call('GET', '/user-api/web/mp_email_verification', {
        query: { email, ticket: await purged.captchaTicket(email) },
      });
      purged.clock.advance(8 * 24 * 3600_000);
      const fresh = await purged.signIn(DEMO_ACCOUNTS.demo);
      await purged.call('GET', '/mp-api/v3/api/account', { token: fresh });
      const sessions = await purged.db.selectFrom('session').select('token_hash').execute();
      expect(sessions.map((row) => row.token_hash)).toEqual([hashToken(fresh)]);
      expect(sessions.map((row) => row.token_hash)).not.toContain(hashToken(token));
      expect(await purged.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    } finally {
      await purged.close();
    }
  });

  it('sends a Permissions-Policy, and a CSP that lets images and calls reach the configured origins', async () => {
    const configured = await startServer({ publicUrl: 'https://creators.example' });
    try {
      await sql`update config_entry set value = jsonb_set(value, '{web_api,privacy_agreement_url}', '"https://legal.example/privacy.html"')`.execute(
        configured.db,
      );
      const answer = await configured.call('GET', '/healthz');
      const csp = answer.headers.get('content-security-policy')!;
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/creators\.example https:\/\/legal\.example/u);
      expect(csp).toMatch(/connect-src 'self' https:\/\/creators\.example https:\/\/legal\.example/u);
      expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\)/u);
    } finally {
      await configured.close();
    }
  });
});
