import { contentStatusName } from './content-status';
import { contentKind } from './show-types';
import { LIST_THUMBNAIL, thumbnailAt } from './thumbnails';

/** The fields of a content list row (contract.md "Lists") that the list shows. */
export interface ContentRow {
  status: number;
  show_type: number;
  title: string;
  brief: string;
  cover_images: readonly string[];
  publish_date: number;
  updated_at: number;
  reason?: string | null;
  expose_count: number;
  click_count: number;
  like_count: number;
  unlike_count: number;
}

/**
 * A row of the wire as packages/ui's ContentListItem shows it (its `item`; rules import nothing of ui, the shape
 * is checked where the page passes it): its kind by show type, its tag by status (an unknown status shows as
 * published), and its first cover at the lists' thumbnail size.
 */
export function contentListItemData(row: ContentRow, imageHost: string) {
  const [cover] = row.cover_images;
  return {
    kind: contentKind(row.show_type),
    title: row.title,
    brief: row.brief,
    coverUrl: cover === undefined ? undefined : thumbnailAt(cover, LIST_THUMBNAIL, imageHost),
    status: contentStatusName(row.status) ?? 'published',
    reason: row.reason ?? undefined,
    publishDate: row.publish_date,
    updatedAt: row.updated_at,
    exposeCount: row.expose_count,
    clickCount: row.click_count,
    likeCount: row.like_count,
    unlikeCount: row.unlike_count,
  };
}
