import { AuditStatus } from '@creator/domain/account';
import * as z from 'zod/mini';
import { allowed, describe, issueOf, refused, type MessageDescriptor, type Verdict } from './descriptor';
import { codePointLength } from './text';
import { AVATAR_EXTENSIONS, fileExtension, MEGABYTE, type FileFacts } from './upload';

export const NICKNAME_MIN_LENGTH = 4;
export const NICKNAME_MAX_LENGTH = 24;
export const AVATAR_MAX_BYTES = 2 * MEGABYTE;
const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'];
/** Nickname and avatar changes a creator may make per month (each reviewed in about 3 working days). */
export const PROFILE_CHANGES_PER_MONTH = 3;

/** Modification-review states of `screen_name_ext` and `avatar_ext` (contract.md "Account and access"). */

export const accountMessages = {
  nicknameRequired: describe('forms.nickname.required', 'Please enter a nickname'),
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
  profileInReview: describe('forms.profile.inReview', 'Your last change is in review'),
  profileNoChangesLeft: describe('forms.profile.noChangesLeft', 'You have no changes left this month'),
} as const;

/** A nickname is stored without surrounding whitespace; its length is counted on that. */
export function normalizeNickname(value: string): string {
  return value.trim();
}

/** Unchanged input means no change: saving it only closes edit mode, with no call and no review. */
export function isNicknameUnchanged(current: string, input: string): boolean {
  return normalizeNickname(current) === normalizeNickname(input);
}

export const nicknameSchema = z.string().check(
  z.refine((value) => normalizeNickname(value).length > 0, issueOf(accountMessages.nicknameRequired)),
  z.refine((value) => {
    const length = codePointLength(normalizeNickname(value));
    return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH;
  }, issueOf(accountMessages.nicknameLength)),
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
