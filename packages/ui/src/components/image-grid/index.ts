export { ImageGrid, type ImageGridItem, type ImageGridProps, type ImageItemStatus } from './image-grid';
