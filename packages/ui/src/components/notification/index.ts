export {
  Notification,
  notify,
  type NotificationProps,
  type NotificationTone,
  type NotifyOptions,
} from './notification';
