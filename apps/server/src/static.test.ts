import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { inlineScriptHashes } from './static';
import { bandedPng } from './db/png';
import { listen } from './lib/listen';
import { DEMO_ACCOUNTS } from './db/seed';
import { demoServerForFile } from './testing/demo-server';
import type { TestServer } from './testing/harness';

let server: TestServer;

demoServerForFile((started) => {
  ({ server } = started);
});

const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);

describe('the portal build', () => {
  it('serves files with their type, caches hashed assets, and falls back to index.html', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'creator-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const inline = 'document.documentElement.lang = "en-US"';
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Portal</title><script type="module" src="/assets/app-3f9a1c.js"></script><script>${inline}</script>`,
    );
    const script = `console.log(${JSON.stringify('a portal chunk '.repeat(200))});`;
    await writeFile(path.join(dist, 'assets', 'app-3f9a1c.js'), script);
    await writeFile(path.join(dist, 'assets', 'logo.png'), png);
    const manifest = JSON.stringify({ name: 'Creator portal', description: 'Publish posts. '.repeat(20) });
    await writeFile(path.join(dist, 'manifest.en-US.webmanifest'), manifest);
    await writeFile(path.join(dist, 'sw.js'), script);
    const app = createApp({
      db: server.db,
      clock: server.clock,
      staticRoot: dist,
      log: () => {},
      settings: { uploadDir: server.uploadDir },
    });
    const http = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const asset = await fetch(`${base}/assets/app-3f9a1c.js`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // A script is never a document: nosniff, without the document's policies.
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('content-security-policy')).toBeNull();
      expect(asset.headers.get('x-frame-options')).toBeNull();
      // Compressed for a browser that takes it (fetch decodes it again), plain for one that does not.
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(await asset.text()).toBe(script);
      // The installed portal's manifest, compressed; the service worker asked again on every check (decision 0032).
      const installed = await fetch(`${base}/manifest.en-US.webmanifest`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(installed.headers.get('content-type')).toBe('application/manifest+json');
      expect(installed.headers.get('content-encoding')).toBe('br');
      expect(await installed.text()).toBe(manifest);
      const worker = await fetch(`${base}/sw.js`);
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('etag')).toBeTruthy();
      const gzipped = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toBe(script);
      const plain = await fetch(`${base}/assets/app-3f9a1c.js`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(
        Number(plain.headers.get('content-length') ?? (await plain.clone().arrayBuffer()).byteLength),
      ).toBe(script.length);
      expect(await plain.text()).toBe(script);
      // A chunk of a few hundred bytes is compressed too; one that compressing would not shrink goes as it is.
      const small = 'export const a=`a small chunk, a small chunk, a small chunk`;';
      await writeFile(path.join(dist, 'assets', 'small-1b2c3d.js'), small);
      const smallAsset = await fetch(`${base}/assets/small-1b2c3d.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(smallAsset.headers.get('content-encoding')).toBe('br');
      expect(await smallAsset.text()).toBe(small);
      await writeFile(path.join(dist, 'assets', 'tiny-4e5f6a.js'), 'a');
      const tiny = await fetch(`${base}/assets/tiny-4e5f6a.js`, { headers: { 'accept-encoding': 'br' } });
      expect(tiny.headers.get('content-encoding')).toBeNull();
      expect(await tiny.text()).toBe('a');
      const deep = await fetch(`${base}/content/article?x=1`);
      expect(await deep.text()).toContain('<title>Portal</title>');
      expect(deep.headers.get('cache-control')).toBe('no-cache');
      expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(deep.headers.get('x-frame-options')).toBe('DENY');
      // The page's inline script (its first paint) runs by its hash, and no other inline script would.
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(deep.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
      // A browser holding this build's page revalidates it: a 304 without a body, the page again once it changes.
      const tag = deep.headers.get('etag');
      expect(tag).toMatch(/^".+"$/);
      const again = await fetch(`${base}/home`, { headers: { 'if-none-match': `"other", ${tag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      // A tag a proxy weakened still matches.
      expect((await fetch(`${base}/home`, { headers: { 'if-none-match': `W/${tag}` } })).status).toBe(304);
      // A JSON answer carries the policy without the page's script hash.
      const json = await fetch(`${base}/healthz`);
      expect(json.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><!-- rebuilt -->');
      const rebuilt = await fetch(`${base}/home`, { headers: { 'if-none-match': tag! } });
      expect(rebuilt.status).toBe(200);
      expect(await rebuilt.text()).toContain('rebuilt');
      const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
      expect(await escape.text()).toContain('<title>Portal</title>');
      // An image of the site itself can be copied to the image host; a path that climbs out cannot.
      const token = await server.signIn(DEMO_ACCOUNTS.demo);
      const copy = (images: string[]) =>
        fetch(`${base}/mp-api/v3/api/upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ images }),
        });
      const copied = (await (await copy([`${base}/assets/logo.png`])).json()) as {
        code: number;
        data: { url: string }[];
      };
      expect(copied.code).toBe(0);
      expect(copied.data[0]!.url).toMatch(new RegExp(`^${base}/storage/content/`));
      expect((await copy([`${base}/assets/app-3f9a1c.js`])).status).toBe(400);
      expect((await copy([`${base}/..%2f..%2f..%2fetc%2fhostname`])).status).toBe(400);
    } finally {
      await new Promise((resolve) => http.close(resolve));
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('the inline scripts of the HTML', () => {
  it('are hashed one by one, their attributes and unclosed ends aside', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><p>text</p><script>b()</script><script>never closed',
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(`sha256-${createHash('sha256').update('a()').digest('base64')}`);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});
