import { NoticeType } from '@creator/domain/notices';

/**
 * How a notice's text is shown (portal document §3), as packages/ui's NoticeItem takes it (`format`): type 1
 * as sanitised HTML, types 21–23 as sanitised HTML whose `{{…}}` segment links to the preview of
 * `target_id`, every other type (11–13 and any unknown one) as plain text.
 */
export function noticeFormat(type: number): 'text' | 'html' | 'linked-html' {
  if (type === NoticeType.manual) return 'html';
  if (
    type === NoticeType.articleReviewFailed ||
    type === NoticeType.articleOffline ||
    type === NoticeType.articleLive
  ) {
    return 'linked-html';
  }
  return 'text';
}
