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
  sectionOfPath,
  readContentFilters,
  writeContentFilters,
  type ContentFilters,
} from '@creator/forms/rules/content-filters';
import { contentListItemData } from '@creator/forms/rules/content-item';
import { editorPath } from '@creator/forms/rules/show-types';
import { canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { ContentListItem } from '@creator/ui/content-list-item';
import { PaginatedList } from '@creator/ui/paginated-list';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useErrorText } from '../../components/error-text';
import { queryOnly, useReplaceAddress } from '../../components/replace-address';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { SectionTabs } from '../../components/section-tabs';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';
import { ContentFiltersBar } from './content-filters-bar';
import { messages } from './content-messages';

/** Asks for the list the address names as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section = sectionOfPath(url.pathname);
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
  const path = sectionOfPath(pathname);
  const section = path && sections.includes(path) ? path : undefined;
  const filters = readContentFilters(search);
  const request = contentListRequest(section ?? 'post', filters);
  const list = useContentList(request, { ...SHOWN_IN_PLACE, enabled: section !== undefined });
  const check = useContentCheck();
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<number>();
  const [asked, setAsked] = useState(false);
  const [today] = useState(now);
  const listRef = useRef<HTMLElement>(null);
  // The action under way (a second press while one runs is ignored) and whether its answer is still wanted:
  // a check that returns after the creator has moved on (another action, another page) changes nothing.
  const acting = useRef(0);
  const wanted = useRef(0);
  useEffect(() => () => void (wanted.current = -1), []);
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
  useReplaceAddress(
    instead ??
      (stepBack === undefined ? undefined : queryOnly(writeContentFilters({ ...filters, page: stepBack }))),
  );

  if (config.isError)
    return (
      <LoadError error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />
    );
  if (!config.data || !section) return null;

  const act = async (item: ContentItem, action: ContentAction) => {
    if (acting.current) return;
    const mine = (acting.current = wanted.current = wanted.current + 1);
    if (action === 'delete') setAsked(true);
    try {
      const { verdict } = await check.mutateAsync({ contentId: item.content_id, action });
      if (wanted.current !== mine) return;
      if (!verdict.ok) return notify({ tone: 'warning', message: verdict.reason });
      if (action === 'edit') return void navigate(editorPath(item.show_type, item.content_id));
      setDeleting(item.content_id);
    } finally {
      acting.current = 0;
    }
  };
  const confirmDelete = async () => {
    if (deleting === undefined || remove.isPending || acting.current) return;
    acting.current = -1;
    try {
      await remove.mutateAsync(deleting);
      notify({ tone: 'success', message: messages.deleted });
    } finally {
      acting.current = 0;
      setDeleting(undefined);
    }
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
        ref={listRef}
        tabIndex={-1}
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
        onCreate={() => void navigate(editorPath(section === 'post' ? ShowType.shortPost : ShowType.article))}
        createLabel={intl.formatMessage(section === 'post' ? messages.createPost : messages.createArticle)}
        renderItem={(item) => {
          const editable = canEdit(item, today).ok;
          return (
            <ContentListItem
              item={contentListItemData(item, config.data?.image_host ?? '')}
              {...(item.status === ContentStatus.draft
                ? { onOpen: () => void navigate(editorPath(item.show_type, item.content_id)) }
                : { href: `/preview?contentId=${item.content_id}` })}
              remainingEdits={editable ? remainingEdits(item) : undefined}
              pendingAction={pending?.contentId === item.content_id ? pending.action : undefined}
              onEdit={() => void act(item, 'edit').catch(() => undefined)}
              onDelete={() => void act(item, 'delete').catch(() => undefined)}
            />
          );
        }}
      />
      <LazyConfirmDialog
        // Fetched on the first delete, while the item is re-checked.
        load={asked}
        open={deleting !== undefined}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(undefined)}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteWarning)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        loading={remove.isPending}
        // The deleted row and its button are gone: the focus goes to the list.
        returnFocus={() => listRef.current}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
      />
    </div>
  );
}
