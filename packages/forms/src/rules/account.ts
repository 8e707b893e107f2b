import { AuditStatus } from '@creator/domain/account';
import * as z from 'zod/mini';
import { allowed, describe, issueOf, refused, type MessageDescriptor, type Verdict } from './descriptor';
import { codePointLength } from './text';
import { AVATAR_EXTENSIONS, fileExtension, MEGABYTE, type FileFacts } from './upload';

export const NICKNAME_MIN_LENGTH = 4;
export const NICKNAME_MAX_LENGTH = 24;
/**
 * The longest input (UTF-16 units) a nickname rule looks at: 24 astral characters and generous surrounding
 * spaces fit; anything longer is refused on its length before it is trimmed, counted or matched.
 */
export const NICKNAME_INPUT_MAX = 4 * NICKNAME_MAX_LENGTH;
export const AVATAR_MAX_BYTES = 2 * MEGABYTE;
const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'];
/** Nickname and avatar changes a creator may make per month (each reviewed in about 3 working days). */
export const PROFILE_CHANGES_PER_MONTH = 3;

/** Modification-review states of `screen_name_ext` and `avatar_ext` (contract.md "Account and access"). */

export const accountMessages = {
  nicknameRequired: describe('forms.nickname.required', 'Please enter a nickname'),
  nicknameInvisible: describe(
    'forms.nickname.invisible',
    'The nickname cannot contain invisible or formatting characters (zero-width, direction marks, control characters)',
  ),
  nicknameLength: describe(
    'forms.nickname.length',
    'The nickname must be {min} to {max, plural, one {# character} other {# characters}} long',
    {
      min: NICKNAME_MIN_LENGTH,
      max: NICKNAME_MAX_LENGTH,
    },
  ),
  avatarFormat: describe('forms.avatar.format', 'Only JPG, JPEG and PNG images can be used'),
  avatarSize: describe('forms.avatar.size', 'The image must be at most {max} MB', {
    max: AVATAR_MAX_BYTES / MEGABYTE,
  }),
  avatarHint: describe('forms.avatar.hint', 'JPG, JPEG or PNG, at most {max} MB; it is cropped to a square', {
    max: AVATAR_MAX_BYTES / MEGABYTE,
  }),
  profileInReview: describe('forms.profile.in-review', 'Your last change is in review'),
  profileNoChangesLeft: describe('forms.profile.no-changes-left', 'You have no changes left this month'),
} as const;

/** A nickname is stored without surrounding whitespace; its length is counted on that. */
export function normalizeNickname(value: string): string {
  return value.trim();
}

/** Unchanged input means no change: saving it only closes edit mode, with no call and no review. */
export function isNicknameUnchanged(current: string, input: string): boolean {
  return normalizeNickname(current) === normalizeNickname(input);
}

/**
 * Characters that are not seen, or that change how the others are shown: controls (Cc), format characters
 * (Cf: zero-width space and joiners, direction marks and overrides, soft hyphen, BOM), private use, lone
 * surrogates, line and paragraph separators, and the other default-ignorables (Hangul fillers…). Variation
 * selectors stay: an emoji needs them. One character at a time, so matching is linear.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}/u;

/** Whether the nickname holds a character a reader cannot see (two names would look the same). */
export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE.test(value);
}

export const nicknameSchema = z.string().check(
  z.refine((value) => value.length <= NICKNAME_INPUT_MAX, issueOf(accountMessages.nicknameLength)),
  z.refine((value) => normalizeNickname(value).length > 0, issueOf(accountMessages.nicknameRequired)),
  z.refine((value) => {
    const length = codePointLength(normalizeNickname(value));
    return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH;
  }, issueOf(accountMessages.nicknameLength)),
  z.refine(
    (value) => !hasInvisibleCharacter(normalizeNickname(value)),
    issueOf(accountMessages.nicknameInvisible),
  ),
);

export const nicknameFormSchema = z.object({ nickname: nicknameSchema });
export type NicknameForm = z.infer<typeof nicknameFormSchema>;

/** The avatar file: jpg, jpeg or png (by name, and by type when the browser gives one), at most 2 MB. */
export function checkAvatarFile(file: FileFacts): MessageDescriptor | null {
  const extension = fileExtension(file.name);
  const typeKnown = file.type !== '';
  if (
    !(AVATAR_EXTENSIONS as readonly string[]).includes(extension) ||
    (typeKnown && !AVATAR_MIME_TYPES.includes(file.type))
  ) {
    return accountMessages.avatarFormat;
  }
  if (file.size > AVATAR_MAX_BYTES) return accountMessages.avatarSize;
  return null;
}

/** Whether the nickname or the avatar can be edited now: not while a change is in review, not once the month's changes are spent. */
export function canChangeProfileField(field: { audit_status: number; modified: boolean }): Verdict {
  if (field.audit_status === AuditStatus.inReview) return refused(accountMessages.profileInReview);
  if (!field.modified) return refused(accountMessages.profileNoChangesLeft);
  return allowed;
}
