import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './policy';

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

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }
}
