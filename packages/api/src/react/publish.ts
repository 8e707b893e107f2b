import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishContent, publishPolishedTask } from '../endpoints/publish';
import { apiKeys } from './keys';
import { useKeyedSend } from './keyed-send';
import type { ApiMutationOptions } from './query-client';

// Publishing, apart from ./content: the rules its bodies are checked with stay out of the reading pages.

/** What makes two publish bodies the same post: all but `spent_time`, which grows with every press. */
const samePost = (body: object) => ({ ...body, spent_time: undefined });

/** Publish a short post or an article (a new one, an edit, or a draft made public). */
export function usePublishContent(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: useKeyedSend(publishContent, samePost),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.content.all }),
        queryClient.invalidateQueries({ queryKey: apiKeys.drafts.all }),
        queryClient.invalidateQueries({ queryKey: apiKeys.home() }),
      ]),
  });
}

/** Publish a polished task: the task becomes COMPLETED and a content item appears. */
export function usePublishPolishedTask(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: useKeyedSend(publishPolishedTask, samePost),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.content.all }),
        queryClient.invalidateQueries({ queryKey: apiKeys.polishTasks.all }),
        queryClient.invalidateQueries({ queryKey: apiKeys.home() }),
      ]),
  });
}
