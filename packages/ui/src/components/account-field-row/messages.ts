import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  edit: Record<string, never>;
  editNamed: { label: string };
  save: Record<string, never>;
  cancel: Record<string, never>;
  inReview: Record<string, never>;
  exhausted: Record<string, never>;
}>({
  edit: { id: 'ui.account-field-row.edit', defaultMessage: 'Edit' },
  editNamed: { id: 'ui.account-field-row.edit-named', defaultMessage: 'Edit {label}' },
  save: { id: 'ui.account-field-row.save', defaultMessage: 'Save' },
  cancel: { id: 'ui.account-field-row.cancel', defaultMessage: 'Cancel' },
  inReview: { id: 'ui.account-field-row.in-review', defaultMessage: 'In review' },
  exhausted: {
    id: 'ui.account-field-row.exhausted',
    defaultMessage: 'No changes left this month. You can change it again next month.',
  },
});
