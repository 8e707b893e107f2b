import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  form: { id: 'portal.editor.form', defaultMessage: 'Article' },
  articleTitle: { id: 'portal.editor.title', defaultMessage: 'Title' },
  titlePlaceholder: {
    id: 'portal.editor.title.placeholder',
    defaultMessage: 'A title of 10 to 100 characters',
  },
  body: { id: 'portal.editor.body', defaultMessage: 'Article body' },
  bodyHint: {
    id: 'portal.editor.body.hint',
    defaultMessage:
      'Headings, bold, lists, images and line breaks. Paste from a web page or a document: what an article cannot hold is left out.',
  },
  covers: { id: 'portal.editor.covers', defaultMessage: 'Covers' },
  hashtags: { id: 'portal.editor.hashtags', defaultMessage: 'Hashtags' },
  hashtagsHint: {
    id: 'portal.editor.hashtags.hint',
    defaultMessage: 'Up to 6. Press Enter, Tab, space or # to add one.',
  },
  publish: { id: 'portal.editor.publish', defaultMessage: 'Publish' },
  saveDraft: { id: 'portal.editor.save-draft', defaultMessage: 'Save draft' },
  cancel: { id: 'portal.editor.cancel', defaultMessage: 'Cancel' },
  back: { id: 'portal.editor.back', defaultMessage: 'Back to my articles' },
  published: { id: 'portal.editor.published', defaultMessage: 'Published. It will appear once reviewed.' },
  draftSaved: { id: 'portal.editor.draft-saved', defaultMessage: 'Draft saved' },
  publishQueued: {
    id: 'portal.editor.publish-queued',
    defaultMessage:
      'No connection. Your article waits on this device and will be published once the network is back.',
  },
  draftQueued: {
    id: 'portal.editor.draft-queued',
    defaultMessage:
      'No connection. Your draft waits on this device and will be saved once the network is back.',
  },
  draftFailTitle: { id: 'portal.editor.draft-fail', defaultMessage: 'The draft could not be saved' },
  known: { id: 'portal.editor.known', defaultMessage: 'Got it' },
  readOnly: { id: 'portal.editor.read-only', defaultMessage: 'This article cannot be edited' },
  restored: {
    id: 'portal.editor.restored',
    defaultMessage: 'The draft saved on this device is back in the editor.',
  },
  undoRestore: { id: 'portal.editor.undo-restore', defaultMessage: 'Undo' },
  otherTab: {
    id: 'portal.editor.other-tab',
    defaultMessage:
      'This article is open in another tab. Editing here is paused so that neither tab overwrites the other.',
  },
  takeOver: { id: 'portal.editor.take-over', defaultMessage: 'Edit here instead' },
  lossesTitle: {
    id: 'portal.editor.losses.title',
    defaultMessage: 'This article holds things the editor cannot keep',
  },
  lossesNote: {
    id: 'portal.editor.losses.note',
    defaultMessage: 'Editing it will leave these out. Nothing changes until you save or publish.',
  },
  lossesConfirm: { id: 'portal.editor.losses.confirm', defaultMessage: 'Edit it anyway' },
  localImagesRemoved: {
    id: 'portal.editor.paste.local-images',
    defaultMessage: 'Images from files on your computer were removed; upload them instead.',
  },
  imagesFiltered: {
    id: 'portal.editor.paste.filtered',
    defaultMessage: 'Some images could not be used and were filtered out automatically.',
  },
  uploading: { id: 'portal.editor.uploading', defaultMessage: 'Uploading…' },
});

/** The messages that take values, typed with them. */
export const valueMessages = defineMessages<{
  titleCount: { count: string; max: string };
}>({
  // Numbers as text: Latin digits in every locale (contract.md).
  titleCount: { id: 'portal.editor.title.count', defaultMessage: '{count}/{max}' },
});
