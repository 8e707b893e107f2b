import { expect } from 'storybook/test';
import { expectFitsThePhone } from '../../lib/story-viewports';

// Stories only: what every dialog shown on a 360 px phone must be (dialog, confirm, alert, leave, crop, preview).

/** Every animation and transition under way (a sheet sliding up) has ended, so the panel is where it rests. */
export async function settledAnimations(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * `panel` lies on the phone as a sheet: full width at the foot of the screen, no taller than the screen less a
 * strip of the page (or filling it, `screen`), every button in it at least 44 px high and inside the window;
 * nothing on the page breaks the layout rule.
 */
export async function expectASheet(panel: HTMLElement, form: 'sheet' | 'screen' = 'sheet'): Promise<void> {
  await settledAnimations();
  const box = panel.getBoundingClientRect();
  await expect(box.left).toBe(0);
  await expect(box.width).toBe(window.innerWidth);
  await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  if (form === 'screen') await expect(Math.round(box.top)).toBe(0);
  else await expect(box.top).toBeGreaterThanOrEqual(16);
  for (const button of panel.querySelectorAll<HTMLElement>('[data-slot="button"]')) {
    const target = button.getBoundingClientRect();
    await expect(target.height).toBeGreaterThanOrEqual(44);
    await expect(target.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  await expectFitsThePhone();
}
