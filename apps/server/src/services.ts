import { randomBytes } from 'node:crypto';
import type { Locale } from '@creator/domain/locales';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { Scheduler } from './lifecycle/scheduler';
import { ArticleSanitizer } from './security/article-html';
import { loadPasswordKeys, loadSecret, type PasswordKeys } from './security/rsa-keys';
import type { ServerSettings } from './settings';
import { VersionedCounts } from './lib/versioned-counts';
import { DiskFileStore, type FileStore } from './upload/file-store';
import { Thumbnails } from './upload/thumbnails';

export type Logger = (line: Record<string, unknown>) => void;

/** Everything a route needs, made once per app. */
export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  settings: ServerSettings;
  log: Logger;
  scheduler: Scheduler;
  files: FileStore;
  /** The scaled variants of the stored images (`GET /storage/<key>?w=…`), kept beside them. */
  thumbnails: Thumbnails;
  /** Totals of searched and dated content lists, per creator and filter, at the version they were counted at. */
  contentCounts: VersionedCounts;
  /** Article HTML sanitised in worker threads, with per-creator turns; `close()` ends the threads. */
  articleHtml: ArticleSanitizer;
  /** The portal build served on this origin, if any (same-host images can be copied from it). */
  staticRoot?: string;
  passwordKeys(): Promise<PasswordKeys>;
  uploadSecret(): Promise<string>;
}

export type AppEnv = {
  /** `locale`: the request's `clang`, read once per request (app.ts); every message of the answer is written in it. */
  Variables: { services: Services; creatorId: number; locale: Locale };
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

export function createServices(
  db: Kysely<Database>,
  clock: Clock,
  settings: ServerSettings,
  log: Logger,
  {
    staticRoot,
    files = new DiskFileStore(settings.uploadDir),
  }: { staticRoot?: string; files?: FileStore } = {},
): Services {
  return {
    db,
    staticRoot,
    clock,
    settings,
    log,
    scheduler: new Scheduler(db, clock),
    files,
    thumbnails: new Thumbnails(files),
    contentCounts: new VersionedCounts(settings.countCacheEntries),
    articleHtml: new ArticleSanitizer(),
    passwordKeys: once(() => loadPasswordKeys(db)),
    uploadSecret: once(() => loadSecret(db, 'upload_hmac', () => randomBytes(32).toString('base64'))),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A host header value: a name or an address and an optional port, nothing else. */
const HOST_VALUE = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu;

/**
 * The public origin every address the server hands out is built on (signing answers, the image host):
 * PUBLIC_URL when set; the proxy's X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY says one is in
 * front; else the request's own origin only when it is a loopback name (development), and the origin the
 * server listens on otherwise. A Host header from the network is never echoed back, so an answer cached in
 * front cannot be poisoned with someone else's host.
 */
export function requestOrigin(c: Context): string {
  const settings = (c.var as { services: Services }).services.settings;
  if (settings.publicUrl) return settings.publicUrl;
  const url = new URL(c.req.url);
  if (settings.trustProxy) {
    // The last value is the one our proxy wrote; earlier ones are whatever the client sent it.
    const proto = lastHop(c.req.header('x-forwarded-proto'))?.toLowerCase();
    const host = (lastHop(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? '').toLowerCase();
    if ((proto === 'http' || proto === 'https') && HOST_VALUE.test(host)) return `${proto}://${host}`;
  }
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : settings.listenOrigin;
}

/** `domain` of the signing answers and `image_host` of the configuration. */
export function imageHost(c: Context): string {
  return `${requestOrigin(c)}/storage`;
}

/** Whether the browser reached us over HTTPS (directly or through a trusted proxy): HSTS is sent then. */
export function isHttps(c: Context): boolean {
  return requestOrigin(c).startsWith('https:');
}

/** The address of the socket's other end (@hono/node-server's `incoming`), never a header; '' when unknown. */
export function socketPeer(c: Context): string {
  return (
    (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress ?? ''
  );
}

/** The last entry of a comma-separated forwarded header. */
function lastHop(header: string | undefined): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1);
}

/**
 * The client's address, for the attempt limits: the last X-Forwarded-For hop when TRUST_PROXY says the
 * proxy in front appends it (earlier hops are the client's own claims), else the socket's peer. An IPv6
 * address counts by its /64 (one subscriber holds a whole /64), and an IPv4-mapped one as plain IPv4.
 */
export function clientAddress(c: Context): string {
  const settings = (c.var as { services: Services }).services.settings;
  const forwarded = settings.trustProxy ? lastHop(c.req.header('x-forwarded-for')) : undefined;
  const address = forwarded && forwarded.length <= 64 ? forwarded : socketPeer(c);
  return address ? addressSubject(address) : 'unknown';
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; an IPv6 address → its /64 (`2001:db8:1:2::/64`); anything else as it is. */
export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address
    .toLowerCase()
    .replace(/^\[|\]$/gu, '')
    .split('%')[0]!
    .split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}
