import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

/* Issue 31, finding 8 (the cache): performed against a real server, now failing. */

describe('finding 8: no API answer is kept by a cache', () => {
  let server: TestServer;
  let demo: string;

  demoServerForFile((started) => {
    ({ server, demo } = started);
  });

  it.each([
    ['the account', 'GET', '/mp-api/v3/api/account', { withToken: true }],
    ['a captcha', 'GET', '/user-api/web/mp_verification', {}],
    [
      'the configuration',
      'GET',
      '/config-api/api/configs/batch?platform=web&project_keys=community_config',
      {},
    ],
    ['a refusal without a session', 'GET', '/mp-api/v3/api/account', {}],
    ['an unknown call', 'GET', '/mp-api/v3/api/nothing-here', { withToken: true }],
    ['a malformed body', 'POST', '/mp-api/v3/api/polish_tasks/actions/claim', { withToken: true, raw: '{' }],
    ['a body over the limit', 'POST', '/user-api/web/mp_verification', { raw: 'x'.repeat(1024 * 1024 + 1) }],
  ] as const)(
    'marks %s no-store',
    async (_, method, path, options: { withToken?: boolean; raw?: string }) => {
      const answer = await server.call(method, path, {
        token: options.withToken ? demo : undefined,
        raw: options.raw,
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('leaves a stored image its own lasting cache', async () => {
    const image = await server.db
      .selectFrom('stored_file')
      .select('key')
      .where('owner_id', 'is', null)
      .executeTakeFirstOrThrow();
    const answer = await fetch(`${server.base}/storage/${image.key}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });
});
