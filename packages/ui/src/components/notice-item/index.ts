export { NoticeItem, noticeHtml, type NoticeData, type NoticeItemProps } from './notice-item';
