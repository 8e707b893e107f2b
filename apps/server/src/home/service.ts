import { ContentStatus } from '@creator/domain/content';
import type { Services } from '../services';

/** The home page's sums over the creator's content (drafts and deleted items left out). */
export async function getHome(services: Services, creatorId: number) {
  const row = await services.db
    .selectFrom('content')
    .select((eb) => [
      eb.fn.countAll<number>().as('content_count'),
      eb.fn.coalesce(eb.fn.sum<number>('expose_count'), eb.lit(0)).as('expose_count'),
      eb.fn.coalesce(eb.fn.sum<number>('click_count'), eb.lit(0)).as('click_count'),
    ])
    .where('creator_id', '=', creatorId)
    .where('status', 'not in', [ContentStatus.draft, ContentStatus.deleted])
    .executeTakeFirstOrThrow();
  return {
    content_count: Number(row.content_count),
    expose_count: Number(row.expose_count),
    click_count: Number(row.click_count),
  };
}
