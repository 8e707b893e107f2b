import * as z from 'zod/mini';
import type { KeyValueStorage } from '@creator/domain/storage';

/** contract.md, "Local session": where the composer and the editor autosave, one draft per user. */
export const localDraftKeys = {
  post: (userId: number) => `draft:post:${userId}`,
  article: (userId: number) => `draft:article:${userId}`,
  /** The composer opened on a machine-generated task: never the creator's own short-post draft. */
  polish: (userId: number, taskId: number) => `draft:polish:${userId}:${taskId}`,
} as const;

/** Bounds of what is read back: local storage is input like any other (another tab, an old build, a hand). */
export const LOCAL_TEXT_MAX = 100_000;
const ADDRESS_MAX = 2_048;

/** An image address as a draft keeps it: stored already (http or https), never a local file. */
export const storedAddress = z
  .string()
  .check(z.minLength(1), z.maxLength(ADDRESS_MAX), z.regex(/^https?:\/\//u));
/** The item a draft belongs to, or null for a new one. */
export const optionalId = z.nullable(z.number().check(z.int(), z.positive()));

/** A draft as stored, or null when there is none or it does not read as one (it is then removed). */
export function readLocalDraft<T>(storage: KeyValueStorage, key: string, schema: z.ZodMiniType<T>): T | null {
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
export function writeLocalDraft(storage: KeyValueStorage, key: string, draft: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(storage: KeyValueStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}
