import * as z from 'zod/mini';
import { POST_IMAGES_MAX } from './post';

/** contract.md, "Local session": where the composer and the editor autosave, one draft per user. */
export const localDraftKeys = {
  post: (userId: number) => `draft:post:${userId}`,
  article: (userId: number) => `draft:article:${userId}`,
  /** The composer opened on a machine-generated task: never the creator's own short-post draft. */
  polish: (userId: number, taskId: number) => `draft:polish:${userId}:${taskId}`,
} as const;

/** Bounds of what is read back: local storage is input like any other (another tab, an old build, a hand). */
const TEXT_MAX = 100_000;
const ADDRESS_MAX = 2_048;

const storedAddress = z.string().check(z.minLength(1), z.maxLength(ADDRESS_MAX), z.regex(/^https?:\/\//u));
const optionalId = z.nullable(z.number().check(z.int(), z.positive()));

/**
 * The composer's autosaved form: the fields as typed, the images already stored (their addresses, never
 * files), the category, and the schedule (Unix seconds). `savedAt` is Unix milliseconds.
 */
export const postDraftSchema = z.object({
  /** The item being edited, or null for a new post: a draft is offered back only to the same composer. */
  contentId: optionalId,
  title: z.string().check(z.maxLength(TEXT_MAX)),
  content: z.string().check(z.maxLength(TEXT_MAX)),
  images: z.array(storedAddress).check(z.maxLength(POST_IMAGES_MAX)),
  categoryId: optionalId,
  topicId: optionalId,
  scheduled: z.boolean(),
  publishAt: z.nullable(z.number().check(z.int(), z.nonnegative())),
  savedAt: z.number().check(z.nonnegative()),
});

export type PostDraft = z.infer<typeof postDraftSchema>;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A draft as stored, or null when there is none or it does not read as one (it is then removed). */
export function readLocalDraft<T>(
  storage: DraftStorage,
  key: string,
  schema: z.ZodMiniType<T>,
): T | null {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  removeLocalDraft(storage, key);
  return null;
}

/** Saves a draft; a full or unavailable storage loses this save only (the next one tries again). */
export function writeLocalDraft(storage: DraftStorage, key: string, draft: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(storage: DraftStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}

/** Whether the composer holds anything worth saving or asking about before leaving. */
export function isPostDraftEmpty(draft: Pick<PostDraft, 'title' | 'content' | 'images' | 'categoryId'> & {
  /** Images still on their way count too: leaving would lose them. */
  pendingImages?: number;
}): boolean {
  return (
    draft.title.trim() === '' &&
    draft.content.trim() === '' &&
    draft.images.length === 0 &&
    (draft.pendingImages ?? 0) === 0 &&
    draft.categoryId == null
  );
}
