/**
 * Counts remembered with the version of the data they were taken at (`content_version`, migration 0006), at
 * most `capacity` of them, the least recently used going first. A count is given back only for the very
 * version it was taken at: every change of the counted rows moves the version on in the same transaction, so
 * an equal version means the same rows, and the answer is exact. Nothing is ever served stale; a change only
 * means the next request counts again. Each server process keeps its own; the version lives in the database,
 * so several processes over one database stay exact too.
 */
export class VersionedCounts {
  private readonly entries = new Map<string, { version: number; count: number }>();

  constructor(private readonly capacity: number) {}

  /** The count taken under `key` at `version`, or undefined. */
  get(key: string, version: number): number | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.count;
  }

  set(key: string, version: number, count: number): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { version, count });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
