export {
  StatusTag,
  contentStatusFromCode,
  statusTagVariants,
  type ContentStatus,
  type StatusTagProps,
} from './status-tag';
