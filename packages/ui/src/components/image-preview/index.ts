export { ImagePreview, type ImagePreviewProps, type PreviewImage } from './image-preview';
