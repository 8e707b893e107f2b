import { LIST_THUMBNAIL, thumbnailAt } from './thumbnails';

/**
 * A row of the machine-generated task table as packages/ui's PolishTaskTable shows it (its `rows`; rules import
 * nothing of ui, the shape is checked where the page passes it), from a task or a published item. Pictures are
 * the contract's 320 variant: the table shows them 60 wide and the phone preview at most 320.
 */
export interface PolishTaskRowData {
  id: number;
  title: string;
  body: string;
  images: string[];
  /** Unix seconds: claimed_at (claimed), created_at (to be claimed) or publish_date (published). */
  time?: number;
}

/** The fields of a polish task the table shows. */
export interface TaskFields {
  id: number;
  title: string;
  body: string;
  cover_images: readonly string[];
  created_at: number;
  claimed_at?: number | null;
}

/** The fields of a published machine-made item the table shows. */
export interface PublishedFields {
  content_id: number;
  title: string;
  brief: string;
  cover_images: readonly string[];
  images?: readonly string[];
  publish_date: number;
}

const pictures = (urls: readonly string[], imageHost: string) =>
  urls.map((url) => thumbnailAt(url, LIST_THUMBNAIL, imageHost));

/** A task of the claimed (time: claimed_at) or the to-be-claimed tab (time: created_at). */
export function taskRow(task: TaskFields, imageHost: string, tab: 'claimed' | 'pending'): PolishTaskRowData {
  return {
    id: task.id,
    title: task.title,
    body: task.body,
    images: pictures(task.cover_images, imageHost),
    time: (tab === 'claimed' ? task.claimed_at : task.created_at) || undefined,
  };
}

/** An item of the published tab: every picture of the post (its covers when the list leaves them out). */
export function publishedRow(item: PublishedFields, imageHost: string): PolishTaskRowData {
  return {
    id: item.content_id,
    title: item.title,
    body: item.brief,
    images: pictures(item.images?.length ? item.images : item.cover_images, imageHost),
    time: item.publish_date || undefined,
  };
}
