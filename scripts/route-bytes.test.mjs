// What scripts/route-bytes.mjs makes of Playwright's `request.sizes()`, in the three shapes Chromium gives them
// (seen on the reference server and on a server answering 304s).
import { describe, expect, it } from 'vitest';
import { servedFrom, wireBytes } from './route-bytes.mjs';

const sizes = (responseHeadersSize, responseBodySize) => ({
  requestBodySize: 0,
  requestHeadersSize: 537,
  responseHeadersSize,
  responseBodySize,
});

describe('an answer measured on the wire', () => {
  it('from the network counts its headers and its body as sent', () => {
    expect(wireBytes(sizes(762, 98641))).toBe(99403);
    expect(servedFrom(sizes(762, 98641), false)).toBe('network');
  });

  it("from the browser's cache counts nothing, although Playwright reports the cached headers", () => {
    expect(wireBytes(sizes(762, -762))).toBe(0);
    expect(servedFrom(sizes(762, -762), false)).toBe('cache');
  });

  it('revalidated (a 304 to a conditional request) counts the 304 headers alone', () => {
    expect(wireBytes(sizes(150, 0))).toBe(150);
    expect(servedFrom(sizes(150, 0), true)).toBe('revalidated');
  });

  it('with an empty body to a plain request came from the network', () => {
    expect(servedFrom(sizes(300, 0), false)).toBe('network');
  });
});
