import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A strict policy: no inline script but those whose hashes are named (the portal's two), no framing;
 * images and calls only to this origin, data/blob URLs, and the other origins the configuration names (the image
 * host of PUBLIC_URL, the agreement documents).
 */
export function contentSecurityPolicy(
  otherOrigins: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const others = [...new Set(otherOrigins)].map((origin) => ` ${origin}`).join('');
  const hashes = scriptHashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${others}`,
    "font-src 'self'",
    `connect-src 'self'${others}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the portal never uses, refused for it and anything it could embed. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** A year, with subdomains: sent only on answers the browser got over HTTPS (RFC 6797 ignores it on HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Types a browser never renders as a document, with nosniff: a script, a style sheet, a font, a raster image.
 * The policies that govern a document (CSP, framing, features) mean nothing on them, and on a phone's link
 * they were half the headers of every chunk (about 450 of 760 bytes). An SVG, HTML and JSON keep them.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/javascript|text\/css|font\/woff2|image\/(?:png|jpeg|webp|x-icon))(?:;|$)/u;

function cannotBeDocument(type: string | null): boolean {
  return type !== null && type.length <= 200 && SUBRESOURCE_TYPE.test(type);
}

/**
 * Security headers on every answer, the document policies only on what can be a document. `otherOrigins` names
 * the origins the CSP lets images and calls reach; `https` tells whether this request reached us over HTTPS
 * (directly or through a trusted proxy).
 */
export function securityHeaders(options: {
  otherOrigins: (c: Context) => Promise<readonly string[]>;
  https: (c: Context) => boolean;
  /** The hashes of the inline scripts the portal's HTML carries (`inlineScriptHashes`). */
  scriptHashes?: () => Promise<readonly string[]>;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.https(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const type = c.res.headers.get('Content-Type');
    if (cannotBeDocument(type)) return;
    // Only the portal's HTML runs its inline scripts.
    const hashes = type?.startsWith('text/html') ? ((await options.scriptHashes?.()) ?? []) : [];
    c.header('Content-Security-Policy', contentSecurityPolicy(await options.otherOrigins(c), hashes));
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/** The most of index.html read for its inline scripts: the build's is about 100 KB. */
const INDEX_HTML_MAX_BYTES = 1024 * 1024;

/**
 * The CSP hashes (`sha256-…`) of the inline scripts of `html`: the portal runs two before the
 * bundle (apps/portal/src/first-paint/), which `script-src 'self'` alone would block.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const open = '<script>';
  const close = '</script>';
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + open.length)) {
    const end = html.indexOf(close, at + open.length);
    if (end === -1) break;
    const body = html.slice(at + open.length, end);
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The inline scripts' hashes of the build's index.html under `root`, read again when the file changes. */
export function buildScriptHashes(
  root: string,
  log: (line: Record<string, unknown>) => void,
): () => Promise<readonly string[]> {
  let known: { version: string; hashes: string[] } | undefined;
  const file = path.join(path.resolve(root), 'index.html');
  return async () => {
    try {
      const info = await stat(file);
      const version = `${info.size}-${info.mtimeMs}`;
      if (known?.version !== version) {
        if (info.size > INDEX_HTML_MAX_BYTES)
          log({
            level: 'warn',
            time: new Date().toISOString(),
            event: 'index-html-too-large',
            file,
            bytes: info.size,
          });
        const html = info.size <= INDEX_HTML_MAX_BYTES ? await readFile(file, 'utf8') : '';
        known = { version, hashes: inlineScriptHashes(html) };
      }
      return known.hashes;
    } catch {
      return [];
    }
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the browser takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed bodies, made once per file and encoding: the build is immutable while the server runs, so the
 * cost of brotli at its best quality is paid on the first request only. Keyed by path, size and mtime.
 */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressed(file: string, version: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${version}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    entry =
      encoding === 'br'
        ? brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipAsync(body, { level: 9 });
    compressedCache.set(key, entry);
  }
  return entry;
}

/** Serves the single-page app: real files with their type, hashed assets cached for a year, `index.html` for the rest. */
export function serveStatic(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = path.resolve(base, `.${decodeURIComponent(c.req.path)}`);
    const inside = requested.startsWith(base + path.sep) || requested === base;
    const file = inside && (await isFile(requested)) ? requested : path.join(base, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    let body: Buffer;
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.size}-${info.mtimeMs}`;
      body = await readFile(file);
    } catch {
      return c.text('The portal is not built yet: run `npm run build` (the root `npm start` does it).', 404);
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // The HTML (and the other unhashed files) is asked again on every visit: a browser that holds this build's
    // copy gets a 304 of a few headers instead of the page again. The tag names the file's version and the
    // encoding the answer would have, as its body differs by encoding.
    const encoding = COMPRESSIBLE.has(path.extname(file))
      ? pickEncoding(c.req.header('Accept-Encoding'))
      : null;
    if (!hashed) {
      headers.ETag = `"${version}-${encoding ?? 'identity'}"`;
      // Compared weakly, as RFC 9110 has it for If-None-Match: a proxy that compresses marks the tag weak (W/).
      const held = c.req.header('If-None-Match');
      const matches = (tag: string) => tag === '*' || tag.replace(/^W\//u, '') === headers.ETag;
      if (held !== undefined && held.length <= 1024 && held.split(',').some((tag) => matches(tag.trim()))) {
        if (COMPRESSIBLE.has(path.extname(file))) headers.Vary = 'Accept-Encoding';
        return c.body(null, 304, headers);
      }
    }
    // Text is sent compressed (brotli or gzip): a fraction of the bytes on a phone's network. Small files too
    // (a page's chunk of a few hundred bytes shrinks by half), unless compressing would not make it smaller.
    if (COMPRESSIBLE.has(path.extname(file))) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const packed = await compressed(file, version, body, encoding);
      if (packed.length < body.length) {
        body = packed;
        headers['Content-Encoding'] = encoding;
      }
    }
    return c.body(new Uint8Array(body), 200, headers);
  };
}
