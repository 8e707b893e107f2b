import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../routes/creator/creator-messages';
import { localized } from './screen';

/** The short-post composer of a screen story (/creator/post, /aigc/edit). */
export const composerForm = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: localized(messages.form) }, { timeout: 5000 });

export const composerTiles = (root: HTMLElement) => root.querySelectorAll('[data-slot="image-grid-item"]');

/**
 * Waits for the composer with its images in: every picture drawn, and with two or more the move handles, the
 * schedule's tick box where the form shows one, and the category select with its tree (chunks of their own), so
 * that a screenshot never catches them on their way.
 */
export async function composerWith(
  canvasElement: HTMLElement,
  images: number,
  { category = true }: { category?: boolean } = {},
) {
  const composer = await composerForm(canvasElement);
  await waitFor(
    () => {
      expect(composerTiles(composer)).toHaveLength(images);
      // The schedule's tick box (a chunk of its own) is in, where the form shows one.
      expect(composer.querySelector('[data-slot="schedule-pending"]')).toBeNull();
      const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('img')];
      expect(pictures.every((picture) => picture.complete && picture.naturalWidth > 0)).toBe(true);
      if (images > 1)
        expect(composer.querySelectorAll('[data-slot="image-grid-handle"]')).toHaveLength(images);
      // An account whose country picks a category (the story says so: the select comes only once the account is
      // in): its select, a chunk of its own, with the category tree in.
      if (category)
        expect(
          composer.querySelector('[data-field="category"] select')?.querySelectorAll('option').length,
        ).toBeGreaterThan(1);
      else expect(composer.querySelector('[data-field="category"]')).toBeNull();
    },
    { timeout: 5000 },
  );
  return composer;
}
