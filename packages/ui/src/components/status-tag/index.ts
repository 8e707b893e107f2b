export { StatusTag, statusTagVariants, type ContentStatusName, type StatusTagProps } from './status-tag';
