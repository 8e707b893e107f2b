import { ErrorCode } from '@creator/domain/error-codes';
import { EMAIL_MAX_LENGTH } from '@creator/forms/rules/email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { startTestServer, type CallOptions, type TestServer } from '../testing/harness';
import { startStallWatchdog } from '../testing/watchdog';

/*
 * Issue 31, finding 1: the email rule's pattern backtracked quadratically on `a@` and a long run of dots, and
 * nothing bounded the field before it ran: one unauthenticated request of 100 000 dots broke the connection, a
 * 1 MB body would have held the loop for minutes, before any attempt limit. Each call that reads an email now
 * gets the largest body the server reads, shaped so, while a watchdog measures this thread's loop (the server
 * runs in this process); it must answer "malformed" at once and hold the loop no longer than the fuzz allows.
 */
const STALL_CEILING_MS = 100;
/** The largest JSON body the server reads is 1 MB: the dots fill it. */
const DOTS = '.'.repeat(1_000_000 - 200);
/** A query string is bounded by the header limit (16 KB): the dots fill most of it. */
const QUERY_DOTS = '.'.repeat(12_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ relaxAttemptLimits: false });
  // A running server has read large bodies before: the first one through this process compiles the reading path
  // (40–50 ms of one stretch here, not the attack's), so the watched calls start warm.
  await server.call(
    'POST',
    '/user-api/web/mp_verification',
    encodedBody({ body: { email: `a@${DOTS}`, token: 'eA==' } }),
  );
});

afterAll(async () => {
  await server?.close();
});

const attacks: [string, string, string, (email: string) => CallOptions][] = [
  [
    'captcha verify',
    'POST',
    '/user-api/web/mp_verification',
    (email) => ({ body: { email, token: 'eA==' } }),
  ],
  [
    'sign-in',
    'POST',
    '/user-api/web/mp_login',
    (email) => ({ body: { account: email, password: 'eA==', ticket: 't' } }),
  ],
  [
    'the emailed code, sent',
    'GET',
    '/user-api/web/mp_email_verification',
    (email) => ({ query: { email, ticket: 't' } }),
  ],
  [
    'the emailed code, checked',
    'POST',
    '/user-api/web/mp_email_verification',
    (email) => ({ body: { email, token: '123456' } }),
  ],
  [
    'password reset',
    'PUT',
    '/user-api/web/mp_nologin_password',
    (email) => ({ body: { email, password: 'eA==', ticket: 't' } }),
  ],
];

/** The call with its JSON body encoded once, here: sending bytes encodes nothing on the watched loop. */
function encodedBody({ body, ...call }: CallOptions): CallOptions {
  return body === undefined ? call : { ...call, raw: new TextEncoder().encode(JSON.stringify(body)) };
}

describe('an email of dots in every call that reads one', () => {
  it.each(attacks)(
    '%s: refused as malformed, the loop never held',
    { timeout: 120_000 },
    async (_, method, path, options) => {
      const dots = method === 'GET' ? QUERY_DOTS : DOTS;
      // The calls are built, their JSON encoded, before the watch: it measures the server, not this client. They go
      // one after another, so a stretch of the loop holds one request's work (three 1 MB bodies landing in one turn
      // of the loop would be three requests judged as one).
      const calls = [
        `a@${dots} `,
        `a@${dots}`,
        `${dots.slice(dots.length / 2)}@${dots.slice(dots.length / 2)}`,
      ].map((email) => encodedBody(options(email)));
      const watchdog = startStallWatchdog();
      const answers = [];
      for (const call of calls) answers.push(await server.call(method, path, call));
      const stall = watchdog.stop();
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe(ErrorCode.invalidRequest);
      }
      if (stall.clock === 'thread-cpu') expect(stall.worstMs).toBeLessThan(STALL_CEILING_MS);
    },
  );

  it(
    'costs no attempt: the account the dots name is not locked, and a real sign-in still works',
    { timeout: 120_000 },
    async () => {
      const email = `${DEMO_ACCOUNTS.demo}${'.'.repeat(EMAIL_MAX_LENGTH)}`;
      for (let round = 0; round < 40; round += 1) {
        expect(
          (await server.call('POST', '/user-api/web/mp_verification', { body: { email, token: 'eA==' } }))
            .body.code,
        ).toBe(ErrorCode.invalidRequest);
      }
      expect(await server.signIn(DEMO_ACCOUNTS.demo)).toEqual(expect.any(String));
    },
  );
});
