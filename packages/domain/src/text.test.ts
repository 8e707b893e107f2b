import { describe, expect, it } from 'vitest';
import { codePointLength, sliceCodePoints, trimCharacters } from './text';

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

describe('trimCharacters', () => {
  it('trims the characters of the set at both ends, or only at the end', () => {
    expect(trimCharacters('//a/b//', '/')).toBe('a/b');
    expect(trimCharacters('//a/b//', '/', 'end')).toBe('//a/b');
    expect(trimCharacters('\n\t a \n', '\t\n ')).toBe('a');
    expect(trimCharacters('////', '/')).toBe('');
    expect(trimCharacters('abc', '/')).toBe('abc');
  });

  // `/\/+$/` rescans the run from each of its positions when the end does not match: quadratic.
  it('takes a million slashes followed by a letter in one pass', { timeout: 60_000 }, () => {
    const run = `${'/'.repeat(1_000_000)}x`;
    expect(trimCharacters(run, '/', 'end')).toBe(run);
    expect(trimCharacters(run, '/')).toBe('x');
  });
});
