import { apiMessages } from '@creator/api/client/errors';
import { httpError } from '@creator/api/mocks/handlers';
import type { RouteName } from '@creator/api/schemas/routes';
import { expect, waitFor } from 'storybook/test';
import { localized } from './screen';

/**
 * The first call and the client's own second try fail with HTTP 500 (a slow network); a later call (the retry)
 * gets the fixture. Made anew for each story: a `once` handler remembers that it has answered.
 */
export const failsTwice = (route: RouteName) => [
  httpError(route, 500, { once: true }),
  httpError(route, 500, { once: true }),
];

/** Waits for a failure shown in place (the reason and a retry), and gives its retry button. */
export async function failedInPlace(canvasElement: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(
    () => {
      const failure = canvasElement.querySelector('[data-slot="error-retry"]');
      expect(failure).toHaveTextContent(localized(apiMessages.slowNetwork));
      return failure!.querySelector('button')!;
    },
    { timeout: 5000 },
  );
}
