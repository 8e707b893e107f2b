import { routerPath } from '@creator/forms/rules/address';

/** The signed-in pages shown without the side menu (the layout, and the frame's first paint in index.html). */
export const WITHOUT_MENU: readonly string[] = ['/preview'];

/** Whether the frame at `pathname` shows the side menu. */
export function showsMenu(pathname: string): boolean {
  return !WITHOUT_MENU.includes(routerPath(pathname));
}
