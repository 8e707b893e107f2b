import { describe, expect, it } from 'vitest';
import { accountAnswerSchema } from '../schemas/account';
import { CONTENT_SOURCES, CONTENT_STATUSES, contentDetailSchema } from '../schemas/content';
import { NOTICE_TYPE, noticeSchema } from '../schemas/notices';
import { POLISH_TASK_STATUSES, polishTaskSchema } from '../schemas/polish-tasks';
import { createFixtures } from './fixtures';

const fixtures = createFixtures({ seed: 3, now: 1_795_000_000 });

describe('fixtures', () => {
  it('are the same for the same seed and clock, and differ for another seed', () => {
    expect(createFixtures({ seed: 3, now: 1_795_000_000 })).toEqual(fixtures);
    expect(createFixtures({ seed: 4, now: 1_795_000_000 }).content).not.toEqual(fixtures.content);
  });

  it('follow the answer schemas of the contract', () => {
    expect(accountAnswerSchema.safeParse(fixtures.account).success).toBe(true);
    for (const item of fixtures.content)
      expect(contentDetailSchema.safeParse(item).success, String(item.content_id)).toBe(true);
    for (const notice of fixtures.notices)
      expect(noticeSchema.safeParse(notice).success, String(notice.id)).toBe(true);
    for (const task of fixtures.polishTasks)
      expect(polishTaskSchema.safeParse(task).success, String(task.id)).toBe(true);
  });

  it('hold every content status but "all", every show type and every source', () => {
    const statuses = new Set(fixtures.content.map((item) => item.status));
    expect([...statuses].sort((a, b) => a - b)).toEqual(CONTENT_STATUSES.filter((status) => status !== 0));
    expect(new Set(fixtures.content.map((item) => item.show_type))).toEqual(new Set([1, 2, 3]));
    expect(new Set(fixtures.content.map((item) => item.source))).toEqual(new Set(CONTENT_SOURCES));
  });

  it('hold notices of every type, hostile HTML and {{...}} links to real content', () => {
    expect(new Set(fixtures.notices.map((notice) => notice.type))).toEqual(
      new Set(Object.values(NOTICE_TYPE)),
    );
    const html = fixtures.notices.map((notice) => notice.content).join('\n');
    expect(html).toContain('onerror=');
    expect(html).toContain('<script>');
    const linked = fixtures.notices.filter((notice) => notice.type >= 21);
    const ids = new Set(fixtures.content.map((item) => item.content_id));
    expect(
      linked.every((notice) => /\{\{.+\}\}/u.test(notice.content) && ids.has(notice.target_id ?? 0)),
    ).toBe(true);
    expect(
      fixtures.notices.some((notice) => notice.status === 1) &&
        fixtures.notices.some((notice) => notice.status === 2),
    ).toBe(true);
  });

  it('hold polish tasks in every state with 0 to 9 images', () => {
    expect(new Set(fixtures.polishTasks.map((task) => task.status))).toEqual(new Set(POLISH_TASK_STATUSES));
    expect(new Set(fixtures.polishTasks.map((task) => task.cover_images.length))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
  });

  it('hold counts at K, M and B, Chinese and Arabic text, and long titles', () => {
    const counts = fixtures.content.flatMap((item) => [item.expose_count, item.click_count, item.like_count]);
    const within = (min: number, max: number) => counts.some((count) => count >= min && count < max);
    expect([within(0, 1e3), within(1e3, 1e6), within(1e6, 1e9), within(1e9, Infinity)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // 999 950 rounds up into the next unit (1M): the edge the formatters must carry.
    expect(counts).toContain(999_950);
    const titles = fixtures.content.map((item) => item.title).join(' ');
    expect(titles).toMatch(/\p{Script=Han}/u);
    expect(titles).toMatch(/\p{Script=Arabic}/u);
    expect(Math.max(...fixtures.content.map((item) => [...item.title].length))).toBeGreaterThanOrEqual(100);
  });

  it('use only data: URLs for images, so that nothing reaches the network', () => {
    const urls = [
      fixtures.account.avatar,
      ...fixtures.content.flatMap((item) => [...item.images, ...item.cover_images]),
      ...fixtures.notices.flatMap((notice) => notice.image_urls),
      ...fixtures.polishTasks.flatMap((task) => task.cover_images),
    ];
    expect(urls.every((url) => url.startsWith('data:image/'))).toBe(true);
  });
});
