import { expect, screen, waitFor } from 'storybook/test';

// Stories only: the calendar popover is a chunk of its own, so a story that shows it waits until it is in.

/** The calendar dialog named `name`, on screen and at rest. */
export async function calendarShown(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
