/** The bar's own box: its height, its line and its margins (the frame's skeleton draws the same). */
export const TOP_BAR_BOX =
  'flex h-16 items-center gap-2 border-b border-line bg-surface px-3 sm:gap-4 sm:px-6';
