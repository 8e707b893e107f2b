import { useAccount } from '@creator/api/react/account';
import { useConfig } from '@creator/api/react/config';
import { contentDetailQueryOptions, useContentDetail } from '@creator/api/react/content';
import { usePublishContent } from '@creator/api/react/publish';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { ContentStatus } from '@creator/domain/content';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { readIdParam } from '@creator/forms/rules/address';
import { canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import { CREATION_PATHS, creationKinds } from '@creator/forms/rules/show-types';
import { Spinner } from '@creator/ui/spinner';
import { buttonClassName } from '@creator/ui/button';
import { ForbiddenPage } from '@creator/ui/status-page';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { now } from '../../providers/clock';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';
import { messages } from './creator-messages';
import { CreatorTabs, RemainingEdits } from './creator-tabs';
import { PostComposer } from './post-composer';

const LIST = '/content/post';

/** Asks for the item being edited as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = readIdParam(new URL(request.url).searchParams, 'content_id');
  if (id !== undefined) warmQuery(contentDetailQueryOptions(id, SHOWN_IN_PLACE));
  return null;
}

/** /creator opens the first creation tab allowed; /creator/post writes a short post or edits one (`?content_id=`). */
export default function PostPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const contentId = readIdParam(search, 'content_id');
  const config = useConfig();
  const account = useAccount();
  const detail = useContentDetail(contentId, SHOWN_IN_PLACE);
  const publish = usePublishContent();
  const [today] = useState(now);
  // The item as the composer opened it: a refetch (after publishing, it has one edit less) changes nothing here.
  const [opened, setOpened] = useState<typeof detail.data>();
  // Taken once the mount's own fetch is in (not a copy left in the cache by another page).
  if (detail.data?.content_id === contentId && !detail.isFetching && opened?.content_id !== contentId)
    setOpened(detail.data);
  const kinds = creationKinds(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  const instead =
    config.data && (pathname !== CREATION_PATHS.post || !kinds.includes('post')) ? kinds[0] : undefined;
  useEffect(() => {
    if (instead) void navigate(CREATION_PATHS[instead], { replace: true });
  }, [instead, navigate]);

  if (config.isError)
    return (
      <LoadError error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />
    );
  if (!config.data || instead) return null;

  const item = contentId !== undefined && opened?.content_id === contentId ? opened : undefined;
  const refusal = item ? canEdit(item, today) : undefined;
  let body;
  if (contentId !== undefined && !item && detail.isError)
    body = (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  else if (contentId !== undefined && !item) body = <Spinner className="mx-auto my-16" />;
  else if (refusal && !refusal.ok)
    body = (
      <ForbiddenPage
        title={intl.formatMessage(messages.cannotEdit)}
        description={intl.formatMessage(refusal.reason, refusal.reason.values)}
        action={
          <Link to={LIST} className={buttonClassName({ variant: 'secondary' })}>
            {intl.formatMessage(messages.backToPosts)}
          </Link>
        }
      />
    );
  else
    body = (
      <PostComposer
        key={item?.content_id ?? 'new'}
        contentId={item?.content_id}
        initial={
          item && {
            title: item.title,
            content: item.content,
            images: item.images,
            categoryId: item.tag_ids[0] ?? null,
            topicId: item.tag_ids[1] ?? null,
            scheduled: item.status === ContentStatus.scheduled,
            publishAt: item.status === ContentStatus.scheduled ? item.publish_date * 1000 : null,
          }
        }
        showSchedule={!item || item.status === ContentStatus.scheduled}
        header={item ? <RemainingEdits count={remainingEdits(item)} /> : undefined}
        draftKey={account.data ? localDraftKeys.post(account.data.user_id) : null}
        publish={(payload) => publish.mutateAsync(payload)}
        leaveTo={LIST}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <CreatorTabs kinds={kinds} />
      {body}
    </div>
  );
}
