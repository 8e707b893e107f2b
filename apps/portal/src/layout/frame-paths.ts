/** The signed-in pages shown without the side menu (the layout, and the frame's first paint in index.html). */
export const WITHOUT_MENU: readonly string[] = ['/preview'];
