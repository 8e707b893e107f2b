import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;

demoServerForFile((started) => {
  ({ server, demo } = started);
});

describe('tags', () => {
  it("answers the category tree in the caller's language, with and without children", async () => {
    const { body } = await server.call('GET', '/community-api/v3/api/content/tags', {
      token: demo,
      query: { tag_tree: 1, status: 1 },
      headers: { clang: 'zh-Hans-CN' },
    });
    expect(routes.getTags.answer.safeParse(body.data).success).toBe(true);
    const news = body.data.list.find((tag: { tag_id: number }) => tag.tag_id === 1);
    expect(news.lang_tag_name).toBe('新闻');
    expect(news.children.map((child: { tag_id: number }) => child.tag_id)).toEqual([101, 102]);
    expect(body.data.list.find((tag: { tag_id: number }) => tag.tag_id === 3).children).toBeUndefined();
  });
});
