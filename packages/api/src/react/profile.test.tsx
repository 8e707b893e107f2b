// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../mocks/fake-xhr';
import { fixtures } from '../mocks/fixtures';
import { useChangeAvatar } from './profile';
import { setUpHookTests } from './hook-test-server';

const { server, wrapper } = setUpHookTests();

/** The calls of the API the hook makes, in order: method, path and query or body. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'PUT' ? ` ${await request.clone().text()}` : '';
    calls.push(`${request.method} ${url.pathname}${url.search}${body}`);
  });
  return calls;
}

const square = () => ({
  blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  type: 'image/png' as const,
  width: 512,
  height: 512,
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('useChangeAvatar', () => {
  it('signs with oss_sts and the SHA-256, stores with progress, then saves the stored address', async () => {
    const calls = recordCalls();
    let storing: FakeXhr | undefined;
    FakeXhr.respond = (xhr) => {
      xhr.progress(50, 100);
      storing = xhr;
    };
    const { result } = renderHook(() => useChangeAvatar(), { wrapper });
    const run = result.current.mutateAsync(square());
    await waitFor(() => expect(result.current.progress).toBe(0.5));
    act(() => storing?.finish(200));
    await run;
    await waitFor(() => expect(result.current.progress).toBeNull());
    const [signing, saving] = calls;
    expect(signing).toMatch(
      /^GET \/data-api\/v2\/oss_sts\?names=[0-9a-f]{32}_512_512\.png&extension=png&signature=[0-9a-f]{64}&uploadType=image&scene=avatar$/u,
    );
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe(fixtures.avatarSigning.endpoint);
    const key = xhr?.body?.get('key');
    expect(key).toBe(`${fixtures.avatarSigning.dir}${fixtures.avatarSigning.name}`);
    expect(saving).toBe(`PUT /user-api/web/mp_avatar {"url":"${fixtures.avatarSigning.domain}/${key}"}`);
  });

  it('a storage failure saves nothing and says the upload failed', async () => {
    const calls = recordCalls();
    FakeXhr.respond = (xhr) => xhr.finish(403);
    const { result } = renderHook(() => useChangeAvatar(), { wrapper });
    let failure: unknown;
    await result.current.mutateAsync(square()).catch((error: unknown) => void (failure = error));
    expect(failure).toMatchObject({ kind: 'contract', descriptor: { id: 'api.error.upload' } });
    expect(calls.some((call) => call.includes('mp_avatar'))).toBe(false);
    await waitFor(() => expect(result.current.progress).toBeNull());
  });
});
