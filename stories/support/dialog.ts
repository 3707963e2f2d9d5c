import { expect, screen, userEvent, waitFor } from "storybook/test";

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

/** A confirm dialog's handlers, as its stories spy on them. */
interface ConfirmArgs {
  onClose: unknown;
  onConfirm: unknown;
}

/** The dialog has closed without its action: closed once, nothing confirmed. */
export async function closedUnconfirmed(args: ConfirmArgs): Promise<void> {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(args.onClose).toHaveBeenCalledTimes(1);
  await expect(args.onConfirm).not.toHaveBeenCalled();
}

/** Escape closes the open dialog without its action. */
export async function escapeKeeps(args: ConfirmArgs): Promise<void> {
  await readyDialog();
  await userEvent.keyboard("{Escape}");
  await closedUnconfirmed(args);
}
