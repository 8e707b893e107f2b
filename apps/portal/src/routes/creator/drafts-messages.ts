import { defineMessages } from 'react-intl';
import type { ActionQuestion } from '../../components/confirmed-action-dialog';

export const messages = defineMessages({
  empty: { id: 'portal.drafts.empty', defaultMessage: 'No drafts yet' },
  create: { id: 'portal.drafts.create', defaultMessage: 'Write an article' },
  deleteTitle: { id: 'portal.drafts.delete.title', defaultMessage: 'Delete this draft?' },
  deleteWarning: {
    id: 'portal.drafts.delete.warning',
    defaultMessage: 'The draft will be gone for good. This cannot be undone.',
  },
  deleteConfirm: { id: 'portal.drafts.delete.confirm', defaultMessage: 'Delete' },
  deleted: { id: 'portal.drafts.deleted', defaultMessage: 'Draft deleted' },
});

export const deleteQuestion: ActionQuestion = {
  title: messages.deleteTitle,
  description: messages.deleteWarning,
  confirmLabel: messages.deleteConfirm,
  tone: 'danger',
};
