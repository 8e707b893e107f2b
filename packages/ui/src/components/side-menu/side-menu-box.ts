// The menu's place and its links' shape as the screen's width decides: the frame's skeleton takes the same.

/**
 * The room a page leaves at its end for the menu's bar on a phone: the bar's 3.5 rem links (`h-14`), the page's
 * 1 rem margin, and the screen's own inset below (none from 640 px up).
 */
export const SIDE_MENU_CLEARANCE = 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] sm:pb-6';

/** Where the menu sits as the screen's width decides (below); the frame's skeleton takes the same place. */
export const SIDE_MENU_RESPONSIVE =
  'fixed inset-x-0 bottom-0 z-30 border-t pb-[env(safe-area-inset-bottom)] sm:static sm:w-menu-narrow sm:border-e sm:border-t-0 sm:py-4 sm:pb-4 wide:w-menu-wide';

/** A link of the menu as the screen's width decides: under its icon on a phone's bar, in a row from 640 px up. */
export const SIDE_MENU_LINK_RESPONSIVE =
  'h-14 flex-col justify-center gap-0.5 px-0.5 text-center text-xs sm:h-11 sm:flex-row sm:gap-3 sm:px-3 sm:text-sm wide:justify-start';
