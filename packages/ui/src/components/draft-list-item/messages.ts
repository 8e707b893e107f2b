import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  untitled: Record<string, never>;
  noCover: Record<string, never>;
  savedAt: { time: string };
  edit: Record<string, never>;
  editNamed: { title: string };
  delete: Record<string, never>;
  deleteNamed: { title: string };
}>({
  untitled: { id: 'ui.draft-list-item.untitled', defaultMessage: 'Untitled draft' },
  noCover: { id: 'ui.draft-list-item.no-cover', defaultMessage: 'No cover' },
  savedAt: { id: 'ui.draft-list-item.saved-at', defaultMessage: 'Saved {time}' },
  edit: { id: 'ui.draft-list-item.edit', defaultMessage: 'Edit' },
  editNamed: { id: 'ui.draft-list-item.edit-named', defaultMessage: 'Edit “{title}”' },
  delete: { id: 'ui.draft-list-item.delete', defaultMessage: 'Delete' },
  deleteNamed: { id: 'ui.draft-list-item.delete-named', defaultMessage: 'Delete “{title}”' },
});
