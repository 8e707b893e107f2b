import { describe, expect, it } from 'vitest';
import { noticeFormat } from './notices';

describe('noticeFormat', () => {
  it.each([
    [1, 'html'],
    [21, 'linked-html'],
    [22, 'linked-html'],
    [23, 'linked-html'],
    [11, 'text'],
    [12, 'text'],
    [13, 'text'],
    [99, 'text'],
    [0, 'text'],
  ] as const)('shows type %i as %s', (type, format) => {
    expect(noticeFormat(type)).toBe(format);
  });
});
