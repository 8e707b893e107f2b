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

/**
 * A path as the router matches it: decoded, whatever its case, without final slashes. Self-contained:
 * index.html's first paint runs it as written (the portal's src/first-paint/), so that the frame it paints before
 * the bundle is the one the layout then renders. No route is longer than the bound.
 */
export function routerPath(pathname: string): string {
  let path = pathname.slice(0, 512);
  try {
    path = decodeURI(path);
  } catch {
    // Not an encoding the router decodes either: matched as it is.
  }
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end).toLowerCase();
}
