/** An identifier the address carries (`?contentId=`, `?content_id=`, `?task_id=`): a positive integer, or undefined. */
export function readIdParam(search: URLSearchParams, name: string): number | undefined {
  const id = Number(search.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
