import { expect, waitFor } from 'storybook/test';

/** Waits until the captcha picture of a sign-in or forgotten-password form has arrived. */
export async function captchaLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="captcha-image"] img')).toBeInstanceOf(HTMLImageElement),
  );
}

/** The captcha code's input (ui's CaptchaField names it with its own message). */
export function captchaInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="captcha-field"] input');
  if (!input) throw new Error('no captcha field on this screen');
  return input;
}
