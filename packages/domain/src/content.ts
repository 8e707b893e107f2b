/**
 * The wire values of content (portal document §3; contract.md "Lists"). The one home of these numbers:
 * the server, the client, the rules and the portal import them; packages/ui knows only the presentational
 * unions the portal maps them onto.
 */

/** 0 all (a list filter), 1 published, 2 draft, 3 pending review, 4 in review, 5 review failed, 10 offline, 11 deleted, 12 scheduled. */
export const ContentStatus = {
  all: 0,
  published: 1,
  draft: 2,
  pendingReview: 3,
  inReview: 4,
  reviewFailed: 5,
  offline: 10,
  deleted: 11,
  scheduled: 12,
} as const;
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];
export const CONTENT_STATUSES = [0, 1, 2, 3, 4, 5, 10, 11, 12] as const satisfies readonly ContentStatus[];

/** 1 long article, 2 short image-text post, 3 video. */
export const ShowType = { article: 1, shortPost: 2, video: 3 } as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];
export const SHOW_TYPES = [1, 2, 3] as const satisfies readonly ShowType[];

/** 1 CMS import, 2 creator-made, 3 client app, 4 CMS shadow, 5 CMS official, 6 CMS external, 7 AI translation, 8 AI generation. */
export const ContentSource = {
  cmsImport: 1,
  creator: 2,
  clientApp: 3,
  cmsShadow: 4,
  cmsOfficial: 5,
  cmsExternal: 6,
  aiTranslation: 7,
  aiGeneration: 8,
} as const;
export type ContentSource = (typeof ContentSource)[keyof typeof ContentSource];
export const CONTENT_SOURCES = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly ContentSource[];

/** The sources of machine-generated content (the published tab of /aigc). */
export const MACHINE_SOURCES = [ContentSource.aiTranslation, ContentSource.aiGeneration] as const;
