import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  untitled: None;
  edit: None;
  delete: None;
  statistics: None;
  impressions: None;
  reads: None;
  agrees: None;
  disagrees: None;
  noCover: None;
  editsLeft: { count: number; countText: string };
}>({
  untitled: { id: 'ui.content-list-item.untitled', defaultMessage: 'Untitled' },
  edit: { id: 'ui.content-list-item.edit', defaultMessage: 'Edit' },
  delete: { id: 'ui.content-list-item.delete', defaultMessage: 'Delete' },
  statistics: { id: 'ui.content-list-item.statistics', defaultMessage: 'Statistics' },
  impressions: { id: 'ui.content-list-item.impressions', defaultMessage: 'Impressions' },
  reads: { id: 'ui.content-list-item.reads', defaultMessage: 'Reads' },
  agrees: { id: 'ui.content-list-item.agrees', defaultMessage: 'Agrees' },
  disagrees: { id: 'ui.content-list-item.disagrees', defaultMessage: 'Disagrees' },
  noCover: { id: 'ui.content-list-item.no-cover', defaultMessage: 'No cover' },
  editsLeft: {
    id: 'ui.content-list-item.edits-left',
    defaultMessage: '{count, plural, one {{countText} edit left} other {{countText} edits left}}',
  },
});
