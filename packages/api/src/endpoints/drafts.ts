import { call, type CallOptions } from '../client/request';
import type { DraftSaveBody } from '../schemas/drafts.bodies';
import {
  draftsRoutes,
  type DraftListAnswer,
  type DraftListQuery,
  type DraftSaveAnswer,
} from '../schemas/drafts';

/** POST /mp-api/v3/api/content/draft (articles only). Draft limit 16016. */
export function saveDraft(body: DraftSaveBody, options?: CallOptions): Promise<DraftSaveAnswer> {
  return call(draftsRoutes.saveDraft, { body }, options);
}

/** GET /mp-api/v3/api/content/draft?page=&page_size= */
export function listDrafts(query: DraftListQuery, options?: CallOptions): Promise<DraftListAnswer> {
  return call(draftsRoutes.listDrafts, { query: { ...query } }, options);
}
