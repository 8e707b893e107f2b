import type { ContentStatus, ShowType } from '@creator/domain/content';
import type { DemoServer } from './demo-server';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/**
 * The demo creator's content calls and sample bodies, on the server `current` gives (the file's, started in its
 * beforeAll): a short post and an article of seed images that pass every rule unless overridden.
 */
export function contentCalls(current: () => DemoServer) {
  const image = (name: string) => `${current().server.base}/storage/seed/${name}`;
  const list = (query: Record<string, string | number>) =>
    current().server.call('GET', '/mp-api/v3/api/content', { token: current().demo, query });
  const detail = async (contentId: number) =>
    (
      await current().server.call('GET', '/mp-api/v3/api/content/detail', {
        token: current().demo,
        query: { content_id: contentId },
      })
    ).body.data.detail;
  const publish = (body: Record<string, unknown>, token = current().demo) =>
    current().server.call('POST', '/mp-api/v3/api/content/publish', { token, body });

  function post(overrides: Record<string, unknown> = {}) {
    const images = [image('sunrise_1280_720.png'), image('forest_720_960.png')];
    return {
      show_type: 2,
      title: 'Weekend in Bandung',
      content: 'Tea hills, strawberries and cold mornings. #travel #bandung',
      images,
      cover_images: [images[0]],
      tag_ids: [4, 402],
      hashtag: ['travel', 'bandung'],
      spent_time: 42_000,
      ...overrides,
    };
  }

  function article(overrides: Record<string, unknown> = {}) {
    const cover = image('ocean_960_540.png');
    return {
      show_type: 1,
      title: 'A long walk along the northern coast',
      content: `<h2>Day one</h2><p>We started before dawn and walked until the tide came in.</p><p><img src="${cover}"></p>`,
      images: [cover],
      cover_images: [cover],
      hashtag: ['#Travel ', 'coast'],
      ...overrides,
    };
  }

  /** The demo creator's first seeded item (by id) that matches. */
  async function seededItem(where: {
    status: ContentStatus;
    show_type?: ShowType;
    minAgeDays?: number;
    maxAgeDays?: number;
    modify_count?: number;
  }) {
    const { server, demoId } = current();
    let query = server.db
      .selectFrom('content')
      .selectAll()
      .where('creator_id', '=', demoId)
      .where('status', '=', where.status);
    if (where.show_type) query = query.where('show_type', '=', where.show_type);
    if (where.minAgeDays !== undefined)
      query = query.where('publish_at', '<=', server.clock.now() - where.minAgeDays * DAY);
    if (where.maxAgeDays !== undefined)
      query = query.where('publish_at', '>=', server.clock.now() - where.maxAgeDays * DAY);
    if (where.modify_count !== undefined) query = query.where('modify_count', '=', where.modify_count);
    return query.orderBy('content_id').executeTakeFirstOrThrow();
  }

  return { image, list, detail, publish, post, article, seededItem };
}

/** A short post of `content` with `images` (the first its cover), in a category and topic every country may use. */
export function shortPostBody(content: string, images: string[]) {
  return {
    show_type: 2,
    title: '',
    content,
    images,
    cover_images: [images[0]],
    tag_ids: [4, 402],
    spent_time: 1000,
  };
}
