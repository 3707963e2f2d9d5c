import { expect, screen, waitFor } from "storybook/test";

/**
 * The open dialog once it takes keys: Zag listens for Escape only after it has moved the focus inside, which
 * on a loaded machine comes a little after the dialog appears in the DOM.
 */
export async function readyDialog(): Promise<HTMLElement> {
  const el = await screen.findByRole("dialog");
  await waitFor(() => expect(el.contains(document.activeElement)).toBe(true));
  return el;
}
