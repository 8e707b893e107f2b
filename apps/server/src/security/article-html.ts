import { availableParallelism } from 'node:os';
import { ARTICLE_HTML_MAX_LENGTH } from '@creator/forms/rules/article-html';
import { Piscina } from 'piscina';
import { InvalidRequest, refusal } from '../errors';
import type { PurifyResult, PurifyTask } from './article-purifier';

/**
 * The server's side of the article allow-list of `@creator/forms/rules/article-html`, off the event loop.
 * DOMPurify over jsdom spends 0.2–0.4 s of CPU per 100 KB of article HTML; run on the loop, one creator saving a
 * 150 000-character draft again and again would stall every other request. So it runs in a small pool of worker
 * threads (./article-purifier-worker.mjs → ./article-purifier.ts), with two bounds that keep the pool shared:
 *
 * - per creator, one sanitise runs and one more waits its turn (an autosave and a publish that cross); a third at
 *   once is refused. Refused rather than queued: every waiting request holds its body (up to 1 MB) in memory.
 * - across creators, at most ARTICLE_SANITIZE_MAX_QUEUED wait for a thread; beyond that the save is refused.
 *
 * A refusal is 14003 (tooManyAttempts) with `data.retry_after`: the client's existing "wait and retry" answer;
 * nothing was stored, and a retry is cheap to refuse again.
 */

/** Threads of the pool: one, or two where a core is left for the event loop (hashing and thumbnails have theirs). */
export const ARTICLE_SANITIZE_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Sanitises waiting for a thread, across creators: about two seconds of work at the largest body size. */
export const ARTICLE_SANITIZE_MAX_QUEUED = 8;
/** Sanitises one creator may have admitted at once: one running, one waiting. */
export const ARTICLE_SANITIZE_PER_CREATOR = 2;
/** `retry_after` of a refused save, in seconds: one sanitise of the largest body is well under it. */
export const ARTICLE_SANITIZE_RETRY_AFTER_S = 2;
/** An idle thread is ended after this (a new one loads tsx and jsdom again, about a second of CPU). */
const IDLE_TIMEOUT_MS = 60_000;

const WORKER = new URL('./article-purifier-worker.mjs', import.meta.url).href;

function busy() {
  return refusal('tooManyAttempts', {
    data: { retry_after: ARTICLE_SANITIZE_RETRY_AFTER_S },
    values: { minutes: 1 },
  });
}

/** One per app (services.ts): the pool, made on first use, and the per-creator turns. */
export class ArticleSanitizer {
  private pool: Piscina<PurifyTask, PurifyResult> | undefined;
  /** Sanitises admitted to the pool, running or waiting for a thread. */
  private admitted = 0;
  /** Per creator: how many are admitted, and the end of the last one (the next waits for it). */
  private readonly turns = new Map<number, { admitted: number; last: Promise<unknown> }>();
  private closed = false;

  /**
   * Article HTML as it arrives (image addresses absolute, on `imageHost`) reduced to what the contract allows.
   * HTML that keeps more than ARTICLE_HTML_MAX_LENGTH characters after the first pass is refused (413, 10001);
   * a creator with too many saves at once, or a full pool, is refused with 14003.
   */
  async sanitize(creatorId: number, html: string, imageHost: string): Promise<string> {
    const turn = this.turns.get(creatorId) ?? { admitted: 0, last: Promise.resolve() };
    if (this.closed || turn.admitted >= ARTICLE_SANITIZE_PER_CREATOR) throw busy();
    turn.admitted += 1;
    this.turns.set(creatorId, turn);
    const result = turn.last.then(() => this.run({ html, imageHost }));
    turn.last = result.catch(() => undefined);
    try {
      return await result;
    } finally {
      turn.admitted -= 1;
      if (turn.admitted === 0) this.turns.delete(creatorId);
    }
  }

  /** Ends the threads (server shutdown, a test server's close); later saves are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close({ force: true });
  }

  private async run(task: PurifyTask): Promise<string> {
    if (this.closed || this.admitted >= ARTICLE_SANITIZE_THREADS + ARTICLE_SANITIZE_MAX_QUEUED) throw busy();
    this.pool ??= new Piscina<PurifyTask, PurifyResult>({
      filename: WORKER,
      minThreads: 0,
      maxThreads: ARTICLE_SANITIZE_THREADS,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    this.admitted += 1;
    let result: PurifyResult;
    try {
      result = await this.pool.run(task);
    } finally {
      this.admitted -= 1;
    }
    if ('tooLarge' in result) {
      throw new InvalidRequest(
        `content: more than ${ARTICLE_HTML_MAX_LENGTH} characters of article HTML`,
        413,
      );
    }
    return result.html;
  }
}
