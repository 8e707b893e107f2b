import { useAccount } from '@creator/api/react/account';
import { polishTaskQueryOptions, usePolishTask } from '@creator/api/react/polish-tasks.detail';
import { usePublishPolishedTask } from '@creator/api/react/publish';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { ShowType } from '@creator/domain/content';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { EMPTY_POST_FORM } from '@creator/forms/react/use-post-form';
import { readIdParam } from '@creator/forms/rules/address';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import { Breadcrumb } from '@creator/ui/breadcrumb';
import { buttonClassName } from '@creator/ui/button';
import { Spinner } from '@creator/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { warmQuery } from '../../providers/query-provider';
import { PostComposer } from '../creator/post-composer';
import { LoadError } from '../system/load-error';
import { messages } from './polish-task-edit-messages';

// Only a task that cannot be polished here downloads its page.
const ForbiddenPage = lazy(() =>
  import('@creator/ui/status-page').then((module) => ({ default: module.ForbiddenPage })),
);
// The diff comes with the first change to the generated text: opening a task downloads none of it.
const TaskChanges = lazy(() => import('./polish-task-changes'));

const LIST = '/aigc';

/** Asks for the task as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = readIdParam(new URL(request.url).searchParams, 'task_id');
  if (id !== undefined) warmQuery(polishTaskQueryOptions(id, SHOWN_IN_PLACE));
  return null;
}

/** /aigc/edit?task_id=: the short-post composer on a claimed machine-generated post, published as that task. */
export default function PolishTaskEditPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const location = useLocation();
  const taskId = readIdParam(search, 'task_id');
  const account = useAccount();
  const task = usePolishTask(taskId, SHOWN_IN_PLACE);
  const draftKey =
    account.data && taskId !== undefined ? localDraftKeys.polish(account.data.user_id, taskId) : null;
  const publish = usePublishPolishedTask({
    writtenAt: { path: location.pathname + location.search, draftKey },
  });
  // The task as the composer opened it: the refetch after publishing (now completed) changes nothing here.
  const [opened, setOpened] = useState<typeof task.data>();
  if (task.data?.id === taskId && !task.isFetching && opened?.id !== taskId) setOpened(task.data);
  const current = taskId !== undefined && opened?.id === taskId ? opened : undefined;

  const breadcrumb = (
    <Breadcrumb
      items={[
        { label: intl.formatMessage(messages.title), href: LIST },
        { label: intl.formatMessage(messages.edit) },
      ]}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  );
  const back = (
    <Link to={LIST} className={buttonClassName({ variant: 'secondary' })}>
      {intl.formatMessage(messages.backToTasks)}
    </Link>
  );
  const cannotEdit = (
    <Suspense fallback={null}>
      <ForbiddenPage
        title={intl.formatMessage(messages.cannotEdit)}
        description={intl.formatMessage(messages.cannotEditText)}
        action={back}
      />
    </Suspense>
  );
  let body;
  if (taskId === undefined) body = cannotEdit;
  else if (!current && task.isError)
    body = (
      <>
        <LoadError error={task.error} onRetry={() => void task.refetch()} retrying={task.isFetching} />
        <div className="flex justify-center">{back}</div>
      </>
    );
  else if (!current) body = <Spinner className="mx-auto my-16" />;
  else if (
    current.show_type !== ShowType.shortPost ||
    (current.status && current.status !== PolishTaskStatus.claimed)
  )
    body = cannotEdit;
  else
    return (
      <PostComposer
        key={current.id}
        initial={{
          ...EMPTY_POST_FORM,
          title: current.title,
          content: current.body,
          images: current.cover_images,
        }}
        // A task's post goes out when it is polished: publishing completes the task (no schedule).
        header={breadcrumb}
        draftKey={draftKey}
        publish={(payload) => publish.mutateAsync({ ...payload, polish_task_id: current.id })}
        leaveTo={LIST}
        footer={(values) =>
          values.content === current.body ? null : (
            <Suspense fallback={null}>
              <TaskChanges
                before={current.body}
                after={values.content}
                title={intl.formatMessage(messages.changes)}
              />
            </Suspense>
          )
        }
      />
    );

  return (
    <div className="flex flex-col gap-4">
      {breadcrumb}
      {body}
    </div>
  );
}
