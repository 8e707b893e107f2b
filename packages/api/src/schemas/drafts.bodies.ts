import { ARTICLE_COVERS_MAX, articleMessages, validateArticle } from '@creator/forms/rules/article';
import { issueOf } from '@creator/forms/rules/descriptor';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { ruleCheck, requestIdSchema, requestList } from './common';
import { draftsRoutes } from './drafts';

// The save body the server checks, apart from the calls (./drafts): the draft list does not download the
// article rules. Server drafts are articles only; short-post drafts live in local storage. Deleting a draft is
// DELETE /mp-api/v3/api/content (see content.ts).

const imageUrl = z.string().check(z.minLength(1));

/** POST /mp-api/v3/api/content/draft: `content_id` present updates that draft. */
export const draftSaveBodySchema = z
  .object({
    content_id: z.optional(requestIdSchema),
    title: z._default(z.string(), ''),
    content: z._default(z.string(), ''),
    cover_images: z._default(
      z.array(imageUrl).check(z.maxLength(ARTICLE_COVERS_MAX, issueOf(articleMessages.coversMax))),
      [],
    ),
    // A draft may hold more images than a publish allows (the server reads them from the HTML anyway).
    images: z._default(requestList(imageUrl), []),
    hashtag: z._default(requestList(z.string()), []),
  })
  .check(
    // The draft rules (not empty, title, body and cover maxima) need no image host.
    ruleCheck((draft: { title: string; content: string; cover_images: string[] }) =>
      validateArticle(
        { title: draft.title, content: draft.content, coverImages: draft.cover_images },
        { mode: 'draft', imageHost: '' },
      ),
    ),
  );
export type DraftSaveBody = z.input<typeof draftSaveBodySchema>;

/**
 * The routes of this area with the bodies (see routes.ts), keyed by the name of their client function: the
 * calls of ./drafts with the save body the server checks.
 */
export const draftsBodiesRoutes = {
  saveDraft: { ...draftsRoutes.saveDraft, body: draftSaveBodySchema },
  listDrafts: draftsRoutes.listDrafts,
} as const satisfies Record<string, RouteSpec>;
