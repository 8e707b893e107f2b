import { canDelete, canEdit } from '@creator/forms/rules/eligibility';
import type { Verdict } from '@creator/forms/rules/descriptor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '../schemas/content';
import { contentDetailQueryOptions } from './content';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

// Apart from ./content so that the pages that only read content (the preview) do not load the edit rules.

/** What the content list does to an item once the check allows it. */
export type ContentAction = 'edit' | 'delete';

export interface ContentCheck {
  /** The item as the server has it now. */
  detail: ContentDetail;
  /** The rule of packages/forms for the action, applied to `detail`. */
  verdict: Verdict;
}

/**
 * Re-checks an item before it is edited or deleted (portal document §4): fetches it fresh and applies the
 * rule of packages/forms (canEdit, canDelete). A refusal means the list was out of date, so the lists are
 * fetched again. A failed fetch is the mutation's failure, shown as its `meta` says.
 */
export function useContentCheck(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: async ({
      contentId,
      action,
    }: {
      contentId: number;
      action: ContentAction;
    }): Promise<ContentCheck> => {
      // Silent: a failure is reported once, by this mutation.
      const detail = await queryClient.fetchQuery(
        contentDetailQueryOptions(contentId, { meta: { display: 'silent' } }),
      );
      const verdict = action === 'edit' ? canEdit(detail, Date.now()) : canDelete(detail);
      return { detail, verdict };
    },
    onSuccess: ({ verdict }) => {
      if (!verdict.ok) return queryClient.invalidateQueries({ queryKey: apiKeys.content.lists() });
      return undefined;
    },
  });
}
