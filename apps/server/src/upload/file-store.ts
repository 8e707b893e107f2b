import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BucketLocation } from './bucket-location';
import { isSafeKey } from './policy';

/** A file is already stored under the key: FileStore.create never replaces one. */
export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`a file is already stored under ${JSON.stringify(key)}`);
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error
    ? String((error as NodeJS.ErrnoException).code)
    : undefined;
}

/**
 * Where variants (thumbnails) are kept beside the stored files. No storage key holds an `@` (isSafeKey), so no
 * key reaches into it and a variant is never served as an original.
 */
export const VARIANTS = '@variants';
/** A variant's name: `w320h320`. */
const VARIANT_NAME = /^[a-z0-9]{1,32}$/u;

/** Refuses a variant name that is not one (it becomes part of a path or an object key). */
export function checkVariantName(name: string): string {
  if (!VARIANT_NAME.test(name)) throw new Error(`unsafe variant name ${JSON.stringify(name)}`);
  return name;
}

/**
 * The stored images and their variants, by storage key: on this machine's disk (DiskFileStore, the default) or
 * in an S3-compatible bucket (BucketFileStore, STORAGE_URL) that several server instances share. Which files
 * exist, whose they are and how many bytes each creator keeps is the database's (stored_file); a store keeps
 * the bytes.
 */
export interface FileStore {
  /** Writes the file, replacing one already there (the seed's own images); uploads use create. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Creates the file, never replacing one: throws FileExistsError when the key is taken. */
  create(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes a file and its variants; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The variant `name` of `key` (a thumbnail), or null when none was made. */
  readVariant(key: string, name: string): Promise<Buffer | null>;
  /** Keeps `bytes` as the variant `name` of `key`, replacing one already there; a reader sees one whole file. */
  writeVariant(key: string, name: string, bytes: Uint8Array): Promise<void>;
  /** Keeps the original itself as the variant `name` (an image already small enough). */
  linkVariant(key: string, name: string, original: Uint8Array): Promise<void>;
  /** At most the first `length` bytes of the file (an image's header), or null when there is none. */
  readHead(key: string, length: number): Promise<Buffer | null>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Ends the connections the store keeps open (a bucket's): the server's shutdown, a test's end. */
  close?(): void;
}

/**
 * Images on disk under one root (`@variants/<variant>/<key>` for the variants); keys are checked so nothing
 * escapes it. One machine's: a second server instance cannot read what this one stored.
 */
export class DiskFileStore implements FileStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!isSafeKey(key) || !file.startsWith(this.root + path.sep))
      throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return file;
  }

  /** Where the variant `name` of `key` is kept. */
  private variantPathOf(key: string, name: string): string {
    checkVariantName(name);
    const original = this.pathOf(key);
    return path.join(this.root, VARIANTS, name, path.relative(this.root, original));
  }

  /** A temporary name beside the file, unique to this write (concurrent writes never share one). */
  private async partialOf(file: string): Promise<string> {
    await mkdir(path.dirname(file), { recursive: true });
    return `${file}.${randomBytes(8).toString('hex')}.partial`;
  }

  /** Writes `bytes` to `file` through a temporary file and a rename, so a reader never sees half a file. */
  private async replace(file: string, bytes: Uint8Array): Promise<void> {
    const partial = await this.partialOf(file);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Writes the file, replacing one already there (the seed's own images); uploads use create. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.replace(this.pathOf(key), bytes);
  }

  /**
   * Creates the file, never replacing one: throws FileExistsError when the key is taken. The bytes go to
   * a temporary file first and are then hard-linked to the key, which fails when the name exists; so a
   * reader never sees half a file and two writers of one key cannot both succeed.
   */
  async create(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    const partial = await this.partialOf(file);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await link(partial, file);
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new FileExistsError(key);
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Removes a file and its variants; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    let names: string[] = [];
    try {
      names = await readdir(path.join(this.root, VARIANTS));
    } catch {
      // No variant was ever made.
    }
    await Promise.all(
      names
        .filter((name) => VARIANT_NAME.test(name))
        .map((name) => rm(this.variantPathOf(key, name), { force: true })),
    );
  }

  /** The variant `name` of `key` (a thumbnail), or null when none was made. */
  async readVariant(key: string, name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.variantPathOf(key, name));
    } catch {
      return null;
    }
  }

  /**
   * Keeps `bytes` as the variant `name` of `key`, replacing one already there: two processes making the same
   * variant at once each write their own temporary file and rename it into place, so a reader sees one
   * whole file or the other, never a mix.
   */
  async writeVariant(key: string, name: string, bytes: Uint8Array): Promise<void> {
    await this.replace(this.variantPathOf(key, name), bytes);
  }

  /**
   * Keeps the original itself as the variant `name` (an image already small enough): a hard link, no second
   * copy of the bytes; a copy where the file system has no links.
   */
  async linkVariant(key: string, name: string, original: Uint8Array): Promise<void> {
    const file = this.variantPathOf(key, name);
    const partial = await this.partialOf(file);
    try {
      await link(this.pathOf(key), partial);
      await rename(partial, file);
    } catch {
      await this.replace(file, original);
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** At most the first `length` bytes of the file (an image's header), or null when there is none. */
  async readHead(key: string, length: number): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }
}

/**
 * The store the settings name: the bucket of STORAGE_URL, checked to answer before the server listens (the
 * SDK is loaded only then); else the disk under uploadDir.
 */
export async function openFileStore(settings: {
  uploadDir: string;
  bucket?: BucketLocation;
}): Promise<FileStore> {
  if (!settings.bucket) return new DiskFileStore(settings.uploadDir);
  const { BucketFileStore } = await import('./bucket-store');
  const store = new BucketFileStore(settings.bucket);
  await store.ready();
  return store;
}
