import { showsFailure } from '@creator/api/react/last-seen';
import { useConfirmedAction } from '@creator/api/react/confirmed-action';
import { useDeleteContent } from '@creator/api/react/content';
import { draftListQueryOptions, useDrafts } from '@creator/api/react/drafts';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { usePageToStepBackTo } from '@creator/api/react/step-back';
import { ShowType } from '@creator/domain/content';
import { CONTENT_PAGE_SIZE, DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { readPageParam } from '@creator/forms/rules/address';
import { CREATION_PATHS, creationKinds, editorPath } from '@creator/forms/rules/show-types';
import { coverThumbnail } from '@creator/forms/rules/thumbnails';
import { DraftListItem } from '@creator/ui/draft-list-item';
import { PaginatedList } from '@creator/ui/paginated-list';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ConfirmedActionDialog } from '../../components/confirmed-action-dialog';
import { useErrorText } from '../../components/error-text';
import { queryOnly, useReplaceAddress } from '../../components/replace-address';
import { useRequiredConfig } from '../../components/required-config';
import { notify } from '../../providers/notify';
import { warmQuery } from '../../providers/query-provider';
import { CreatorTabs, creationMessages } from './creator-tabs';
import { deleteQuestion, messages } from './drafts-messages';

const request = (page: number) => ({ page, page_size: CONTENT_PAGE_SIZE });
/** The address's query for a page of drafts: none for the first. */
const pageQuery = (page: number) => new URLSearchParams(page > 1 ? { page: String(page) } : {});

/** Asks for the page of drafts as soon as the page's chunk is in. */
export function loader({ request: { url } }: LoaderFunctionArgs) {
  warmQuery(draftListQueryOptions(request(readPageParam(new URL(url).searchParams)), SHOWN_IN_PLACE));
  return null;
}

/** /creator/draft: the article drafts kept on the server, paged; open one in the editor, or delete it. */
export default function DraftsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = readPageParam(search);
  const config = useRequiredConfig();
  const drafts = useDrafts(request(page), SHOWN_IN_PLACE);
  const listRef = useRef<HTMLElement>(null);
  const remove = useConfirmedAction(useDeleteContent(), {
    list: listRef,
    onDone: () => notify({ tone: 'success', message: messages.deleted }),
  });
  const errorText = useErrorText(drafts.error);
  const kinds = creationKinds(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  const goTo = (next: number) => setSearch(pageQuery(next));
  const stepBack = usePageToStepBackTo(drafts, request(page), (data) => data.list);
  const instead = config.data && !kinds.includes('draft') ? kinds[0] : undefined;
  useReplaceAddress(
    instead ? CREATION_PATHS[instead] : stepBack === undefined ? undefined : queryOnly(pageQuery(stepBack)),
  );

  if (config.fallback !== undefined) return config.fallback;
  if (instead) return null;
  const imageHost = config.data.image_host ?? '';

  return (
    <div className="flex flex-col gap-4">
      <CreatorTabs kinds={kinds} />
      <h2 className="sr-only">{intl.formatMessage(creationMessages.draft)}</h2>
      <PaginatedList
        ref={listRef}
        tabIndex={-1}
        label={intl.formatMessage(creationMessages.draft)}
        status={showsFailure(drafts) ? 'error' : drafts.data ? 'success' : 'loading'}
        aria-busy={drafts.isPlaceholderData || undefined}
        className={drafts.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        items={drafts.data?.list ?? []}
        getKey={(item) => item.content_id}
        page={page}
        pageSize={CONTENT_PAGE_SIZE}
        total={drafts.data?.count ?? 0}
        onPageChange={goTo}
        errorMessage={errorText}
        onRetry={() => void drafts.refetch()}
        emptyTitle={intl.formatMessage(messages.empty)}
        onCreate={() => void navigate(CREATION_PATHS.article)}
        createLabel={intl.formatMessage(messages.create)}
        renderItem={(item) => (
          <DraftListItem
            title={item.title}
            brief={item.brief}
            coverUrl={item.cover_images[0] && coverThumbnail(item.cover_images[0], 3, imageHost)}
            updatedAt={item.updated_at * 1000}
            href={editorPath(ShowType.article, item.content_id)}
            renderLink={({ href, ...props }) => <Link to={href ?? ''} {...props} />}
            deleting={remove.working === item.content_id}
            onDelete={() => remove.ask(item.content_id)}
          />
        )}
      />
      <ConfirmedActionDialog action={remove} question={deleteQuestion} />
    </div>
  );
}
