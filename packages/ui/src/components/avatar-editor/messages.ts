import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  choose: None;
  current: None;
  pending: None;
  uploading: { percent: string };
  progress: None;
  unreadable: None;
}>({
  choose: { id: 'ui.avatar-editor.choose', defaultMessage: 'Choose image' },
  current: { id: 'ui.avatar-editor.current', defaultMessage: 'Current avatar' },
  pending: { id: 'ui.avatar-editor.pending', defaultMessage: 'New avatar' },
  uploading: { id: 'ui.avatar-editor.uploading', defaultMessage: 'Uploading {percent}%' },
  progress: { id: 'ui.avatar-editor.progress', defaultMessage: 'Uploading the new avatar' },
  unreadable: {
    id: 'ui.avatar-editor.unreadable',
    defaultMessage: 'This image could not be read. Please choose another one.',
  },
});
