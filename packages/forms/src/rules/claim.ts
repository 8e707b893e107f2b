import { DEFAULT_CLAIM_MAX } from '@creator/domain/limits';
import { allowed, describe, refused, withValues, type Verdict } from './descriptor';

export const claimMessages = {
  limit: describe(
    'forms.claim.limit',
    'Failed to claim. You can claim {max, plural, one {# post} other {# posts}} at most.',
    { max: DEFAULT_CLAIM_MAX },
  ),
  none: describe('forms.claim.none', 'Select at least one task to claim'),
} as const;

/**
 * How long a claim holds. The spec sets no term; a day is enough to polish one short post, and an abandoned
 * claim then goes back to the pool instead of hiding the task, and holding the claimer's limit, for ever.
 */
export const CLAIM_LIFETIME_MS = 24 * 60 * 60_000;

/** Claims taken at or before this time have expired at `now` (Unix ms). */
export function claimExpiryCutoff(now: number): number {
  return now - CLAIM_LIFETIME_MS;
}

/** Whether a claim taken at `claimedAt` still holds at `now`. */
export function isClaimLive(claimedAt: number, now: number): boolean {
  return claimedAt > claimExpiryCutoff(now);
}

/** Claims this creator can still make. */
export function remainingClaims(held: number, max: number = DEFAULT_CLAIM_MAX): number {
  return Math.max(0, max - held);
}

/** Whether a creator holding `held` tasks may claim `requested` more without passing `max`. */
export function canClaim(held: number, requested: number, max: number = DEFAULT_CLAIM_MAX): Verdict {
  if (requested < 1) return refused(claimMessages.none);
  if (held + requested > max) return refused(withValues(claimMessages.limit, { max }));
  return allowed;
}
