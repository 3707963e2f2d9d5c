import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import type { AdminPromoCode } from "../../../../application/admin/sections/promo.types";
import { PromoMoves } from "../../../../ui/features/admin/promo/promo-moves";
import { overflowing } from "../../orders/demo";
import { refusedText } from "../content/demo";
import { textIn } from "../demo";

// One code's moves alone, as a row of the promo list shows them: the code is one of the fake back office's
// five (adapters/fake/fake-admin-promo.ts), QURILISH10 (active) unless `parameters.code` picks another —
// BOYOQ20 paused, SEMENT50K used up, KUZ2026 expired.

const meta = {
  title: "Features/Admin/Promo/PromoMoves",
  component: PromoMoves,
  args: {
    promo: null as unknown as AdminPromoCode,
    pending: false,
    busy: false,
    refusal: null,
    onMove: fn(),
  },
  loaders: [async () => ({ codes: await new FakeAdminGateway({ caller: "admin" }).promo.list() })],
  render: (args, { loaded, parameters }) => {
    const code = (parameters.code as string | undefined) ?? "QURILISH10";
    const promo = (loaded.codes as AdminPromoCode[]).find((c) => c.code === code)!;
    return <PromoMoves {...args} promo={promo} />;
  },
} satisfies Meta<typeof PromoMoves>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeOf = (parameters: Record<string, unknown>) =>
  (parameters.code as string | undefined) ?? "QURILISH10";
const moveText = (locale: unknown, move: string) => textIn(locale, `admin.promo.move.${move}`);
const buttonsIn = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole("button");

/**
 * The moves the code's state allows, in order, grouped under the code's name; each click hands up the code
 * and its move, and nothing else.
 */
const movesPlay =
  (moves: readonly string[]): Story["play"] =>
  async ({ args, canvasElement, globals, parameters }) => {
    const locale = globals.locale;
    const code = codeOf(parameters);
    const group = within(canvasElement).getByRole("group", { name: code });
    await expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(moves.map((m) => moveText(locale, m)));
    for (const move of moves) {
      await userEvent.click(within(group).getByRole("button", { name: moveText(locale, move) }));
      await expect(args.onMove).toHaveBeenLastCalledWith(code, move);
    }
    await expect(args.onMove).toHaveBeenCalledTimes(moves.length);
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    // The picture shows the moves at rest, not the last button pressed.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };

export const Active: Story = { play: movesPlay(["pause", "expire"]) };
export const PausedRu: Story = {
  parameters: { code: "BOYOQ20" },
  globals: { locale: "ru" },
  play: movesPlay(["resume", "expire"]),
};
export const UsedUpSr: Story = {
  parameters: { code: "SEMENT50K" },
  globals: { locale: "sr" },
  play: movesPlay(["expire"]),
};

/** An expired code has no move left: no group, no button, nothing to say. */
export const Expired: Story = {
  tags: ["no-visual"],
  parameters: { code: "KUZ2026" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("group")).toBeNull();
    await expect(buttonsIn(canvasElement)).toEqual([]);
    await expect(within(canvasElement).queryByTestId("promo-move-refusal")).toBeNull();
  },
};

/**
 * This code's move is on its way: every button spins in place of its word (kept underneath, so the button
 * keeps its width), is still named by it for a screen reader, and takes no second click.
 */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement, globals }) => {
    const buttons = buttonsIn(canvasElement);
    const words = ["pause", "expire"].map((m) => moveText(globals.locale, m));
    await expect(buttons.map((b) => b.textContent)).toEqual(words);
    for (const [i, button] of buttons.entries()) await expect(button).toHaveAccessibleName(words[i]);
    for (const button of buttons) {
      await expect(button).toHaveAttribute("data-loading");
      await expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Another code's move is on its way: these wait, greyed out and not spinning, and send nothing. */
export const BusyElsewhereUz: Story = {
  args: { busy: true },
  parameters: { code: "BOYOQ20" },
  globals: { locale: "uz" },
  play: async ({ args, canvasElement, globals }) => {
    for (const button of buttonsIn(canvasElement)) {
      await expect(button).toBeDisabled();
      await expect(button).not.toHaveAttribute("data-loading");
    }
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: moveText(globals.locale, "resume") }),
      { pointerEventsCheck: 0 },
    );
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** The server refused this code's last move: its words in an alert under the moves, which stay usable. */
const refusedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(args.refusal!);
  await expect(alert).toHaveAttribute("data-testid", "promo-move-refusal");
  await expect(
    within(canvasElement).getByRole("button", { name: moveText(globals.locale, "resume") }),
  ).toBeEnabled();
};
export const RefusedRu: Story = {
  args: { refusal: refusedText("ru", 404, "GENERIC.NOT_FOUND") },
  parameters: { code: "BOYOQ20" },
  globals: { locale: "ru" },
  play: refusedPlay,
};
export const RefusedSr: Story = {
  args: { refusal: refusedText("sr", 404, "GENERIC.NOT_FOUND") },
  parameters: { code: "BOYOQ20" },
  globals: { locale: "sr" },
  play: refusedPlay,
};

/** On a 320 px phone: the two moves share the line, each finger-sized, and the refusal wraps within it. */
export const Phone: Story = {
  tags: ["phone"],
  args: { refusal: refusedText("uz", 404, "GENERIC.NOT_FOUND") },
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const [pause, expire] = buttonsIn(canvasElement).map((b) => b.getBoundingClientRect());
    await expect(pause!.height).toBeGreaterThanOrEqual(44);
    await expect(pause!.top).toBe(expire!.top);
    await expect(Math.abs(pause!.width - expire!.width)).toBeLessThanOrEqual(1);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
