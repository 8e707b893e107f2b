import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  images: None;
  title: None;
  claimedAt: None;
  createdAt: None;
  publishedAt: None;
  actions: None;
  claim: None;
  giveUp: None;
  edit: None;
  more: { count: number; shown: string };
  preview: None;
  empty: None;
  untitled: None;
  select: { title: string };
  selectAll: None;
}>({
  images: { id: 'ui.polish-task-table.images', defaultMessage: 'Images' },
  title: { id: 'ui.polish-task-table.title', defaultMessage: 'Title' },
  claimedAt: { id: 'ui.polish-task-table.claimed-at', defaultMessage: 'Claimed at' },
  createdAt: { id: 'ui.polish-task-table.created-at', defaultMessage: 'Created at' },
  publishedAt: { id: 'ui.polish-task-table.published-at', defaultMessage: 'Published at' },
  actions: { id: 'ui.polish-task-table.actions', defaultMessage: 'Actions' },
  claim: { id: 'ui.polish-task-table.claim', defaultMessage: 'Claim' },
  giveUp: { id: 'ui.polish-task-table.give-up', defaultMessage: 'Give up' },
  edit: { id: 'ui.polish-task-table.edit', defaultMessage: 'Edit' },
  more: {
    id: 'ui.polish-task-table.more',
    defaultMessage: '{count, plural, one {{shown} more image} other {{shown} more images}}',
  },
  preview: { id: 'ui.polish-task-table.preview', defaultMessage: 'Mobile preview' },
  empty: { id: 'ui.polish-task-table.empty', defaultMessage: 'No tasks here' },
  untitled: { id: 'ui.polish-task-table.untitled', defaultMessage: 'Untitled' },
  select: { id: 'ui.polish-task-table.select', defaultMessage: 'Select “{title}”' },
  selectAll: { id: 'ui.polish-task-table.select-all', defaultMessage: 'Select all on this page' },
});
