import { ContentStatus, MACHINE_SOURCES, ShowType } from '@creator/domain/content';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { CLAIM_LIFETIME_MS } from '@creator/forms/rules/claim';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { contentRow } from './content';
import { SEED_IMAGES, seedUrl } from './images';
import { seededRandom } from './random';

const TASK_BODIES = [
  'Five quiet beaches near Bali that most visitors never find. #travel #bali',
  '雨季来临前，这些防潮小技巧一定要知道。#生活',
  'نصائح سريعة لتحضير القهوة العربية في البيت. #قهوة',
  'How to keep basil alive on a windowsill, in four steps. #garden',
  'Jadwal kereta malam terbaru untuk libur akhir tahun. #travel',
];

/** `count` polish tasks: two claimed by the demo creator, three completed (each with its item), the rest pending. */
export async function seedPolishTasks(
  db: Kysely<Database>,
  demoId: number,
  count: number,
  now: number,
): Promise<void> {
  const random = seededRandom(4);
  for (let index = 0; index < count; index += 1) {
    const status =
      index < 2
        ? PolishTaskStatus.claimed
        : index < 5
          ? PolishTaskStatus.completed
          : PolishTaskStatus.pending;
    const body = random.pick(TASK_BODIES);
    const images = Array.from({ length: random.int(1, 5) }, () => seedUrl(random.pick(SEED_IMAGES)));
    const createdAt = now - random.int(1, 30 * 24) * 3600_000;
    // The demo's claims are recent enough to hold (CLAIM_LIFETIME_MS) when the server starts.
    const claimedAt =
      status === PolishTaskStatus.pending
        ? null
        : status === PolishTaskStatus.claimed
          ? Math.max(createdAt, now - CLAIM_LIFETIME_MS / 2 - index * 3600_000) + 60_000
          : createdAt + 3600_000;
    const source = random.pick(MACHINE_SOURCES);
    let contentId: number | null = null;
    const title = `${random.pick(['Draft', 'Story', 'Guide', 'Note'])} #${index + 1}: ${body.slice(0, 40)}`;
    if (status === PolishTaskStatus.completed) {
      const row = await db
        .insertInto('content')
        .values({
          ...contentRow(random, demoId, now, index),
          show_type: ShowType.shortPost,
          status: ContentStatus.published,
          source,
          title,
          content: body,
          brief: body,
          images: JSON.stringify(images),
          cover_images: JSON.stringify(images.slice(0, 1)),
          contains_images: true,
          publish_at: (claimedAt ?? now) + 3600_000,
          review_due_at: null,
        })
        .returning('content_id')
        .executeTakeFirstOrThrow();
      contentId = row.content_id;
    }
    await db
      .insertInto('polish_task')
      .values({
        title,
        body,
        cover_images: JSON.stringify(images),
        show_type: ShowType.shortPost,
        source,
        status,
        claimed_by: status === PolishTaskStatus.pending ? null : demoId,
        claimed_at: claimedAt,
        completed_at: status === PolishTaskStatus.completed ? (claimedAt ?? now) + 3600_000 : null,
        content_id: contentId,
        created_at: createdAt,
      })
      .execute();
  }
}
