import { describe, expect, it } from 'vitest';
import { readIdParam } from './address';

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
