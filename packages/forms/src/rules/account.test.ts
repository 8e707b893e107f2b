import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  AVATAR_MAX_BYTES,
  canChangeProfileField,
  checkAvatarFile,
  hasInvisibleCharacter,
  isNicknameUnchanged,
  NICKNAME_INPUT_MAX,
  nicknameFormSchema,
  nicknameSchema,
} from './account';
import { firstError } from './descriptor';
import { boundaryRows, ofLength } from '../test/strings';

describe('nickname length (4 to 24 code points)', () => {
  it.each(boundaryRows([4, 24], ['ascii', 'emoji', 'arabic', 'chinese']))('%s × %i', (kind, length) => {
    const expected = length >= 4 && length <= 24 ? null : accountMessages.nicknameLength;
    expect(firstError(nicknameSchema.safeParse(ofLength(kind, length)))).toEqual(expected);
  });

  it('does not count surrounding whitespace', () => {
    expect(firstError(nicknameSchema.safeParse('  abc  '))).toEqual(accountMessages.nicknameLength);
    expect(nicknameSchema.safeParse('  abcd  ').success).toBe(true);
  });

  it('asks for a nickname when only whitespace is typed', () => {
    expect(firstError(nicknameFormSchema.safeParse({ nickname: '     ' }))).toEqual(
      accountMessages.nicknameRequired,
    );
  });

  it('states both bounds', () => {
    expect(accountMessages.nicknameLength.values).toEqual({ min: 4, max: 24 });
  });
});

describe('nickname characters', () => {
  it.each([
    ['zero-width space', 'anna\u200b'],
    ['zero-width non-joiner', 'an\u200cna'],
    ['zero-width joiner', 'an\u200dna'],
    ['left-to-right mark', '\u200eanna'],
    ['right-to-left override', 'ann\u202ea'],
    ['isolate', 'an\u2067na'],
    ['Arabic letter mark', 'مبدع\u061c'],
    ['word joiner', 'an\u2060na'],
    ['BOM inside', 'an\ufeffna'],
    ['soft hyphen', 'an\u00adna'],
    ['tag character', 'anna\u{e0041}'],
    ['Hangul filler', 'anna\u3164'],
    ['combining grapheme joiner', 'an\u034fna'],
    ['control character', 'an\u0007na'],
    ['newline', 'an\nna'],
    ['line separator', 'an\u2028na'],
    ['private use', 'anna\ue000'],
    ['lone surrogate', 'anna\ud800'],
  ])('refuses a %s', (_, value) => {
    expect(hasInvisibleCharacter(value)).toBe(true);
    expect(firstError(nicknameSchema.safeParse(value))).toEqual(accountMessages.nicknameInvisible);
  });

  it.each([
    ['spaces inside', 'Demo Creator'],
    ['an emoji with its variation selector', 'Anna ❤️'],
    ['Arabic', 'مبدع محتوى'],
    ['Chinese', '创作者小明'],
    ['accents', 'Zoë Müller'],
  ])('accepts %s', (_, value) => {
    expect(nicknameSchema.safeParse(value).success).toBe(true);
  });

  it('refuses input longer than NICKNAME_INPUT_MAX on its length before trimming or matching it', () => {
    expect(NICKNAME_INPUT_MAX).toBeGreaterThanOrEqual(2 * 24);
    expect(nicknameSchema.safeParse(`${' '.repeat(NICKNAME_INPUT_MAX - 4)}anna`).success).toBe(true);
    const issues = nicknameSchema.safeParse(`anna${'\u200b'.repeat(1_000_000)}`).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([accountMessages.nicknameLength.id]);
  });
});

describe('isNicknameUnchanged', () => {
  it.each([
    ['Creator', 'Creator', true],
    ['Creator', ' Creator ', true],
    ['Creator', 'creator', false],
    ['مبدع', 'مبدع٢', false],
  ])('%j → %j unchanged: %s', (current, input, expected) => {
    expect(isNicknameUnchanged(current, input)).toBe(expected);
  });
});

describe('avatar file', () => {
  it.each([
    ['face.jpg', 'image/jpeg', null],
    ['face.JPEG', 'image/jpeg', null],
    ['face.png', 'image/png', null],
    ['face.png', '', null],
    ['face.gif', 'image/gif', accountMessages.avatarFormat],
    ['face.webp', 'image/webp', accountMessages.avatarFormat],
    ['face.png', 'image/gif', accountMessages.avatarFormat],
    ['face', 'image/png', accountMessages.avatarFormat],
  ])('%s (%s) gives %j', (name, type, expected) => {
    expect(checkAvatarFile({ name, type, size: 1000 })).toEqual(expected);
  });

  it.each([
    [AVATAR_MAX_BYTES - 1, null],
    [AVATAR_MAX_BYTES, null],
    [AVATAR_MAX_BYTES + 1, accountMessages.avatarSize],
  ])('%i bytes gives %j', (size, expected) => {
    expect(checkAvatarFile({ name: 'face.png', type: 'image/png', size })).toEqual(expected);
  });

  it('takes 2 MB as 2 × 1024 × 1024 bytes and says so', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
    expect(accountMessages.avatarSize.values).toEqual({ max: 2 });
  });
});

describe('canChangeProfileField', () => {
  it.each([
    [{ audit_status: 0, modified: true }, null],
    [{ audit_status: 2, modified: true }, null],
    [{ audit_status: 3, modified: true }, null],
    [{ audit_status: 1, modified: true }, accountMessages.profileInReview],
    [{ audit_status: 0, modified: false }, accountMessages.profileNoChangesLeft],
  ])('%j', (field, reason) => {
    expect(canChangeProfileField(field)).toEqual(reason ? { ok: false, reason } : { ok: true });
  });
});
