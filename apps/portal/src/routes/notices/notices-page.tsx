import {
  noticesInfiniteQueryOptions,
  uniqueNotices,
  useNotices,
  useReadOnView,
} from '@creator/api/react/notices';
import { useUnreadCount } from '@creator/api/react/notices.unread';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import type { Notice } from '@creator/api/schemas/notices';
import { ReadStatus } from '@creator/domain/notices';
import { noticeFormat } from '@creator/forms/rules/notices';
import type { NoticeData } from '@creator/ui/notice-item';
import { NoticeFeed } from '@creator/ui/notice-feed';
import { UnreadBadge } from '@creator/ui/unread-badge';
import { useMemo } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { SectionTabs } from '../../components/section-tabs';
import { warmInfiniteQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';

export const messages = defineMessages({
  title: { id: 'portal.notices.title', defaultMessage: 'Notices' },
  message: { id: 'portal.notices.message-tab', defaultMessage: 'Messages' },
});

/** Asks for the first page as soon as the page's chunk is in. */
export function loader() {
  warmInfiniteQuery(noticesInfiniteQueryOptions(SHOWN_IN_PLACE));
  return null;
}

export const previewHref = (contentId: number) => `/preview?contentId=${contentId}`;

function toNoticeData(notice: Notice): NoticeData {
  return {
    id: notice.id,
    format: noticeFormat(notice.type),
    content: notice.content,
    createdAt: notice.created_at,
    imageUrls: notice.image_urls,
    targetId: notice.target_id ?? undefined,
    unread: notice.status === ReadStatus.unread,
  };
}

/** /notice/message: the message tab with its unread count over the infinite, virtualised feed; read on view. */
export default function NoticesPage() {
  const notices = useNotices(SHOWN_IN_PLACE);
  const unread = useUnreadCount();
  const onSeen = useReadOnView();
  const pages = notices.data?.pages;
  const list = useMemo(() => (pages ? uniqueNotices(pages).map(toNoticeData) : []), [pages]);
  const tabs = [
    {
      href: '/notice/message',
      label: (
        <>
          <FormattedMessage {...messages.message} />
          <UnreadBadge count={unread.data ?? 0} />
        </>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">
        <FormattedMessage {...messages.title} />
      </h1>
      <SectionTabs label={messages.title} tabs={tabs} />
      {notices.isError && !pages ? (
        <LoadError
          error={notices.error}
          onRetry={() => void notices.refetch()}
          retrying={notices.isFetching}
        />
      ) : (
        <NoticeFeed
          notices={list}
          total={pages?.at(-1)?.count}
          status={pages ? 'ready' : 'loading'}
          hasNextPage={notices.hasNextPage}
          fetchingNextPage={notices.isFetchingNextPage}
          nextPageFailed={notices.isFetchNextPageError}
          onLoadMore={() => void notices.fetchNextPage()}
          onRetryNextPage={() => void notices.fetchNextPage()}
          previewHref={previewHref}
          onSeen={onSeen}
        />
      )}
    </div>
  );
}
