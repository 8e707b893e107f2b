import { describe, expect, it } from 'vitest';
import { codePointLength, hasWhitespace, isBlank, isCodePointLengthBetween, sliceCodePoints } from './text';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['😀😀', 2],
    ['👍🏽', 2],
    ['مرحبا', 5],
    ['汉字', 2],
    ['𠀀', 1],
  ])('%j has %i code points', (value, expected) => {
    expect(codePointLength(value)).toBe(expected);
  });
});

describe('sliceCodePoints', () => {
  it('keeps whole emoji when cutting', () => {
    expect(sliceCodePoints('a😀b😀', 2)).toBe('a😀');
    expect(sliceCodePoints('😀😀😀', 1)).toBe('😀');
  });

  it('returns short values unchanged', () => {
    expect(sliceCodePoints('مرحبا', 24)).toBe('مرحبا');
  });
});

describe('text helpers', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t', true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['abc', false],
    ['a b', true],
    ['a\tb', true],
    ['a\u00A0b', true],
    ['a\u3000b', true],
  ])('hasWhitespace(%j) is %s', (value, expected) => {
    expect(hasWhitespace(value)).toBe(expected);
  });

  it('bounds lengths inclusively', () => {
    expect(isCodePointLengthBetween('😀😀', 2, 3)).toBe(true);
    expect(isCodePointLengthBetween('😀', 2, 3)).toBe(false);
    expect(isCodePointLengthBetween('😀😀😀😀', 2, 3)).toBe(false);
  });
});
