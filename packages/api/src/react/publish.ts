import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishContent, publishPolishedTask } from '../endpoints/publish';
import { useQueueingSend, type WrittenAt } from './outbox-send';
import { invalidateWritten, isQueued } from './outbox';
import type { ApiMutationOptions } from './query-client';

/** A write's hook options: how its failure is shown, and where it was written (for the outbox's "Edit"). */
export interface WriteOptions extends ApiMutationOptions {
  writtenAt?: WrittenAt;
}

// Publishing, apart from ./content: the rules its bodies are checked with stay out of the reading pages.

/** What makes two publish bodies the same post: all but `spent_time`, which grows with every press. */
const samePost = (body: object) => ({ ...body, spent_time: undefined });

/**
 * Publish a short post or an article (a new one, an edit, or a draft made public); one that gets no answer waits
 * in the outbox (answers `Queued`).
 */
export function usePublishContent(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: useQueueingSend('publish', publishContent, {
      identity: samePost,
      writtenAt: options.writtenAt,
    }),
    onSuccess: (answer) => isQueued(answer) || invalidateWritten(queryClient, 'publish'),
  });
}

/** Publish a polished task: the task becomes COMPLETED and a content item appears (or it waits in the outbox). */
export function usePublishPolishedTask(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: useQueueingSend('polish', publishPolishedTask, {
      identity: samePost,
      writtenAt: options.writtenAt,
    }),
    onSuccess: (answer) => isQueued(answer) || invalidateWritten(queryClient, 'polish'),
  });
}
