import { call, type CallOptions } from '../client/request';
import { hashtagsRoutes, type HashtagSuggestion } from '../schemas/hashtags';

/** GET /mp-api/v3/api/hashtags?name=; pass the signal so that a newer keystroke aborts this search. */
export async function searchHashtags(name: string, options?: CallOptions): Promise<HashtagSuggestion[]> {
  const answer = await call(hashtagsRoutes.searchHashtags, { query: { name } }, options);
  return answer.list;
}
