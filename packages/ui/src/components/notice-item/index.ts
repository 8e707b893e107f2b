export {
  NoticeItem,
  noticeHtml,
  type NoticeData,
  type NoticeFormat,
  type NoticeItemProps,
} from './notice-item';
