import { defineMessages } from 'react-intl';

/** The task editor's own (apart from the task list's: /aigc/edit downloads only these). */
export const messages = defineMessages({
  title: { id: 'portal.polish-task-edit.tasks', defaultMessage: 'AI content tasks' },
  edit: { id: 'portal.polish-task-edit.title', defaultMessage: 'Edit task' },
  cannotEdit: { id: 'portal.polish-task-edit.cannot-edit', defaultMessage: 'This task cannot be edited' },
  cannotEditText: {
    id: 'portal.polish-task-edit.cannot-edit-text',
    defaultMessage: 'Only a claimed short-post task can be polished here.',
  },
  backToTasks: { id: 'portal.polish-task-edit.back-to-tasks', defaultMessage: 'Back to the tasks' },
  changes: { id: 'portal.polish-task-edit.changes', defaultMessage: 'Your changes to the generated text' },
});
