import { showsFailure } from '@creator/api/react/last-seen';
import { isApiError } from '@creator/api/client/errors';
import { useAccount } from '@creator/api/react/account';
import { useConfig } from '@creator/api/react/config';
import { contentDetailQueryOptions, useContentDetail } from '@creator/api/react/content';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import type { ContentDetail } from '@creator/api/schemas/content';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { sanitizeArticleHtml } from '@creator/forms/rules/article-html';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { coverThumbnails, coverThumbnailSize } from '@creator/forms/rules/thumbnails';
import { ContentPreview, type ContentPreviewContent } from '@creator/ui/content-preview';
import { getArticlePurifier } from '@creator/ui/lib/sanitize-html';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { readIdParam } from '@creator/forms/rules/address';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useErrorText } from '../../components/error-text';
import { warmQuery } from '../../providers/query-provider';

const contentIdOf = (search: URLSearchParams) => readIdParam(search, 'contentId');

/** Asks for the item as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = contentIdOf(new URL(request.url).searchParams);
  if (id !== undefined) warmQuery(contentDetailQueryOptions(id, SHOWN_IN_PLACE));
  return null;
}

function previewContent(detail: ContentDetail, imageHost: string): ContentPreviewContent {
  if (detail.show_type === ShowType.article) {
    const variant = coverThumbnailSize(detail.cover_images.length);
    return {
      kind: 'article',
      title: detail.title,
      html: detail.content,
      covers: coverThumbnails(detail.cover_images, imageHost),
      coverAspect: variant.height ? variant.width / variant.height : undefined,
      publishDate: detail.publish_date,
    };
  }
  return {
    kind: 'post',
    title: detail.title,
    text: detail.content,
    images: detail.images,
    publishDate: detail.publish_date,
  };
}

/** /preview?contentId=: a post or an article as readers see it, under the account's name; no side menu. */
export default function PreviewPage() {
  const [search] = useSearchParams();
  const id = contentIdOf(search);
  const detail = useContentDetail(id, SHOWN_IN_PLACE);
  const account = useAccount();
  const imageHost = useConfig().data?.image_host ?? '';
  const sanitizeArticle = useCallback(
    (html: string) => sanitizeArticleHtml(getArticlePurifier(), html, { imageHost }),
    [imageHost],
  );
  const item = detail.data;
  // Unknown (refused by the server) or deleted: said plainly. A failure to reach the server can be retried.
  const missing =
    id === undefined ||
    (isApiError(detail.error) && detail.error.kind === 'business') ||
    item?.status === ContentStatus.deleted;
  const state = missing ? 'missing' : showsFailure(detail) ? 'error' : item ? 'ready' : 'loading';
  const reason = useErrorText(detail.error);
  return (
    <ContentPreview
      state={state}
      content={item && !missing ? previewContent(item, imageHost) : null}
      author={account.data && { name: account.data.screen_name, avatar: account.data.avatar || null }}
      sanitizeArticle={sanitizeArticle}
      findHashtags={findHashtags}
      errorDescription={reason}
      onRetry={() => void detail.refetch()}
      retrying={detail.isFetching}
      action={
        <Link to="/content" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          <FormattedMessage id="portal.preview.to-content" defaultMessage="Go to content management" />
        </Link>
      }
    />
  );
}
