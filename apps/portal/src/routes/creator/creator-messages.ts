import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  form: { id: 'portal.creator.form', defaultMessage: 'Short post' },
  images: { id: 'portal.creator.images', defaultMessage: 'Images' },
  imagesHint: {
    id: 'portal.creator.images.hint',
    defaultMessage:
      'JPG, PNG, GIF or WebP up to 5 MB. Drop or paste them here; the first image is the cover.',
  },
  postTitle: { id: 'portal.creator.post-title', defaultMessage: 'Title (optional)' },
  content: { id: 'portal.creator.content', defaultMessage: 'Content' },
  contentPlaceholder: {
    id: 'portal.creator.content.placeholder',
    defaultMessage: 'Say something about your pictures. Type # to add a hashtag.',
  },
  category: { id: 'portal.creator.category', defaultMessage: 'Category' },
  publish: { id: 'portal.creator.publish', defaultMessage: 'Publish' },
  leave: { id: 'portal.creator.leave', defaultMessage: 'Leave' },
  published: { id: 'portal.creator.published', defaultMessage: 'Published. It will appear once reviewed.' },
  queued: {
    id: 'portal.creator.queued',
    defaultMessage:
      'No connection. Your post waits on this device and will be published once the network is back.',
  },
  cannotEdit: { id: 'portal.creator.cannot-edit', defaultMessage: 'This post cannot be edited' },
  backToPosts: { id: 'portal.creator.back-to-posts', defaultMessage: 'Back to my short posts' },
  cropFailed: { id: 'portal.creator.crop-failed', defaultMessage: 'The image could not be cropped' },
  // A phone shows the form or its preview, one at a time.
  view: { id: 'portal.creator.view', defaultMessage: 'What to show' },
  viewWrite: { id: 'portal.creator.view.write', defaultMessage: 'Write' },
  viewPreview: { id: 'portal.creator.view.preview', defaultMessage: 'Preview' },
});

/** The messages that take values, typed with them. */
export const countMessages = defineMessages<{
  titleCount: { count: string; max: string };
}>({
  // Numbers as text: Latin digits in every locale (contract.md).
  titleCount: { id: 'portal.creator.post-title.count', defaultMessage: '{count}/{max}' },
});
