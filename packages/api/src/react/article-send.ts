import type { ArticleDraftPayload, ArticlePayload } from '@creator/forms/rules/article';
import { ErrorCode } from '@creator/domain/error-codes';
import { useState } from 'react';
import { isApiError } from '../client/errors';
import { useSaveDraft } from './drafts';
import type { WrittenAt } from './outbox-send';
import { usePublishContent } from './publish';

export type ArticleSendMode = 'publish' | 'draft';

/**
 * The article editor's two calls: publish (its failures told by the client: a toast, or the session-expired
 * flow) and save a draft (told here: the server's draft limit as a message to acknowledge, anything else handed
 * to `reportError`). Either waits in the outbox when its send gets no answer (it then answers `Queued`).
 */
export function useArticleSend({
  reportError,
  writtenAt,
}: {
  reportError: (error: unknown) => void;
  writtenAt?: WrittenAt;
}) {
  const publish = usePublishContent({ writtenAt });
  const saveDraft = useSaveDraft({ meta: { display: 'silent' }, writtenAt });
  const [draftLimit, setDraftLimit] = useState<string | null>(null);
  return {
    send: (payload: ArticlePayload | ArticleDraftPayload, mode: ArticleSendMode) =>
      mode === 'publish' ? publish.mutateAsync(payload as ArticlePayload) : saveDraft.mutateAsync(payload),
    failed: (error: unknown, mode: ArticleSendMode) => {
      if (mode !== 'draft') return;
      if (isApiError(error) && error.code === ErrorCode.draftLimit) setDraftLimit(error.message);
      else reportError(error);
    },
    /** The draft limit's message, until acknowledged. */
    draftLimit,
    acknowledgeDraftLimit: () => setDraftLimit(null),
  };
}
