import { describe, expect, it } from 'vitest';
import { codePointLength, sliceCodePoints } from './text';

describe('code points', () => {
  it('counts an emoji or a rare CJK character as one, like the server does', () => {
    expect(codePointLength('a😀𠮷中')).toBe(4);
    expect('a😀𠮷中'.length).toBe(6);
  });

  it('never splits a surrogate pair when cutting', () => {
    expect(sliceCodePoints('ab😀cd', 3)).toBe('ab😀');
    expect(sliceCodePoints('short', 10)).toBe('short');
  });
});
