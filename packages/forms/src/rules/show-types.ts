import { ShowType } from '@creator/domain/content';

/** What a creator can make: the Publish menu's entries and the creation tabs, in the spec's order. */
export type CreationKind = 'post' | 'article' | 'draft';

/**
 * The creation entries the configured show types allow (portal document §2, creation document §2): a short
 * post needs show type 2; an article and the article drafts need show type 1.
 */
export function creationKinds(showTypes: readonly number[]): CreationKind[] {
  const kinds: CreationKind[] = [];
  if (showTypes.includes(ShowType.shortPost)) kinds.push('post');
  if (showTypes.includes(ShowType.article)) kinds.push('article', 'draft');
  return kinds;
}

/** Where each creation entry opens (the Publish menu, home's publish button, the creation tabs). */
export const CREATION_PATHS: Record<CreationKind, string> = {
  post: '/creator/post',
  article: '/creator/editor',
  draft: '/creator/draft',
};

/**
 * How a content item is listed, as packages/ui's ContentListItem takes it (`kind`): a short post (show type 2)
 * as `short` (portrait cover, the brief for a missing title), everything else as `long`.
 */
export function contentKind(showType: number): 'short' | 'long' {
  return showType === ShowType.shortPost ? 'short' : 'long';
}

/** Where an item of a show type is edited (portal document §4): short posts in the composer, the rest in the article editor. */
export function editorPath(showType: number, contentId?: number): string {
  const path = CREATION_PATHS[showType === ShowType.shortPost ? 'post' : 'article'];
  return contentId === undefined ? path : `${path}?content_id=${contentId}`;
}
