import { showsFailure } from '@creator/api/react/last-seen';
import { useConfirmedAction, useOneAtATime } from '@creator/api/react/confirmed-action';
import { useDeleteContent } from '@creator/api/react/content';
import { contentListQueryOptions, useContentList } from '@creator/api/react/content.list';
import { useContentCheck, type ContentAction } from '@creator/api/react/content.check';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { usePageToStepBackTo } from '@creator/api/react/step-back';
import type { ContentItem } from '@creator/api/schemas/content';
import { ContentStatus, ShowType } from '@creator/domain/content';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import {
  changeFilters,
  contentListRequest,
  contentSections,
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
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ConfirmedActionDialog } from '../../components/confirmed-action-dialog';
import { useErrorText } from '../../components/error-text';
import { queryOnly, useReplaceAddress } from '../../components/replace-address';
import { useRequiredConfig } from '../../components/required-config';
import { SectionTabs } from '../../components/section-tabs';
import { now } from '../../providers/clock';
import { notify } from '../../providers/notify';
import { warmQuery } from '../../providers/query-provider';
import { ContentFiltersBar } from './content-filters-bar';
import { deleteQuestion, messages } from './content-messages';

/** Asks for the list the address names as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section = sectionOfPath(url.pathname);
  const list = section && contentListRequest(section, readContentFilters(url.searchParams));
  if (list) warmQuery(contentListQueryOptions(list, SHOWN_IN_PLACE));
  return null;
}

/** /content, /content/post and /content/article: find, check, edit and delete what the creator published. */
export default function ContentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const config = useRequiredConfig();
  const sections = contentSections(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  const path = sectionOfPath(pathname);
  const section = path && sections.includes(path) ? path : undefined;
  const filters = readContentFilters(search);
  const request = contentListRequest(section ?? 'post', filters);
  const list = useContentList(request, { ...SHOWN_IN_PLACE, enabled: section !== undefined });
  const check = useContentCheck();
  const [today] = useState(now);
  const listRef = useRef<HTMLElement>(null);
  const guard = useOneAtATime();
  const remove = useConfirmedAction(useDeleteContent(), {
    guard,
    list: listRef,
    onDone: () => notify({ tone: 'success', message: messages.deleted }),
  });
  const errorText = useErrorText(list.error);

  const change = (patch: Partial<ContentFilters>) =>
    setSearch(writeContentFilters(changeFilters(filters, patch)));

  const stepBack = usePageToStepBackTo(list, request, (data) => data.list);
  // /content, or a section the show types do not allow: the first allowed one.
  const instead = config.data && !section && sections[0] ? `/content/${sections[0]}` : undefined;
  useReplaceAddress(
    instead ??
      (stepBack === undefined ? undefined : queryOnly(writeContentFilters({ ...filters, page: stepBack }))),
  );

  if (config.fallback !== undefined) return config.fallback;
  if (!section) return null;

  // The item is checked afresh first; a check that returns after the creator has left changes nothing.
  const act = (item: ContentItem, action: ContentAction) =>
    guard.run(async (stillWanted) => {
      const { verdict } = await check.mutateAsync({ contentId: item.content_id, action });
      if (!stillWanted()) return;
      if (!verdict.ok) return notify({ tone: 'warning', message: verdict.reason });
      if (action === 'edit') return void navigate(editorPath(item.show_type, item.content_id));
      remove.ask(item.content_id);
    });
  const checking = check.isPending ? check.variables : undefined;

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
        status={showsFailure(list) ? 'error' : list.data ? 'success' : 'loading'}
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
              pendingAction={checking?.contentId === item.content_id ? checking.action : undefined}
              onEdit={() => void act(item, 'edit')}
              onDelete={() => void act(item, 'delete')}
            />
          );
        }}
      />
      <ConfirmedActionDialog action={remove} question={deleteQuestion} load={checking?.action === 'delete'} />
    </div>
  );
}
