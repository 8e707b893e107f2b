import { expect } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { layoutProblems, PHONE_SIZE } from './layout-problems';

// Stories only: the widths the portal is designed for, for the viewport toolbar and the story tests.

/** The toolbar's sizes, plus a 360 px touch phone and the 1280 px desk. */
export const STORY_VIEWPORTS = {
  ...MINIMAL_VIEWPORTS,
  phone360: {
    name: 'Phone, 360 px',
    styles: { width: `${PHONE_SIZE.width}px`, height: `${PHONE_SIZE.height}px` },
    type: 'mobile',
  },
  desktop1280: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * `globals` of a story shown on a 360 px phone. Such a story also carries the `viewport-narrow` tag (shown below
 * the portal's 1190 px breakpoint, which the screenshot step checks), and its play function ends with
 * `expectFitsThePhone()`.
 */
export const PHONE_VIEWPORT = { viewport: { value: 'phone360', isRotated: false } };
export const DESKTOP_VIEWPORT = { viewport: { value: 'desktop1280', isRotated: false } };

/**
 * The story is shown 360 px wide and fits it: nothing outside the window, no sideways scroll, no control under
 * 24 × 24 px (the rule of the end-to-end layout test, `packages/ui/src/lib/layout-problems.ts`).
 */
export async function expectFitsThePhone(): Promise<void> {
  await expect(window.innerWidth).toBe(PHONE_SIZE.width);
  await expect(layoutProblems()).toEqual([]);
}

/** What `onThePhone` needs of a story: its tags, its globals and its play function. */
type PhoneableStory = {
  tags?: string[];
  globals?: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a story's context type is its own
  play?: (context: any) => unknown;
};

/**
 * `story` again on a 360 px phone: the same state and checks, shown 360 px wide (tagged `viewport-narrow`), and
 * then the fit of the phone checked.
 */
export function onThePhone<TStory extends PhoneableStory>(story: TStory): TStory {
  return {
    ...story,
    tags: [...(story.tags ?? []), 'viewport-narrow'],
    globals: { ...story.globals, ...PHONE_VIEWPORT },
    play: async (context: Parameters<NonNullable<TStory['play']>>[0]) => {
      await story.play?.(context);
      await expectFitsThePhone();
    },
  };
}
