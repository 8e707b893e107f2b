import { defineMessages } from 'react-intl';

type None = Record<string, never>;
type Index = { index: string };

export const messages = defineMessages<{
  list: None;
  add: None;
  counter: { count: string; max: string };
  remove: Index;
  retry: Index;
  crop: Index;
  move: Index;
  image: Index;
  uploading: { percent: string };
  uploadingUnknown: None;
  loading: None;
  error: None;
  waiting: None;
  cover: None;
  instructions: None;
  dragStart: Index;
  dragOver: { index: string; position: string };
  dragEnd: { index: string; position: string };
  dragCancel: Index;
}>({
  list: { id: 'ui.image-grid.list', defaultMessage: 'Images' },
  add: { id: 'ui.image-grid.add', defaultMessage: 'Add images' },
  counter: { id: 'ui.image-grid.counter', defaultMessage: '{count}/{max}' },
  remove: { id: 'ui.image-grid.remove', defaultMessage: 'Remove image {index}' },
  retry: { id: 'ui.image-grid.retry', defaultMessage: 'Retry image {index}' },
  crop: { id: 'ui.image-grid.crop', defaultMessage: 'Crop image {index}' },
  move: { id: 'ui.image-grid.move', defaultMessage: 'Move image {index}' },
  image: { id: 'ui.image-grid.image', defaultMessage: 'Image {index}' },
  uploading: { id: 'ui.image-grid.uploading', defaultMessage: 'Uploading {percent}%' },
  uploadingUnknown: { id: 'ui.image-grid.uploading-unknown', defaultMessage: 'Uploading' },
  loading: { id: 'ui.image-grid.loading', defaultMessage: 'Preparing' },
  error: { id: 'ui.image-grid.error', defaultMessage: 'Upload failed' },
  waiting: { id: 'ui.image-grid.waiting', defaultMessage: 'Waiting for the network' },
  cover: { id: 'ui.image-grid.cover', defaultMessage: 'Cover' },
  instructions: {
    id: 'ui.image-grid.instructions',
    defaultMessage:
      'To move an image, press Space or Enter, use the arrow keys to choose its new place, then press Space or Enter again. Escape cancels.',
  },
  dragStart: { id: 'ui.image-grid.drag-start', defaultMessage: 'Picked up image {index}.' },
  dragOver: { id: 'ui.image-grid.drag-over', defaultMessage: 'Image {index} is over place {position}.' },
  dragEnd: { id: 'ui.image-grid.drag-end', defaultMessage: 'Image {index} moved to place {position}.' },
  dragCancel: {
    id: 'ui.image-grid.drag-cancel',
    defaultMessage: 'Move cancelled; image {index} is back in its place.',
  },
});
