import { ARTICLE_HTML_MAX_LENGTH } from '@creator/forms/rules/article-html';
import { ErrorCode } from '@creator/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError, InvalidRequest } from '../errors';
import { ATTACKS, HOST, IMAGE, sanitize } from '../testing/article-html-cases';
import {
  ARTICLE_SANITIZE_MAX_QUEUED,
  ARTICLE_SANITIZE_PER_CREATOR,
  ARTICLE_SANITIZE_RETRY_AFTER_S,
  ARTICLE_SANITIZE_THREADS,
  ArticleSanitizer,
} from './article-html';

// The server's worker pool sanitises article HTML as this thread does (cases: article-purifier.test.ts).

describe('ArticleSanitizer: the allow-list in worker threads', () => {
  let sanitizer: ArticleSanitizer;
  beforeAll(() => {
    sanitizer = new ArticleSanitizer();
  });
  afterAll(async () => {
    await sanitizer.close();
  });

  /** The refusal of a busy sanitiser: 14003 with a time to wait. */
  const BUSY = expect.objectContaining({
    code: ErrorCode.tooManyAttempts,
    data: { retry_after: ARTICLE_SANITIZE_RETRY_AFTER_S },
  });

  it('answers what sanitising on this thread answers', async () => {
    const inputs = [
      ...ATTACKS.map(([, html]) => html),
      '',
      `<p>عربي 中文 <img src="${IMAGE}" width="960"></p>`,
    ];
    // One after another: all at once would pass the queue's bound, which the tests below look at.
    const answers: string[] = [];
    for (const html of inputs) answers.push(await sanitizer.sanitize(1, html, HOST));
    expect(answers).toEqual(inputs.map(sanitize));
  });

  it('refuses article HTML that keeps more than the length limit (413)', async () => {
    const paragraphs = '<p>Ten chars.</p>'.repeat(Math.ceil(ARTICLE_HTML_MAX_LENGTH / 16) + 1);
    await expect(sanitizer.sanitize(1, paragraphs, HOST)).rejects.toThrow(InvalidRequest);
    await expect(sanitizer.sanitize(1, paragraphs, HOST)).rejects.toMatchObject({ status: 413 });
    // What the first pass drops does not count.
    await expect(
      sanitizer.sanitize(1, `<script>${'x'.repeat(ARTICLE_HTML_MAX_LENGTH)}</script><p>kept</p>`, HOST),
    ).resolves.toBe('<p>kept</p>');
  });

  it('admits one running and one waiting sanitise per creator; more at once are refused with 14003', async () => {
    const saves = Array.from({ length: ARTICLE_SANITIZE_PER_CREATOR + 3 }, () =>
      sanitizer.sanitize(7, '<p>again</p>', HOST),
    );
    const settled = await Promise.allSettled(saves);
    expect(settled.slice(0, ARTICLE_SANITIZE_PER_CREATOR)).toEqual(
      Array(ARTICLE_SANITIZE_PER_CREATOR).fill({ status: 'fulfilled', value: '<p>again</p>' }),
    );
    for (const refused of settled.slice(ARTICLE_SANITIZE_PER_CREATOR)) {
      expect(refused).toEqual({ status: 'rejected', reason: BUSY });
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(BusinessError);
    }
    // The turns are given back: the same creator is served again.
    await expect(sanitizer.sanitize(7, '<p>later</p>', HOST)).resolves.toBe('<p>later</p>');
  });

  it('refuses with 14003 what would wait beyond the queue, across creators', async () => {
    const capacity = ARTICLE_SANITIZE_THREADS + ARTICLE_SANITIZE_MAX_QUEUED;
    const settled = await Promise.allSettled(
      Array.from({ length: capacity + 2 }, (_, creator) =>
        sanitizer.sanitize(100 + creator, '<p>a</p>', HOST),
      ),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(capacity);
    expect(settled.slice(capacity)).toEqual([
      { status: 'rejected', reason: BUSY },
      { status: 'rejected', reason: BUSY },
    ]);
  });

  it('ends its threads on close and refuses afterwards', async () => {
    const closing = new ArticleSanitizer();
    await expect(closing.sanitize(1, '<p>a</p>', HOST)).resolves.toBe('<p>a</p>');
    await closing.close();
    await expect(closing.sanitize(1, '<p>a</p>', HOST)).rejects.toEqual(BUSY);
  });
});
