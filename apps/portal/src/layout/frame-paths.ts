/** The signed-in pages shown without the side menu (the layout, and the frame's first paint in index.html). */
export const WITHOUT_MENU: readonly string[] = ['/preview'];

/**
 * A path as the router matches it: decoded, whatever its case, without final slashes. Self-contained:
 * index.html's first paint runs it as written (src/first-paint/), so that the frame it paints before the bundle is
 * the one the layout then renders. No route is longer than the bound.
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

/** Whether the frame at `pathname` shows the side menu. */
export function showsMenu(pathname: string): boolean {
  return !WITHOUT_MENU.includes(routerPath(pathname));
}
