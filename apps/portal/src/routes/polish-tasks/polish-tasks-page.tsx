import { polishTaskTabQueryOptions, usePolishTaskTab } from '@creator/api/react/polish-task-tab';
import { useConfirmedAction, useOneAtATime } from '@creator/api/react/confirmed-action';
import { useClaimPolishTasks, useGiveUpPolishTasks } from '@creator/api/react/polish-tasks';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { usePageToStepBackTo } from '@creator/api/react/step-back';
import { DEFAULT_CLAIM_MAX, TASK_PAGE_SIZE } from '@creator/domain/limits';
import {
  polishTaskTabRequest,
  changePolishTaskFilters,
  readPolishTaskFilters,
  writePolishTaskFilters,
  type PolishTaskFilters,
} from '@creator/forms/rules/polish-task-filters';
import { PolishTaskTable } from '@creator/ui/polish-task-table';
import { Button } from '@creator/ui/button';
import { Pagination } from '@creator/ui/pagination';
import { Spinner } from '@creator/ui/spinner';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ConfirmedActionDialog } from '../../components/confirmed-action-dialog';
import { useRequiredConfig } from '../../components/required-config';
import { queryOnly, useReplaceAddress } from '../../components/replace-address';
import { notify } from '../../providers/notify';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';
import { countMessages, giveUpQuestion, messages } from './polish-tasks-messages';
import { PolishTasksToolbar } from './polish-tasks-toolbar';

/** Asks for the list the address names as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const list = polishTaskTabRequest(readPolishTaskFilters(new URL(request.url).searchParams));
  warmQuery(polishTaskTabQueryOptions(list, SHOWN_IN_PLACE) as Parameters<typeof warmQuery>[0]);
  return null;
}

/** /aigc: claim machine-generated short posts, give them up, open them to polish, and see those published. */
export default function PolishTasksPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const config = useRequiredConfig();
  const filters = readPolishTaskFilters(search);
  const request = polishTaskTabRequest(filters);
  const list = usePolishTaskTab(request, config.data?.image_host ?? '', SHOWN_IN_PLACE);
  const claim = useClaimPolishTasks();
  const [selected, setSelected] = useState<number[]>([]);
  const tableRef = useRef<HTMLDivElement>(null);
  // One claim or give-up at a time: a second press while one runs sends nothing.
  const guard = useOneAtATime();
  // A give-up that failed stays asked, to be tried again.
  const giveUp = useConfirmedAction(useGiveUpPolishTasks(), {
    guard,
    list: tableRef,
    keepAskingOnFailure: true,
    onDone: () => notify({ tone: 'success', message: messages.givenUp }),
  });

  const change = (patch: Partial<PolishTaskFilters>) => {
    if (patch.tab !== undefined && patch.tab !== filters.tab) setSelected([]);
    setSearch(writePolishTaskFilters(changePolishTaskFilters(filters, patch)));
  };

  const stepBack = usePageToStepBackTo(list, request.query, (data) => data.rows);
  useReplaceAddress(
    stepBack === undefined ? undefined : queryOnly(writePolishTaskFilters({ ...filters, page: stepBack })),
  );

  // A refused claim is said by the client (a toast: the limit, a task someone else took, the server's words).
  const claimTasks = (ids: number[]) =>
    guard.run(async () => {
      await claim.mutateAsync(ids);
      notify({ tone: 'success', message: { ...countMessages.claimDone, values: { count: ids.length } } });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      // The claimed rows and their buttons leave the tab: the focus goes to the table.
      tableRef.current?.focus();
    });

  const shown = list.data?.rows ?? [];
  const ticked = selected.filter((id) => shown.some((row) => row.id === id));
  const remaining = list.data?.remaining;
  let body;
  if (list.isError && !list.data)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  // The configuration that failed, with its retry (its image host names the pictures).
  else if (config.fallback) body = config.fallback;
  else if (!list.data || !config.data) body = <Spinner className="mx-auto my-16" />;
  else
    body = (
      <>
        <PolishTaskTable
          ref={tableRef}
          tabIndex={-1}
          tab={filters.tab}
          rows={shown}
          aria-busy={list.isPlaceholderData || undefined}
          className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          findHashtags={findHashtags}
          pendingIds={claim.isPending ? claim.variables : []}
          selectedIds={ticked}
          onSelectedChange={setSelected}
          onClaim={(id) => void claimTasks([id])}
          onGiveUp={(id) => giveUp.ask([id])}
          onEdit={(id) => void navigate(`/aigc/edit?task_id=${id}`)}
        />
        <Pagination
          page={filters.page}
          pageSize={TASK_PAGE_SIZE}
          total={list.data.count}
          showTotal={false}
          onPageChange={(page) => change({ page })}
        />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{intl.formatMessage(messages.title)}</h1>
      <PolishTasksToolbar filters={filters} onChange={change} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-lg font-semibold text-ink">
          {intl.formatMessage(messages[filters.tab])}
          {list.data ? ' ' : null}
          {list.data ? (
            <span className="ms-2 text-sm font-normal text-ink-muted">
              {intl.formatMessage(countMessages.count, { count: list.data.count })}
            </span>
          ) : null}
        </h2>
        {filters.tab !== 'published' && remaining !== undefined ? (
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(countMessages.remaining, {
              remaining,
              max: config.data?.polish_claim_max_length ?? DEFAULT_CLAIM_MAX,
            })}
          </p>
        ) : null}
        {filters.tab === 'pending' && ticked.length > 0 ? (
          <Button className="ms-auto" loading={claim.isPending} onClick={() => void claimTasks(ticked)}>
            {intl.formatMessage(countMessages.claimSelected, { count: ticked.length })}
          </Button>
        ) : null}
      </div>
      {body}
      <ConfirmedActionDialog action={giveUp} question={giveUpQuestion} />
    </div>
  );
}
