/** The signed-in pages shown without the side menu (the layout, and the frame's first paint in index.html). */
export const WITHOUT_MENU: readonly string[] = ['/preview'];

/**
 * Whether the frame at `pathname` shows the side menu: the path as the router matches it, whatever its case and
 * final slashes (index.html's inline script judges it the same way before the bundle).
 */
export function showsMenu(pathname: string): boolean {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return !WITHOUT_MENU.includes(pathname.slice(0, end).toLowerCase());
}
