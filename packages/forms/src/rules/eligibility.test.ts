import { ContentStatus, ShowType } from '@creator/domain/content';
import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, eligibilityMessages, remainingEdits } from './eligibility';

const publishedAt = Date.UTC(2026, 0, 1, 12) / 1000;
const week = 7 * 24 * 3600;
const item = (overrides: Partial<Parameters<typeof canEdit>[0]> = {}) => ({
  status: ContentStatus.published,
  publish_date: publishedAt,
  modify_count: 0,
  ...overrides,
});
const reasonOf = (verdict: ReturnType<typeof canEdit>) => (verdict.ok ? null : verdict.reason);

describe('canEdit: the 7-day window (7 × 24 h from publish_date)', () => {
  it.each([
    [week - 1, null],
    [week, eligibilityMessages.editExpired],
    [week + 1, eligibilityMessages.editExpired],
  ])('%i s after publishing gives %j', (elapsed, expected) => {
    expect(reasonOf(canEdit(item(), (publishedAt + elapsed) * 1000))).toEqual(expected);
    expect(reasonOf(canEdit(item(), new Date((publishedAt + elapsed) * 1000)))).toEqual(expected);
  });

  it('does not apply to an item never published', () => {
    expect(canEdit(item({ status: ContentStatus.draft, publish_date: 0 }), Date.UTC(2030, 0, 1))).toEqual({
      ok: true,
    });
  });

  it('allows a scheduled item whose date is still ahead', () => {
    expect(canEdit(item({ status: ContentStatus.scheduled }), (publishedAt - 3600) * 1000)).toEqual({
      ok: true,
    });
  });
});

describe('canEdit: 3 edits per item', () => {
  const now = (publishedAt + 60) * 1000;
  it.each([
    [2, null],
    [3, eligibilityMessages.editLimit],
    [4, eligibilityMessages.editLimit],
  ])('after %i edits gives %j', (count, expected) => {
    expect(reasonOf(canEdit(item({ modify_count: count }), now))).toEqual(expected);
  });

  it.each([
    [1, null],
    [0, eligibilityMessages.editLimit],
  ])('with %i edits left (remaining_modify_count only) gives %j', (remaining, expected) => {
    expect(
      reasonOf(canEdit({ status: 1, publish_date: publishedAt, remaining_modify_count: remaining }, now)),
    ).toEqual(expected);
  });

  it('counts the edits left for the composer', () => {
    expect(remainingEdits(item({ modify_count: 1 }))).toBe(2);
    expect(remainingEdits(item({ modify_count: 5 }))).toBe(0);
  });

  it('leaves a pending-review item its one chance, and none once it is used', () => {
    expect(remainingEdits(item({ status: ContentStatus.pendingReview, modify_count: 0 }))).toBe(1);
    expect(remainingEdits(item({ status: ContentStatus.pendingReview, modify_count: 1 }))).toBe(0);
    expect(remainingEdits(item({ status: ContentStatus.pendingReview, modify_count: 3 }))).toBe(0);
  });
});

describe('canEdit: statuses', () => {
  const now = (publishedAt + 60) * 1000;
  it.each([
    [ContentStatus.published, 0, null],
    [ContentStatus.draft, 0, null],
    [ContentStatus.pendingReview, 0, null],
    [ContentStatus.pendingReview, 1, eligibilityMessages.editPendingOnce],
    [ContentStatus.inReview, 0, eligibilityMessages.editInReview],
    [ContentStatus.reviewFailed, 0, null],
    [ContentStatus.offline, 0, null],
    [ContentStatus.deleted, 0, eligibilityMessages.editDeleted],
    [ContentStatus.scheduled, 0, null],
  ])('status %i with %i edits gives %j', (status, modifyCount, expected) => {
    expect(reasonOf(canEdit(item({ status, modify_count: modifyCount }), now))).toEqual(expected);
  });

  it('reports being in review before the expired window', () => {
    expect(
      reasonOf(canEdit(item({ status: ContentStatus.inReview }), (publishedAt + 2 * week) * 1000)),
    ).toEqual(eligibilityMessages.editInReview);
  });
});

describe('canDelete', () => {
  it.each([
    [ShowType.shortPost, ContentStatus.published, null],
    [ShowType.shortPost, ContentStatus.pendingReview, null],
    [ShowType.shortPost, ContentStatus.inReview, eligibilityMessages.deleteInReview],
    [ShowType.shortPost, ContentStatus.reviewFailed, null],
    [ShowType.shortPost, ContentStatus.offline, null],
    [ShowType.shortPost, ContentStatus.deleted, eligibilityMessages.deleteDeleted],
    [ShowType.article, ContentStatus.published, null],
    [ShowType.article, ContentStatus.draft, null],
    [ShowType.article, ContentStatus.inReview, eligibilityMessages.deleteInReview],
    [ShowType.article, ContentStatus.reviewFailed, eligibilityMessages.deleteLocked],
    [ShowType.article, ContentStatus.offline, eligibilityMessages.deleteLocked],
    [ShowType.article, ContentStatus.deleted, eligibilityMessages.deleteDeleted],
  ])('show type %i, status %i gives %j', (showType, status, expected) => {
    const verdict = canDelete({ show_type: showType, status });
    expect(verdict.ok ? null : verdict.reason).toEqual(expected);
  });
});
