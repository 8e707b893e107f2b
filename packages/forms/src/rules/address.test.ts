import { describe, expect, it } from 'vitest';
import { readIdParam, routerPath } from './address';

describe('readIdParam', () => {
  it.each([
    ['content_id=42', 42],
    ['content_id=0', undefined],
    ['content_id=-3', undefined],
    ['content_id=1.5', undefined],
    ['content_id=9007199254740993', undefined],
    ['content_id=abc', undefined],
    ['', undefined],
  ])('%s → %s', (query, expected) => {
    expect(readIdParam(new URLSearchParams(query), 'content_id')).toBe(expected);
  });
});

describe('routerPath', () => {
  it.each([
    ['/Content/Post/', '/content/post'],
    ['/content//', '/content'],
    ['/', '/'],
    ['//', '/'],
    ['/%E5%88%9B%E4%BD%9C', '/创作'],
    // Not an encoding the router decodes: matched as written.
    ['/content/%E0%A4%A', '/content/%e0%a4%a'],
  ])('%s → %s', (pathname, expected) => {
    expect(routerPath(pathname)).toBe(expected);
  });

  it('reads no more than 512 characters of a path, however long', () => {
    expect(routerPath(`/${'a'.repeat(100_000)}`)).toHaveLength(512);
  });
});
