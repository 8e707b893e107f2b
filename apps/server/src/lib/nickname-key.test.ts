import { describe, expect, it } from 'vitest';
import { nicknameKey } from './nickname-key';

describe('nicknameKey', () => {
  it.each([
    ['Anna', 'anna'],
    ['Anna', 'АNNA'],
    ['Anna', 'Аnna'],
    ['Anna', 'Αnna'],
    ['Anna', 'ａｎｎａ'],
    ['Anna', '𝐀𝐧𝐧𝐚'],
    ['Anna', 'Ⓐⓝⓝⓐ'],
    ['Anna', 'anna\u200b'],
    ['Anna', 'an\u00adna'],
    ['Bill', 'BiII'],
    ['Bill', 'Bi11'],
    ['Moon', 'rnoon'],
    ['Moon', 'M00N'],
    ['Wave', 'VVave'],
    ['Helen', 'Ηelen'],
    ['Paxos', 'Рахоs'],
    ['Straße', 'STRASSE'],
    ['Zoë Writer', 'Zoe\u0308   writer'],
    ['Zoë Writer', 'Ζoë\u3000Writer'],
  ])('gives %j and %j one key', (taken, lookAlike) => {
    expect(nicknameKey(lookAlike)).toBe(nicknameKey(taken));
  });

  it.each([
    ['Anna', 'Anne'],
    ['Anna', 'Ann a'],
    ['Anna', 'Änna'],
    ['مبدع', 'مبدع٢'],
    ['创作者', '创作家'],
  ])('keeps %j and %j apart', (one, other) => {
    expect(nicknameKey(one)).not.toBe(nicknameKey(other));
  });

  it('is stable: the key of a key is itself for a plain name', () => {
    expect(nicknameKey('plain writer')).toBe('plaln vvrlter');
    expect(nicknameKey(nicknameKey('plain writer'))).toBe('plaln vvrlter');
  });
});
