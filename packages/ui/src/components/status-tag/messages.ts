import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  published: None;
  pendingReview: None;
  inReview: None;
  unapproved: None;
  offline: None;
  scheduled: None;
  draft: None;
  deleted: None;
  // Any value, so that a rich one (an isolated <bdi>) goes in too.
  reason: { reason: MessageValue };
  scheduledFor: { date: MessageValue };
}>({
  published: { id: 'ui.status-tag.published', defaultMessage: 'Published' },
  pendingReview: { id: 'ui.status-tag.pending-review', defaultMessage: 'Pending review' },
  inReview: { id: 'ui.status-tag.in-review', defaultMessage: 'Under review' },
  unapproved: { id: 'ui.status-tag.unapproved', defaultMessage: 'Unapproved' },
  offline: { id: 'ui.status-tag.offline', defaultMessage: 'Offline' },
  scheduled: { id: 'ui.status-tag.scheduled', defaultMessage: 'Scheduled' },
  draft: { id: 'ui.status-tag.draft', defaultMessage: 'Draft' },
  deleted: { id: 'ui.status-tag.deleted', defaultMessage: 'Deleted' },
  reason: { id: 'ui.status-tag.reason', defaultMessage: 'Reason: {reason}' },
  scheduledFor: { id: 'ui.status-tag.scheduled-for', defaultMessage: 'Publishes on {date}' },
});
