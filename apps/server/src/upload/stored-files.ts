import { ContentStatus } from '@creator/domain/content';
import { IMAGE_HEADER_BYTES, imageSizeFromHeader, type ImageSize } from '@creator/forms/rules/image-size';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidRequest } from '../errors';
import { STORAGE_PATH } from '../hosted-urls';
import { FileExistsError, type FileStore } from './file-store';

/** One new image of an upload or a copy. */
export interface NewFile {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface StoreOptions {
  /** The creator the files belong to (stored_file.owner_id): only they may use them in content. */
  ownerId: number;
  now: number;
  /** settings.storageQuotaBytes: the creator's files may take at most this many bytes in all. */
  quotaBytes: number;
  /** The request field named in a refusal (`file`, `images`). */
  field: string;
  /** A signed folder and how many files its policy may store there. */
  folder?: { dir: string; maxFiles: number };
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${bytes} bytes`;
}

/**
 * Claims the keys, in one transaction that locks the creator's row: two uploads of one creator are counted
 * one after the other, so together they cannot pass the quota. A key that is already taken refuses the
 * whole claim (nothing is ever replaced: an image is served as immutable for a year).
 */
async function claim(db: Kysely<Database>, files: readonly NewFile[], options: StoreOptions): Promise<void> {
  const { ownerId, field } = options;
  await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('creator')
      .select('id')
      .where('id', '=', ownerId)
      .forUpdate()
      .executeTakeFirst();
    if (!owner) throw new InvalidRequest(`${field}: the account of this upload no longer exists`);
    // Inserted first, then counted: a refusal below rolls the inserted rows back with the transaction.
    const claimed = await trx
      .insertInto('stored_file')
      .values(
        files.map((file) => ({
          key: file.key,
          content_type: file.contentType,
          size: file.bytes.length,
          created_at: options.now,
          owner_id: ownerId,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .execute();
    if (claimed.length < files.length) throw keyTaken(field);
    if (options.folder) {
      // The folder is `<area>/<digits>/<hex>/` (policy.ts), so it holds no LIKE wildcard.
      const { n } = await trx
        .selectFrom('stored_file')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('key', 'like', `${options.folder.dir}%`)
        .executeTakeFirstOrThrow();
      if (Number(n) > options.folder.maxFiles) {
        throw new InvalidRequest(
          `policy: already used for the ${options.folder.maxFiles} file(s) it was signed for, ask for a new signature`,
        );
      }
    }
    const { used } = await trx
      .selectFrom('stored_file')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.val(0)).as('used'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    const adding = files.reduce((total, file) => total + file.bytes.length, 0);
    if (Number(used) > options.quotaBytes) {
      throw new InvalidRequest(
        `${field}: over this account's storage quota of ${megabytes(options.quotaBytes)} (${megabytes(Number(used) - adding)} used, ${megabytes(adding)} more asked)`,
        413,
      );
    }
  });
}

/** The key is already stored: files are never replaced. */
export class KeyTakenError extends InvalidRequest {}

function keyTaken(field: string): KeyTakenError {
  return new KeyTakenError(
    `${field === 'file' ? 'key' : field}: a file is already stored under this key, and files are never replaced; upload it under a new name`,
  );
}

/**
 * Whether `key` already holds exactly these bytes from this owner: an upload sent again (a retry after a
 * lost answer) is then answered like the first, and nothing is written.
 */
export async function isSameStoredFile(
  db: Kysely<Database>,
  store: FileStore,
  key: string,
  ownerId: number,
  bytes: Uint8Array,
): Promise<boolean> {
  const row = await db
    .selectFrom('stored_file')
    .select(['owner_id', 'size'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.owner_id !== ownerId || row.size !== bytes.length) return false;
  const stored = await store.read(key);
  return stored !== null && Buffer.from(bytes).equals(stored);
}

/**
 * Stores new images: claims their keys within the owner's quota (stored_file rows), then writes each file
 * with exclusive creation. A failed write removes what this call claimed and wrote (the failed file too), so
 * the keys are free again and nothing half-stored stays behind.
 */
export async function storeNewFiles(
  db: Kysely<Database>,
  store: FileStore,
  files: readonly NewFile[],
  options: StoreOptions,
): Promise<void> {
  if (files.length === 0) return;
  await claim(db, files, options);
  try {
    for (const file of files) await store.create(file.key, file.bytes);
  } catch (error) {
    // This call holds every key's claim, so whatever is under them is its own: a write that failed may still
    // have landed (an object store's answer lost), and is removed with the rest.
    await Promise.allSettled(files.map((file) => store.remove(file.key)));
    await db
      .deleteFrom('stored_file')
      .where(
        'key',
        'in',
        files.map((file) => file.key),
      )
      .where('owner_id', '=', options.ownerId)
      .execute();
    if (error instanceof FileExistsError) throw keyTaken(options.field);
    throw error;
  }
}

/**
 * Every key is a stored image this creator may use in content: their own upload, or a shared image
 * (owner_id null: seed and task pictures), never another creator's. `fieldOf` names the refused one.
 */
export async function requireUsableImages(
  db: Kysely<Database>,
  creatorId: number,
  keys: readonly string[],
  fieldOf: (index: number) => string,
): Promise<void> {
  if (keys.length === 0) return;
  const found = await db
    .selectFrom('stored_file')
    .select(['key', 'owner_id'])
    .where('key', 'in', [...keys])
    .execute();
  const owners = new Map(found.map((row) => [row.key, row.owner_id]));
  const unknown = keys.findIndex((key) => !owners.has(key));
  if (unknown >= 0) throw new InvalidRequest(`${fieldOf(unknown)}: no such image on the image host`);
  const foreign = keys.findIndex((key) => {
    const owner = owners.get(key);
    return owner !== null && owner !== creatorId;
  });
  if (foreign >= 0)
    throw new InvalidRequest(`${fieldOf(foreign)}: an image another account uploaded; upload your own copy`);
}

/**
 * The size an image is shown at, read from the first bytes stored under `key` (a header, never the whole file,
 * never decoded), not from the name it was given; null when there is no such file or its bytes are no image.
 */
export async function measureStoredImage(store: FileStore, key: string): Promise<ImageSize | null> {
  const head = await store.readHead(key, IMAGE_HEADER_BYTES);
  return head ? imageSizeFromHeader(head) : null;
}

/**
 * Forgets the images of a content item being deleted that nothing else holds: the creator's own uploads under
 * `content/` (an avatar, a shared seed or task picture is never released) that none of their other content
 * still shows (drafts included). Their rows go in the deleting transaction, so from its commit they are no
 * longer served and no longer count against the quota; the caller then removes the files (FileStore.remove).
 * Call it holding the creator's row lock, which publishing also takes before it re-checks its images: an item
 * published at the same moment either sees the image gone, or is seen here as still using it.
 */
export async function releaseUnusedImages(
  trx: Transaction<Database>,
  creatorId: number,
  contentId: number,
  storedUrls: readonly string[],
): Promise<string[]> {
  const prefix = `${STORAGE_PATH}/`;
  const urls = [...new Set(storedUrls.filter((url) => url.startsWith(`${prefix}content/${creatorId}/`)))];
  if (urls.length === 0) return [];
  const stillUsed = await trx
    .selectFrom('content')
    .innerJoin(
      sql<{
        url: string;
      }>`lateral (select jsonb_array_elements_text(content.images || content.cover_images) as url)`.as(
        'used',
      ),
      (join) => join.onTrue(),
    )
    .select('used.url')
    .distinct()
    .where('content.creator_id', '=', creatorId)
    .where('content.content_id', '<>', contentId)
    .where('content.status', '<>', ContentStatus.deleted)
    .where('used.url', 'in', urls)
    .execute();
  const kept = new Set(stillUsed.map((row) => row.url));
  const keys = urls.filter((url) => !kept.has(url)).map((url) => url.slice(prefix.length));
  if (keys.length === 0) return [];
  const released = await trx
    .deleteFrom('stored_file')
    .where('key', 'in', keys)
    .where('owner_id', '=', creatorId)
    .returning('key')
    .execute();
  return released.map((row) => row.key);
}
