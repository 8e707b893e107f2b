import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './policy';

/** A file is already stored under the key: FileStore.create never replaces one. */
export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`a file is already stored under ${JSON.stringify(key)}`);
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : undefined;
}

/** Images on disk under one root; keys are checked so nothing escapes it. */
export class FileStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!isSafeKey(key) || !file.startsWith(this.root + path.sep)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return file;
  }

  /** A temporary name beside the file, unique to this write (concurrent writes never share one). */
  private async partialOf(key: string): Promise<{ file: string; partial: string }> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { file, partial: `${file}.${randomBytes(8).toString('hex')}.partial` };
  }

  /** Writes the file, replacing one already there (the seed's own images); uploads use create. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const { file, partial } = await this.partialOf(key);
    // Write then rename, so a reader never sees half a file.
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  /**
   * Creates the file, never replacing one: throws FileExistsError when the key is taken. The bytes go to
   * a temporary file first and are then hard-linked to the key, which fails when the name exists; so a
   * reader never sees half a file and two writers of one key cannot both succeed.
   */
  async create(key: string, bytes: Uint8Array): Promise<void> {
    const { file, partial } = await this.partialOf(key);
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

  /** Removes a file; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }
}
