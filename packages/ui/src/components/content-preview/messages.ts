import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  heading: None;
  postHeading: { name: string };
  loading: None;
  missing: None;
  missingHint: None;
  error: None;
  images: None;
  openImage: { index: string; count: string };
  previous: None;
  next: None;
  position: { current: string; total: string };
  previewTitle: None;
}>({
  heading: { id: 'ui.content-preview.heading', defaultMessage: 'Content preview' },
  postHeading: { id: 'ui.content-preview.post-heading', defaultMessage: 'Post by {name}' },
  loading: { id: 'ui.content-preview.loading', defaultMessage: 'Loading the content' },
  missing: {
    id: 'ui.content-preview.missing',
    defaultMessage: 'This content does not exist or has been deleted',
  },
  missingHint: {
    id: 'ui.content-preview.missing-hint',
    defaultMessage: 'The link may be wrong, or the item was removed.',
  },
  error: { id: 'ui.content-preview.error', defaultMessage: 'The content could not be loaded' },
  images: { id: 'ui.content-preview.images', defaultMessage: 'Images' },
  openImage: { id: 'ui.content-preview.open-image', defaultMessage: 'View image {index} of {count}' },
  previous: { id: 'ui.content-preview.previous', defaultMessage: 'Previous image' },
  next: { id: 'ui.content-preview.next', defaultMessage: 'Next image' },
  // Numbers arrive as text so every locale shows Latin digits (contract.md).
  position: { id: 'ui.content-preview.position', defaultMessage: '{current} / {total}' },
  previewTitle: { id: 'ui.content-preview.preview-title', defaultMessage: 'Post images' },
});
