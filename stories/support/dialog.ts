import { expect, screen, waitFor } from "storybook/test";

/** Resolves once every finite animation in the page has ended (a spinner's endless one is left out). */
async function animationsSettled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

/**
 * The open dialog once it takes keys and has faded in: Zag listens for Escape only after it has moved the
 * focus inside, which on a loaded machine comes a little after the dialog appears in the DOM, and until the
 * fade ends its content has an opacity below 1 that `toBeVisible` reads as hidden.
 */
export async function readyDialog(): Promise<HTMLElement> {
  const el = await screen.findByRole("dialog");
  await waitFor(() => expect(el.contains(document.activeElement)).toBe(true));
  await animationsSettled();
  return el;
}
