import type { IncomingMessage, Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long the reference server waits for a request to arrive (decision 0034). A creator on a slow link sends a
 * 5 MB photo for minutes (at 400 kbps shared by the upload queue's sends, more than Node's default 300 s), so the
 * whole request may take as long as an object store allows; what stops a client that holds a connection open by
 * sending its body a byte at a time (a slow-body attack) is the body's rate instead: after a grace, a body that
 * has come at less than `minBodyBytesPerSecond` on average since its start is cut.
 */
export interface RequestLimits {
  /** The request line and headers (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The whole request, its body included (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** The least a body must average once `bodyGraceMs` have passed since its request came. */
  minBodyBytesPerSecond: number;
  bodyGraceMs: number;
  /** How often the bodies on their way are looked at. */
  checkEveryMs: number;
}

export const REQUEST_LIMITS: RequestLimits = {
  headersTimeoutMs: 60_000,
  // 5 MB at 24 kbps: a second-generation link's upload shared by two sends.
  requestTimeoutMs: 30 * 60_000,
  // 8 kbps: an order below the slowest link the portal is made for (400 kbps shared by the queue's sends).
  minBodyBytesPerSecond: 1024,
  bodyGraceMs: 20_000,
  checkEveryMs: 5_000,
};

interface Arriving {
  request: IncomingMessage;
  since: number;
  bytesBefore: number;
}

/**
 * Watches every request with a body that has not fully come, answered or not, and cuts the connection of one that
 * averages less than the limits' rate after their grace. It reads the socket's count of bytes, never the body
 * itself, so it stays out of the way of whoever reads it. It watches until the server closes.
 */
function guardSlowBodies(server: Server, limits: RequestLimits): void {
  const arriving = new Set<Arriving>();
  const onRequest = (request: IncomingMessage) => {
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (request.complete || !hasBody) return;
    arriving.add({ request, since: performance.now(), bytesBefore: request.socket.bytesRead });
  };
  const check = () => {
    const now = performance.now();
    for (const entry of arriving) {
      const { request } = entry;
      // Come whole, or gone. A body answered before it came whole is still watched: Node goes on reading (and
      // dropping) the rest on a connection it keeps, at the client's pace.
      if (request.complete || request.socket.destroyed) {
        arriving.delete(entry);
        continue;
      }
      // The server is the slow side (its handler has not read what came, so Node stopped reading the socket):
      // the client's pace is measured afresh from here.
      if (request.readableLength >= request.readableHighWaterMark) {
        entry.since = now;
        entry.bytesBefore = request.socket.bytesRead;
        continue;
      }
      const elapsedMs = now - entry.since;
      if (elapsedMs < limits.bodyGraceMs) continue;
      const bytes = request.socket.bytesRead - entry.bytesBefore;
      if ((bytes * 1000) / elapsedMs < limits.minBodyBytesPerSecond) {
        arriving.delete(entry);
        request.socket.destroy();
      }
    }
  };
  server.on('request', onRequest);
  const timer = setInterval(check, limits.checkEveryMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

/** Serves `fetch` on Node's http server within the request limits. */
export function listen(
  options: {
    fetch: Parameters<typeof serve>[0]['fetch'];
    port: number;
    hostname: string;
    limits?: RequestLimits;
  },
  onListening?: (info: { port: number }) => void,
): Server {
  const limits = options.limits ?? REQUEST_LIMITS;
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs },
    },
    onListening,
  ) as Server;
  guardSlowBodies(server, limits);
  return server;
}
