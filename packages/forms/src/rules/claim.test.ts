import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_MAX } from '@creator/domain/limits';
import { canClaim, CLAIM_LIFETIME_MS, claimMessages, isClaimLive, remainingClaims } from './claim';

describe('canClaim', () => {
  it.each([
    [0, 5, 5, true],
    [4, 1, 5, true],
    [5, 1, 5, false],
    [3, 2, 5, true],
    [3, 3, 5, false],
    [0, 6, 5, false],
    [7, 1, 8, true],
    [8, 1, 8, false],
  ])('holding %i, claiming %i under %i: %s', (held, requested, max, ok) => {
    expect(canClaim(held, requested, max)).toEqual(
      ok ? { ok: true } : { ok: false, reason: { ...claimMessages.limit, values: { max } } },
    );
  });

  it('uses the default maximum of 5', () => {
    expect(DEFAULT_CLAIM_MAX).toBe(5);
    expect(canClaim(4, 1).ok).toBe(true);
    expect(canClaim(5, 1)).toEqual({ ok: false, reason: claimMessages.limit });
  });

  it('refuses an empty claim', () => {
    expect(canClaim(0, 0)).toEqual({ ok: false, reason: claimMessages.none });
  });

  it.each([
    [0, 5, 5],
    [3, 5, 2],
    [5, 5, 0],
    [6, 5, 0],
  ])('holding %i under %i leaves %i', (held, max, expected) => {
    expect(remainingClaims(held, max)).toBe(expected);
  });
});

describe('claim lifetime', () => {
  it('holds for a day after the claim and no longer', () => {
    const claimedAt = Date.UTC(2026, 10, 2, 10);
    expect(CLAIM_LIFETIME_MS).toBe(86_400_000);
    expect(isClaimLive(claimedAt, claimedAt)).toBe(true);
    expect(isClaimLive(claimedAt, claimedAt + CLAIM_LIFETIME_MS - 1)).toBe(true);
    expect(isClaimLive(claimedAt, claimedAt + CLAIM_LIFETIME_MS)).toBe(false);
  });
});
