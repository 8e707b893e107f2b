export {
  ImagePreview,
  ImagePreviewAt,
  type ImagePreviewAtProps,
  type ImagePreviewProps,
  type PreviewImage,
} from './image-preview';
export { LazyImagePreviewAt } from './lazy-image-preview';
