import { ContentStatus } from '@creator/domain/content';

/**
 * The wire's content states onto the names packages/ui's StatusTag takes (its `ContentStatusName`): the widget
 * knows no wire number, so the mapping lives here, once.
 */
const NAMES = {
  [ContentStatus.published]: 'published',
  [ContentStatus.draft]: 'draft',
  [ContentStatus.pendingReview]: 'pending-review',
  [ContentStatus.inReview]: 'in-review',
  [ContentStatus.reviewFailed]: 'unapproved',
  [ContentStatus.offline]: 'offline',
  [ContentStatus.deleted]: 'deleted',
  [ContentStatus.scheduled]: 'scheduled',
} as const;
type Name = (typeof NAMES)[keyof typeof NAMES];

/** The tag of a wire status (1 published … 12 scheduled); undefined for 0 (a filter, not a state) and unknown codes. */
export function contentStatusName(status: number): Name | undefined {
  return Object.hasOwn(NAMES, status) ? (NAMES as Readonly<Record<number, Name>>)[status] : undefined;
}
