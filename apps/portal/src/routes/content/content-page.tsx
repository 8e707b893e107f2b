import { useConfig } from '@creator/api/react/config';
import { useDeleteContent } from '@creator/api/react/content';
import { contentListQueryOptions, useContentList } from '@creator/api/react/content-list';
import { useContentCheck, type ContentAction } from '@creator/api/react/content-check';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import type { ContentItem } from '@creator/api/schemas/content';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import {
  changeFilters,
  contentListRequest,
  contentSections,
  pageToStepBackTo,
  readContentFilters,
  writeContentFilters,
  type ContentFilters,
  type ContentSection,
} from '@creator/forms/rules/content-filters';
import { contentListItemData } from '@creator/forms/rules/content-item';
import { canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { ContentListItem } from '@creator/ui/content-list-item';
import { PaginatedList } from '@creator/ui/paginated-list';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useErrorText } from '../../components/error-text';
import { SectionTabs } from '../../components/section-tabs';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { warmQuery } from '../../providers/query-provider';
import { ContentFiltersBar } from './content-filters-bar';
import { messages } from './content-messages';

// Its own chunk (Radix's alert dialog): fetched on the first delete, while the item is re-checked.
const ConfirmDialog = lazy(() =>
  import('@creator/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

const sectionOf = (pathname: string): ContentSection | undefined =>
  pathname.endsWith('/content/post') ? 'post' : pathname.endsWith('/content/article') ? 'article' : undefined;

const EDITOR = { [ShowType.shortPost]: '/creator/post', [ShowType.article]: '/creator/editor' } as const;
const editorOf = (item: Pick<ContentItem, 'content_id' | 'show_type'>) =>
  `${item.show_type === ShowType.shortPost ? EDITOR[ShowType.shortPost] : EDITOR[ShowType.article]}?content_id=${item.content_id}`;

/** Asks for the list the address names as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section = sectionOf(url.pathname);
  if (section)
    warmQuery(
      contentListQueryOptions(
        contentListRequest(section, readContentFilters(url.searchParams)),
        SHOWN_IN_PLACE,
      ),
    );
  return null;
}

/** /content, /content/post and /content/article: find, check, edit and delete what the creator published. */
export default function ContentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const config = useConfig();
  const sections = contentSections(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  const path = sectionOf(pathname);
  const section = path && sections.includes(path) ? path : undefined;
  const filters = readContentFilters(search);
  const request = contentListRequest(section ?? 'post', filters);
  const list = useContentList(request, SHOWN_IN_PLACE);
  const check = useContentCheck();
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<number>();
  const [asked, setAsked] = useState(false);
  const [today] = useState(now);
  const errorText = useErrorText(list.error);
  const data = list.isPlaceholderData ? undefined : list.data;

  const change = (patch: Partial<ContentFilters>) =>
    setSearch(writeContentFilters(changeFilters(filters, patch)));

  // An empty page above the first (its last items went, or a stale link): back to a page with items.
  const stepBack = data
    ? pageToStepBackTo(filters.page, {
        itemsOnPage: data.list.length,
        count: data.count,
        pageSize: request.page_size,
      })
    : undefined;
  // /content, or a section the show types do not allow: the first allowed one.
  const instead = config.data && !section && sections[0] ? `/content/${sections[0]}` : undefined;
  useEffect(() => {
    if (stepBack !== undefined)
      setSearch(writeContentFilters({ ...filters, page: stepBack }), { replace: true });
    if (instead) void navigate(instead, { replace: true });
  });

  if (!config.data || !section) return null;

  const act = async (item: ContentItem, action: ContentAction) => {
    if (action === 'delete') setAsked(true);
    const { verdict } = await check.mutateAsync({ contentId: item.content_id, action });
    if (!verdict.ok) return notify({ tone: 'warning', message: verdict.reason });
    if (action === 'edit') return navigate(editorOf(item));
    setDeleting(item.content_id);
  };
  const confirmDelete = async () => {
    if (deleting === undefined) return;
    await remove.mutateAsync(deleting).finally(() => setDeleting(undefined));
    notify({ tone: 'success', message: messages.deleted });
  };
  const pending = check.isPending ? check.variables : undefined;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{intl.formatMessage(messages.title)}</h1>
      <SectionTabs
        label={messages.title}
        tabs={sections.map((kind) => ({
          href: `/content/${kind}`,
          label: intl.formatMessage(messages[kind]),
        }))}
      />
      <ContentFiltersBar section={section} filters={filters} onChange={change} />
      <h2 className="sr-only">{intl.formatMessage(messages[section])}</h2>
      <PaginatedList
        label={intl.formatMessage(messages[section])}
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        aria-busy={list.isPlaceholderData || undefined}
        className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        items={list.data?.list ?? []}
        getKey={(item) => item.content_id}
        page={filters.page}
        pageSize={request.page_size}
        total={list.data?.count ?? 0}
        onPageChange={(page) => change({ page })}
        errorMessage={errorText}
        onRetry={() => void list.refetch()}
        emptyTitle={intl.formatMessage(
          filters.q || filters.from || filters.status !== 'all' ? messages.noMatch : messages.empty,
        )}
        onCreate={() => navigate(section === 'post' ? EDITOR[ShowType.shortPost] : EDITOR[ShowType.article])}
        createLabel={intl.formatMessage(section === 'post' ? messages.createPost : messages.createArticle)}
        renderItem={(item) => {
          const editable = canEdit(item, today).ok;
          return (
            <ContentListItem
              item={contentListItemData(item, config.data?.image_host ?? '')}
              {...(item.status === ContentStatus.draft
                ? { onOpen: () => navigate(editorOf(item)) }
                : { href: `/preview?contentId=${item.content_id}` })}
              remainingEdits={editable ? remainingEdits(item) : undefined}
              pendingAction={pending?.contentId === item.content_id ? pending.action : undefined}
              onEdit={() => void act(item, 'edit').catch(() => undefined)}
              onDelete={() => void act(item, 'delete').catch(() => undefined)}
            />
          );
        }}
      />
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== undefined}
            onOpenChange={(open) => !open && !remove.isPending && setDeleting(undefined)}
            tone="danger"
            title={intl.formatMessage(messages.deleteTitle)}
            description={intl.formatMessage(messages.deleteWarning)}
            confirmLabel={intl.formatMessage(messages.deleteConfirm)}
            loading={remove.isPending}
            onConfirm={() => void confirmDelete().catch(() => undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
