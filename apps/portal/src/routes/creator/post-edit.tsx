import { contentDetailQueryOptions, useContentDetail } from '@creator/api/react/content';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { ContentStatus } from '@creator/domain/content';
import { canEdit, remainingEdits } from '@creator/forms/rules/eligibility';
import { buttonClassName } from '@creator/ui/button';
import { Spinner } from '@creator/ui/spinner';
import { ForbiddenPage } from '@creator/ui/status-page';
import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { now } from '../../providers/clock';
import { warmQuery } from '../../providers/query-provider';
import { LoadError } from '../system/load-error';
import { messages } from './creator-messages';
import { RemainingEdits } from './creator-tabs';
import type { ComposerOptions } from './post-composer';

/** Asks for the item (the page's loader, once it knows an item is edited). */
export function warmItem(contentId: number) {
  warmQuery(contentDetailQueryOptions(contentId, SHOWN_IN_PLACE));
}

interface Props {
  contentId: number;
  /** Where refusals send the creator back to. */
  list: string;
  /** The composer, given what it opens on. */
  composer: (props: ComposerOptions) => ReactElement;
}

/**
 * Editing a short post (`/creator/post?content_id=`), in a chunk of its own: the item, the edit rules (the
 * refusal says why) and the edits left. A new post downloads none of it.
 */
export default function PostEdit({ contentId, list, composer }: Props) {
  const intl = useIntl();
  const detail = useContentDetail(contentId, SHOWN_IN_PLACE);
  const [today] = useState(now);
  // The item as the composer opened it: a refetch (after publishing, it has one edit less) changes nothing here.
  const [opened, setOpened] = useState<typeof detail.data>();
  // Taken once the mount's own fetch is in (not a copy left in the cache by another page).
  if (detail.data?.content_id === contentId && !detail.isFetching && opened?.content_id !== contentId)
    setOpened(detail.data);
  const item = opened?.content_id === contentId ? opened : undefined;

  if (!item && detail.isError)
    return (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  if (!item) return <Spinner className="mx-auto my-16" />;
  const refusal = canEdit(item, today);
  if (!refusal.ok)
    return (
      <ForbiddenPage
        title={intl.formatMessage(messages.cannotEdit)}
        description={intl.formatMessage(refusal.reason, refusal.reason.values)}
        action={
          <Link to={list} className={buttonClassName({ variant: 'secondary' })}>
            {intl.formatMessage(messages.backToPosts)}
          </Link>
        }
      />
    );
  return composer({
    contentId: item.content_id,
    initial: {
      title: item.title,
      content: item.content,
      images: item.images,
      categoryId: item.tag_ids[0] ?? null,
      topicId: item.tag_ids[1] ?? null,
      scheduled: item.status === ContentStatus.scheduled,
      publishAt: item.status === ContentStatus.scheduled ? item.publish_date * 1000 : null,
    },
    showSchedule: item.status === ContentStatus.scheduled,
    header: <RemainingEdits count={remainingEdits(item)} />,
  });
}
