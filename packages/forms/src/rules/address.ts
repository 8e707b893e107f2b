import { PAGE_MAX } from '@creator/domain/limits';

/** An identifier the address carries (`?contentId=`, `?content_id=`, `?task_id=`): a positive integer, or undefined. */
export function readIdParam(search: URLSearchParams, name: string): number | undefined {
  const id = Number(search.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The page an address asks for (`?page=`): 1 to PAGE_MAX, 1 when absent or malformed. */
export function readPageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}
