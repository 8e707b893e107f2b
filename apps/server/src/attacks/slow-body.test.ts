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
 * Sends `head`, then the body as `send` writes it; resolves with what came back once the connection closes. With
 * `Connection: close` asked (the default), the server closes it once it has answered; kept alive, only a cut
 * closes it.
 */
function exchange(
  port: number,
  head: string,
  send: (write: (bytes: Buffer) => void) => () => void,
  { keepAlive = false } = {},
): Promise<string> {
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
      resolve(answer);
    });
    socket.on('connect', () => {
      socket.write(keepAlive ? head : head.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
      stop = send((bytes) => {
        if (!socket.destroyed) socket.write(bytes);
      });
    });
  });
}

/** Writes `body` `bytesPerTick` at a time every 20 ms; `sent()` says how far it got. */
function paced(body: Buffer, bytesPerTick: number) {
  let sent = 0;
  return {
    sent: () => sent,
    send: (write: (bytes: Buffer) => void) => {
      const timer = setInterval(() => {
        if (sent < body.length) write(body.subarray(sent, (sent += bytesPerTick)));
      }, 20);
      return () => clearInterval(timer);
    },
  };
}

describe('a body sent a byte at a time', () => {
  it('has its connection cut once its grace is over, and stores nothing', async () => {
    const { port, head, body } = await rawUpload('slow_64_48.png');
    const storedBefore = await countStoredFiles(server);
    // A byte every 20 ms: 50 bytes a second, two hundred times below the least rate. The body would take more
    // than half a minute to come whole; the test's ceiling is below that.
    const trickle = paced(body, 1);
    const answer = await exchange(port, head, trickle.send);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/u);
    expect(trickle.sent()).toBeLessThan(body.length);
    expect(await countStoredFiles(server)).toBe(storedBefore);
  });

  it('after an answer that did not wait for it, on a connection kept alive, is cut all the same', async () => {
    // The server answers at once, and Node goes on reading (and dropping) the body at the client's pace.
    const url = new URL(server.base);
    const length = 100_000;
    const head = `GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: ${length}\r\n\r\n`;
    const trickle = paced(Buffer.alloc(length, 'x'), 1);
    const answer = await exchange(Number(url.port), head, trickle.send, { keepAlive: true });
    expect(answer).toMatch(/^HTTP\/1\.1 200/u);
    expect(trickle.sent()).toBeLessThan(length);
  });
});

describe('a body that comes at an honest pace', () => {
  it('sent whole: the upload is stored', async () => {
    const { port, head, body } = await rawUpload('whole_64_48.png');
    const storedBefore = await countStoredFiles(server);
    const answer = await exchange(port, head, (write) => {
      write(body);
      return () => {};
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/u);
    expect(await countStoredFiles(server)).toBe(storedBefore + 1);
  });

  it('sent slowly, for longer than the grace, at ten times the least rate: it is answered, not cut', async () => {
    const url = new URL(server.base);
    const body = Buffer.from(
      JSON.stringify({
        title: 'Paced',
        content: `<p>${'x'.repeat(240_000)}</p>`,
        cover_images: [],
        hashtag: [],
      }),
    );
    const head =
      `POST /mp-api/v3/api/content/draft HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // 2 KB every 20 ms: 100 KB/s against the least rate of 10 KB/s, for about two and a half seconds.
    const steady = paced(body, 2_000);
    const answer = await exchange(Number(url.port), head, steady.send);
    // Whatever the call answers (this body is longer than an article may be): an answer, after the whole body.
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /u);
    expect(steady.sent()).toBeGreaterThanOrEqual(body.length);
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
