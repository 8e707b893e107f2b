import { useAccount } from '@creator/api/react/account';
import { contentDetailQueryOptions, useContentDetail } from '@creator/api/react/content';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { EMPTY_ARTICLE_FORM } from '@creator/forms/react/use-article-form';
import { readIdParam } from '@creator/forms/rules/address';
import { articleHtmlLosses, articleHtmlLossMessages } from '@creator/forms/rules/article-import';
import { articleHtmlToMarkdown } from '@creator/forms/rules/article-markdown';
import { canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import { CREATION_PATHS, creationKinds, editorPath } from '@creator/forms/rules/show-types';
import { Alert } from '@creator/ui/alert';
import { Button } from '@creator/ui/button';
import { getArticlePurifier } from '@creator/ui/lib/sanitize-html';
import { Spinner } from '@creator/ui/spinner';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { now } from '../../providers/clock';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';
import { useRequiredConfig } from '../../components/required-config';
import { ArticleEditor } from './article-editor';
import { CreatorTabs, RemainingEdits } from './creator-tabs';
import { messages } from './editor-messages';

const LIST = '/content/article';

/** Asks for the item being edited as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = readIdParam(new URL(request.url).searchParams, 'content_id');
  if (id !== undefined) warmQuery(contentDetailQueryOptions(id, SHOWN_IN_PLACE));
  return null;
}

/** /creator/editor writes a long article, or edits one (`?content_id=`: a server draft or a published article). */
export default function EditorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const contentId = readIdParam(search, 'content_id');
  const config = useRequiredConfig();
  const account = useAccount();
  const detail = useContentDetail(contentId, SHOWN_IN_PLACE);
  const [today] = useState(now);
  const [acknowledged, setAcknowledged] = useState(false);
  // The item as the editor opened it: a refetch (after publishing, it has one edit less) changes nothing here.
  const [opened, setOpened] = useState<typeof detail.data>();
  if (detail.data?.content_id === contentId && !detail.isFetching && opened?.content_id !== contentId)
    setOpened(detail.data);
  const item = contentId !== undefined && opened?.content_id === contentId ? opened : undefined;
  const imageHost = config.data?.image_host ?? '';
  const kinds = creationKinds(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  // Articles not allowed, or the id of a short post: where that is written instead.
  const instead = !config.data
    ? undefined
    : item && item.show_type !== ShowType.article
      ? editorPath(item.show_type, item.content_id)
      : kinds.includes('article')
        ? undefined
        : kinds[0] && CREATION_PATHS[kinds[0]];
  useEffect(() => {
    if (instead) void navigate(instead, { replace: true });
  }, [instead, navigate]);

  // The stored HTML becomes Markdown through the allow-list; what that would drop is said first. (The page
  // renders nothing before the configuration; one without `image_host` keeps no image, and says so.)
  const loaded = useMemo(() => {
    if (!item) return undefined;
    return {
      losses: articleHtmlLosses(item.content, imageHost),
      initial: {
        title: item.title,
        markdown: articleHtmlToMarkdown(item.content, getArticlePurifier(), { imageHost }),
        covers: item.cover_images,
        hashtags: item.hashtag,
      },
    };
  }, [item, imageHost]);

  if (config.fallback !== undefined) return config.fallback;
  if (instead) return null;

  const refusal = item ? canEdit(item, today) : undefined;
  let body;
  if (contentId !== undefined && !item && detail.isError)
    body = (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  else if (contentId !== undefined && !loaded) body = <Spinner className="mx-auto my-16" />;
  else {
    const refused = refusal && !refusal.ok ? refusal.reason : undefined;
    const losses = !refused && !acknowledged ? (loaded?.losses ?? []) : [];
    body = (
      <ArticleEditor
        key={item?.content_id ?? 'new'}
        initial={loaded?.initial ?? EMPTY_ARTICLE_FORM}
        contentId={item?.content_id}
        draftKey={account.data ? localDraftKeys.article(account.data.user_id) : null}
        imageHost={imageHost}
        canSaveDraft={!item || item.status === ContentStatus.draft}
        readOnly={refused !== undefined || losses.length > 0}
        leaveTo={LIST}
        draftsPath={CREATION_PATHS.draft}
        header={
          refused ? (
            <Alert tone="warning" title={intl.formatMessage(messages.readOnly)}>
              {intl.formatMessage(refused, refused.values)}
            </Alert>
          ) : losses.length > 0 ? (
            <Alert
              tone="warning"
              title={intl.formatMessage(messages.lossesTitle)}
              action={
                <Button variant="secondary" size="sm" onClick={() => setAcknowledged(true)}>
                  {intl.formatMessage(messages.lossesConfirm)}
                </Button>
              }
            >
              <ul className="list-disc ps-5">
                {losses.map((kind) => (
                  <li key={kind}>{intl.formatMessage(articleHtmlLossMessages[kind])}</li>
                ))}
              </ul>
              <p>{intl.formatMessage(messages.lossesNote)}</p>
            </Alert>
          ) : item && item.status !== ContentStatus.draft ? (
            <RemainingEdits count={remainingEdits(item)} />
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <CreatorTabs kinds={kinds} />
      {body}
    </div>
  );
}
