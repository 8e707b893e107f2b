import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('siti rahma putri')).toBe('SR');
    expect(initialsOf('  Creator  ')).toBe('C');
  });

  it('keeps a CJK or Arabic first character whole', () => {
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('أحمد علي')).toBe('أع');
    expect(initialsOf('𠮷野家')).toBe('𠮷');
  });
});
