import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  title: None;
  description: None;
  descriptionFixed: None;
  ratio: None;
  original: None;
  zoom: None;
  area: None;
  image: None;
  cancel: None;
  confirm: None;
}>({
  title: { id: 'ui.crop-dialog.title', defaultMessage: 'Crop image' },
  description: {
    id: 'ui.crop-dialog.description',
    defaultMessage: 'Drag the image or use the arrow keys to place it; choose a ratio and zoom.',
  },
  descriptionFixed: {
    id: 'ui.crop-dialog.description-fixed',
    defaultMessage: 'Drag the image or use the arrow keys to place it; zoom to fit.',
  },
  ratio: { id: 'ui.crop-dialog.ratio', defaultMessage: 'Aspect ratio' },
  original: { id: 'ui.crop-dialog.original', defaultMessage: 'Original' },
  zoom: { id: 'ui.crop-dialog.zoom', defaultMessage: 'Zoom' },
  area: { id: 'ui.crop-dialog.area', defaultMessage: 'Crop area' },
  image: { id: 'ui.crop-dialog.image', defaultMessage: 'Image being cropped' },
  cancel: { id: 'ui.crop-dialog.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'ui.crop-dialog.confirm', defaultMessage: 'Confirm' },
});
