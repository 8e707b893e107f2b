import { ContentStatus, ShowType } from '@creator/domain/content';
import { ErrorCode } from '@creator/domain/error-codes';
import { canDelete } from '@creator/forms/rules/eligibility';
import { BusinessError } from '../errors';
import { toWireHtml } from '../hosted-urls';
import { ownContent, type ContentRow } from '../lib/content-rows';
import { lockCreator } from '../lib/creator-lock';
import type { Services } from '../services';
import { releaseUnusedImages } from '../upload/stored-files';
import { contentItem } from './list';

function contentDetail(row: ContentRow, host: string) {
  return {
    ...contentItem(row, host),
    content: row.show_type === ShowType.article ? toWireHtml(row.content, host) : row.content,
    hashtag: row.hashtag,
    tag_ids: row.tag_ids,
  };
}

/** One of the creator's own items, with its body. */
export async function getContentDetail(
  services: Services,
  creatorId: number,
  contentId: number,
  host: string,
) {
  const row = await ownContent(services.db, creatorId, contentId);
  return { detail: contentDetail(row, host) };
}

/** Deletes an item the delete rule allows (16003 otherwise) and releases the images nothing else shows. */
export async function deleteContent(services: Services, creatorId: number, contentId: number): Promise<null> {
  const released = await services.db.transaction().execute(async (trx) => {
    await lockCreator(trx, creatorId);
    const row = await ownContent(trx, creatorId, contentId, true);
    const verdict = canDelete({ status: row.status, show_type: row.show_type });
    if (!verdict.ok) throw new BusinessError(ErrorCode.notDeletable, verdict.reason);
    await trx
      .updateTable('content')
      .set({ status: ContentStatus.deleted, updated_at: services.clock.now(), review_due_at: null })
      .where('content_id', '=', row.content_id)
      .execute();
    // Its images that nothing else shows stop being served and give their bytes back to the quota.
    return releaseUnusedImages(trx, creatorId, row.content_id, [...row.images, ...row.cover_images]);
  });
  // After the commit: the rows are gone, so a file that fails to go is still never served.
  await Promise.allSettled(released.map((key) => services.files.remove(key)));
  return null;
}
