import { connect } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS } from '../db/seed';
import { listen, REQUEST_LIMITS, type RequestLimits } from '../lib/listen';
import { startTestServer, type TestServer } from '../testing/harness';
import { countStoredFiles, uploadForm, uploadSigning } from '../testing/uploads';

/*
 * A slow-body attack on the upload (decision 0034): the client sends its headers, then its body a byte at a time,
 * to hold a connection (and the request's memory) open for as long as the server waits. The reference server
 * waits half an hour for a whole request, so that a photo sent over a slow link arrives; it cuts a body that
 * comes at less than its least rate instead. Here the limits are those of main.ts shrunk to a test's time.
 */

const LIMITS: RequestLimits = {
  ...REQUEST_LIMITS,
  minBodyBytesPerSecond: 10_000,
  bodyGraceMs: 1_000,
  checkEveryMs: 50,
};

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({}, { limits: LIMITS });
  token = await server.signIn(DEMO_ACCOUNTS.demo);
});

afterAll(async () => {
  await server?.close();
});

/** The raw bytes of a signed upload of a small PNG: its head (request line and headers) and its body. */
async function rawUpload(name: string) {
  const sign = await uploadSigning(server, token, name);
  const form = uploadForm(sign, `${sign.dir}${name}`, bandedPng(64, 48, [10, 20, 30], [200, 100, 50]));
  const request = new Request(sign.endpoint, { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const url = new URL(sign.endpoint);
  const head =
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
    `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { port: Number(url.port), head, body };
}

/**
 * Sends `head`, then the body as `send` writes it; resolves with what came back once the server closes the
 * connection (or, for an answer, once it has come whole: `Connection: close` is asked).
 */
function exchange(
  port: number,
  head: string,
  send: (write: (bytes: Buffer) => void) => () => void,
): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    let stop = () => {};
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    // Writes after the server has cut the connection fail; that is the attack's end, not the test's.
    socket.on('error', () => {});
    socket.on('close', () => {
      stop();
      resolve({ answer, closedByServer: true });
    });
    socket.on('connect', () => {
      socket.write(head.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
      stop = send((bytes) => {
        if (!socket.destroyed) socket.write(bytes);
      });
    });
  });
}

describe('a body sent a byte at a time', () => {
  it('has its connection cut once its grace is over, and stores nothing', async () => {
    const { port, head, body } = await rawUpload('slow_64_48.png');
    const storedBefore = await countStoredFiles(server);
    let sent = 0;
    // A byte every 20 ms: 50 bytes a second, two hundred times below the least rate. The body would take more
    // than a minute to come whole; the test's ceiling is far below that.
    const { answer } = await exchange(port, head, (write) => {
      const timer = setInterval(() => {
        if (sent < body.length) write(body.subarray(sent, (sent += 1)));
      }, 20);
      return () => clearInterval(timer);
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/u);
    expect(sent).toBeLessThan(body.length);
    expect(await countStoredFiles(server)).toBe(storedBefore);
  });

  it('leaves a body that comes at its pace alone: the same upload sent whole is stored', async () => {
    const { port, head, body } = await rawUpload('whole_64_48.png');
    const storedBefore = await countStoredFiles(server);
    const { answer } = await exchange(port, head, (write) => {
      write(body);
      return () => {};
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/u);
    expect(await countStoredFiles(server)).toBe(storedBefore + 1);
  });
});

describe('the request limits main.ts serves with', () => {
  it('give a 5 MB photo on a slow link the time it takes, far beyond Node’s five minutes', async () => {
    const http = listen({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    try {
      expect(http.requestTimeout).toBe(REQUEST_LIMITS.requestTimeoutMs);
      expect(http.headersTimeout).toBe(REQUEST_LIMITS.headersTimeoutMs);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
    // The largest photo at 24 kbps arrives within the whole request's limit…
    const slowestHonestBytesPerSecond = 24_000 / 8;
    expect((UPLOAD_MAX_BYTES / slowestHonestBytesPerSecond) * 1000).toBeLessThanOrEqual(
      REQUEST_LIMITS.requestTimeoutMs,
    );
    // …and is never taken for an attack: the least rate is below it.
    expect(REQUEST_LIMITS.minBodyBytesPerSecond).toBeLessThan(slowestHonestBytesPerSecond);
  });
});
