// @vitest-environment node
import type { ArticlePurifier } from '@creator/forms/rules/article-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { importPastedHtml } from './article-paste';
import { ApiError } from './errors';

// DOMPurify over jsdom, as the server sanitises; this file only.
const { window } = new JSDOM('');
const purifier = createDOMPurify(
  window as unknown as Parameters<typeof createDOMPurify>[0],
) as ArticlePurifier;
const HOST = 'https://img.example.test';
const hosted = `${HOST}/mp/a1_1280_720.png`;

/** The server's copy: data: images are stored, any outside address is refused with 10001 (reference server). */
const copy = vi.fn(async (source: string) => {
  if (source.startsWith('data:')) return `${HOST}/mp/copied_2_2.png`;
  throw new ApiError('business', 'images.0: this server fetches no external address', { code: 10001 });
});

describe('importPastedHtml', () => {
  it('keeps the allowed subset, drops local files, copies what can be copied and filters the rest', async () => {
    copy.mockClear();
    const html = [
      '<meta charset="utf-8"><h1 style="color:red">Trip <em>notes</em></h1>',
      '<p class="MsoNormal">Day <b>one</b> <a href="https://example.com">link</a></p>',
      '<table><tr><td>cell A</td><td>cell B</td></tr></table>',
      '<p><img src="file:///C:/Users/me/photo.jpg"><img src="https://elsewhere.example/x.jpg">',
      `<img src="${hosted}" alt="kept"><img src="data:image/png;base64,iVBORw0KGgo="></p>`,
      '<script>alert(1)</script><img src=x onerror="alert(2)">',
    ].join('');
    const pasted = await importPastedHtml(html, { imageHost: HOST, purifier, copy });

    expect(copy.mock.calls.map(([source]) => source)).toEqual([
      'https://elsewhere.example/x.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
    expect(pasted.localRemoved).toBe(2); // file:///… and the relative `x`
    expect(pasted.filtered).toBe(1);
    expect(pasted.markdown).toContain('# Trip notes');
    expect(pasted.markdown).toContain('**one**');
    expect(pasted.markdown).toContain('cell A');
    expect(pasted.markdown).toContain(`![kept](${hosted})`);
    expect(pasted.markdown).toContain(`${HOST}/mp/copied_2_2.png`);
    expect(pasted.markdown).not.toMatch(/file:|elsewhere|example\.com|alert|onerror|<table|\|/u);
  });

  it('copies at most an article’s images, three at a time, and filters a data: picture past 5 MB unasked', async () => {
    let running = 0;
    let most = 0;
    const counted = vi.fn(async (source: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return `${HOST}/mp/${encodeURIComponent(source.slice(-6))}_800_600.png`;
    });
    const many = Array.from(
      { length: 40 },
      (_, index) => `<img src="https://elsewhere.example/${index}.jpg">`,
    );
    const huge = `data:image/png;base64,${'A'.repeat(7_000_100)}`;
    const pasted = await importPastedHtml(`<p>${many.join('')}<img src="${huge}"></p>`, {
      imageHost: HOST,
      purifier,
      copy: counted,
    });
    expect(counted).toHaveBeenCalledTimes(30);
    expect(counted.mock.calls.some(([source]) => source.startsWith('data:'))).toBe(false);
    expect(most).toBeLessThanOrEqual(3);
    expect(pasted.filtered).toBe(11);
  });

  it('a paste taken back (aborted) throws instead of inserting half of it', async () => {
    const controller = new AbortController();
    const slow = vi.fn(
      (_source: string, signal?: AbortSignal) =>
        new Promise<string>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = importPastedHtml('<p><img src="https://elsewhere.example/y.jpg"></p>', {
      imageHost: HOST,
      purifier,
      copy: slow,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });
});
