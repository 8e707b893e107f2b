import { ContentStatus, ShowType } from '@creator/domain/content';
import { allowed, describe, refused, type Verdict } from './descriptor';
import { DAY_MS, toMillis, type Instant } from './time';

export const EDIT_LIMIT = 3;
export const EDIT_WINDOW_DAYS = 7;
/** contract.md: editable until 7 × 24 h after `publish_date`, blocked from then on. */
export const EDIT_WINDOW_MS = EDIT_WINDOW_DAYS * DAY_MS;
/** A pending-review item may be edited this many times before review passes. */
export const PENDING_REVIEW_EDITS = 1;

export const eligibilityMessages = {
  editInReview: describe(
    'forms.content.edit.in-review',
    'This content is in review and cannot be edited now',
  ),
  editDeleted: describe('forms.content.edit.deleted', 'This content has been deleted'),
  editExpired: describe(
    'forms.content.edit.expired',
    'Content cannot be edited {days, plural, one {# day} other {# days}} after it was published',
    {
      days: EDIT_WINDOW_DAYS,
    },
  ),
  editLimit: describe(
    'forms.content.edit.limit',
    'Content can be edited at most {max, plural, one {# time} other {# times}}',
    { max: EDIT_LIMIT },
  ),
  editPendingOnce: describe(
    'forms.content.edit.pending-once',
    'Content waiting for review can be edited only once; try again after the review',
  ),
  deleteInReview: describe(
    'forms.content.delete.in-review',
    'This content is in review and cannot be deleted now',
  ),
  deleteLocked: describe(
    'forms.content.delete.locked',
    'An article that failed review or was removed cannot be deleted',
  ),
  deleteDeleted: describe(
    'forms.content.delete.deleted',
    'The article has been deleted. Do not operate it again.',
  ),
} as const;

export interface EditableItem {
  status: number;
  /** Unix seconds; 0 or absent when never published. */
  publish_date?: number | null;
  /** Edits made so far. */
  modify_count?: number | null;
  /** Edits left, when the answer gives this instead of `modify_count`. */
  remaining_modify_count?: number | null;
}

function editsMade(item: EditableItem): number {
  if (item.modify_count != null) return item.modify_count;
  if (item.remaining_modify_count != null) return Math.max(0, EDIT_LIMIT - item.remaining_modify_count);
  return 0;
}

/** Whether an item may be edited now: not in review or deleted, within 7 days of publishing, under 3 edits. */
export function canEdit(item: EditableItem, now: Instant): Verdict {
  if (item.status === ContentStatus.inReview) return refused(eligibilityMessages.editInReview);
  if (item.status === ContentStatus.deleted) return refused(eligibilityMessages.editDeleted);
  const publishedAt = item.publish_date ?? 0;
  if (publishedAt > 0 && toMillis(now) - publishedAt * 1000 >= EDIT_WINDOW_MS)
    return refused(eligibilityMessages.editExpired);
  const edits = editsMade(item);
  if (edits >= EDIT_LIMIT) return refused(eligibilityMessages.editLimit);
  // The one chance of a pending-review item is spent once it has been edited.
  if (item.status === ContentStatus.pendingReview && edits >= PENDING_REVIEW_EDITS) {
    return refused(eligibilityMessages.editPendingOnce);
  }
  return allowed;
}

export interface DeletableItem {
  status: number;
  show_type: number;
}

/** Whether an item may be deleted: not in review, not a failed-review or removed article, not already deleted. */
export function canDelete(item: DeletableItem): Verdict {
  if (item.status === ContentStatus.inReview) return refused(eligibilityMessages.deleteInReview);
  if (
    item.show_type === ShowType.article &&
    (item.status === ContentStatus.reviewFailed || item.status === ContentStatus.offline)
  ) {
    return refused(eligibilityMessages.deleteLocked);
  }
  if (item.status === ContentStatus.deleted) return refused(eligibilityMessages.deleteDeleted);
  return allowed;
}

/**
 * Edits left to show (never below 0): of the three, and while the item waits for review at most its one
 * chance (none once it is used), as canEdit decides.
 */
export function remainingEdits(item: EditableItem): number {
  const edits = editsMade(item);
  const left = Math.max(0, EDIT_LIMIT - edits);
  return item.status === ContentStatus.pendingReview
    ? Math.min(left, Math.max(0, PENDING_REVIEW_EDITS - edits))
    : left;
}
