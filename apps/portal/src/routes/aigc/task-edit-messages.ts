import { defineMessages } from 'react-intl';

/** The task editor's own (apart from the task list's: /aigc/edit downloads only these). */
export const messages = defineMessages({
  title: { id: 'portal.aigc-edit.tasks', defaultMessage: 'AI content tasks' },
  edit: { id: 'portal.aigc-edit.title', defaultMessage: 'Edit task' },
  cannotEdit: { id: 'portal.aigc-edit.cannotEdit', defaultMessage: 'This task cannot be edited' },
  cannotEditText: {
    id: 'portal.aigc-edit.cannotEditText',
    defaultMessage: 'Only a claimed short-post task can be polished here.',
  },
  backToTasks: { id: 'portal.aigc-edit.backToTasks', defaultMessage: 'Back to the tasks' },
  changes: { id: 'portal.aigc-edit.changes', defaultMessage: 'Your changes to the generated text' },
});
