/**
 * Notice types: 1 manual (sanitised HTML), 11 avatar review failed, 12 nickname review failed, 13 posting banned
 * (plain text), 21 article outsourcing review failed, 22 taken offline, 23 went live (HTML whose `{{...}}`
 * segment links to the preview of `target_id`). Portal document §3.
 */
export const NoticeType = {
  manual: 1,
  avatarReviewFailed: 11,
  nicknameReviewFailed: 12,
  postingBanned: 13,
  articleReviewFailed: 21,
  articleOffline: 22,
  articleLive: 23,
} as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];

/** Read status of a notice: 1 unread, 2 read. */
export const ReadStatus = { unread: 1, read: 2 } as const;
export type ReadStatus = (typeof ReadStatus)[keyof typeof ReadStatus];
