import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  unread: None;
  expand: None;
  collapse: None;
  openImage: { index: string; count: string };
  images: None;
  previewTitle: None;
  untitled: None;
}>({
  unread: { id: 'ui.notice-item.unread', defaultMessage: 'Unread' },
  expand: { id: 'ui.notice-item.expand', defaultMessage: 'Expand' },
  collapse: { id: 'ui.notice-item.collapse', defaultMessage: 'Collapse' },
  openImage: { id: 'ui.notice-item.open-image', defaultMessage: 'View image {index} of {count}' },
  images: { id: 'ui.notice-item.images', defaultMessage: 'Images' },
  previewTitle: { id: 'ui.notice-item.preview-title', defaultMessage: 'Notice images' },
  untitled: { id: 'ui.notice-item.untitled', defaultMessage: 'the article' },
});
