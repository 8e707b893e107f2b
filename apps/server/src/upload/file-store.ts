import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
 * The folder of the variants (thumbnails) beside the stored files: `@variants/<variant>/<key>`. No storage key
 * holds an `@` (isSafeKey), so no key reaches into it and a variant is never served as an original.
 */
const VARIANTS = '@variants';
/** A variant's name: `w320h320`. */
const VARIANT_NAME = /^[a-z0-9]{1,32}$/u;

/** Images on disk under one root; keys are checked so nothing escapes it. */
export class FileStore {
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
    if (!VARIANT_NAME.test(name)) throw new Error(`unsafe variant name ${JSON.stringify(name)}`);
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
