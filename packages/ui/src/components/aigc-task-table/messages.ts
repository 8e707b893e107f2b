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
  images: { id: 'ui.aigc-task-table.images', defaultMessage: 'Images' },
  title: { id: 'ui.aigc-task-table.title', defaultMessage: 'Title' },
  claimedAt: { id: 'ui.aigc-task-table.claimed-at', defaultMessage: 'Claimed at' },
  createdAt: { id: 'ui.aigc-task-table.created-at', defaultMessage: 'Created at' },
  publishedAt: { id: 'ui.aigc-task-table.published-at', defaultMessage: 'Published at' },
  actions: { id: 'ui.aigc-task-table.actions', defaultMessage: 'Actions' },
  claim: { id: 'ui.aigc-task-table.claim', defaultMessage: 'Claim' },
  giveUp: { id: 'ui.aigc-task-table.give-up', defaultMessage: 'Give up' },
  edit: { id: 'ui.aigc-task-table.edit', defaultMessage: 'Edit' },
  more: {
    id: 'ui.aigc-task-table.more',
    defaultMessage: '{count, plural, one {{shown} more image} other {{shown} more images}}',
  },
  preview: { id: 'ui.aigc-task-table.preview', defaultMessage: 'Mobile preview' },
  empty: { id: 'ui.aigc-task-table.empty', defaultMessage: 'No tasks here' },
  untitled: { id: 'ui.aigc-task-table.untitled', defaultMessage: 'Untitled' },
  select: { id: 'ui.aigc-task-table.select', defaultMessage: 'Select “{title}”' },
  selectAll: { id: 'ui.aigc-task-table.select-all', defaultMessage: 'Select all on this page' },
});
