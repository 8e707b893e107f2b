import * as z from 'zod/mini';
import { LOCAL_TEXT_MAX, optionalId, storedAddress } from './local-draft';
import { POST_IMAGES_MAX } from './post';

// Apart from ./local-draft, which the article editor loads too: the short-post rules stay out of its download.

/**
 * The composer's autosaved form: the fields as typed, the images already stored (their addresses, never
 * files), the category, and the schedule (Unix seconds). `savedAt` is Unix milliseconds.
 */
export const postDraftSchema = z.object({
  /** The item being edited, or null for a new post: a draft is offered back only to the same composer. */
  contentId: optionalId,
  title: z.string().check(z.maxLength(LOCAL_TEXT_MAX)),
  content: z.string().check(z.maxLength(LOCAL_TEXT_MAX)),
  images: z.array(storedAddress).check(z.maxLength(POST_IMAGES_MAX)),
  categoryId: optionalId,
  topicId: optionalId,
  scheduled: z.boolean(),
  publishAt: z.nullable(z.number().check(z.int(), z.nonnegative())),
  savedAt: z.number().check(z.nonnegative()),
});

export type PostDraft = z.infer<typeof postDraftSchema>;

/** Whether the composer holds anything worth saving or asking about before leaving. */
export function isPostDraftEmpty(
  draft: Pick<PostDraft, 'title' | 'content' | 'images' | 'categoryId'> & {
    /** Images still on their way count too: leaving would lose them. */
    pendingImages?: number;
  },
): boolean {
  return (
    draft.title.trim() === '' &&
    draft.content.trim() === '' &&
    draft.images.length === 0 &&
    (draft.pendingImages ?? 0) === 0 &&
    draft.categoryId == null
  );
}
