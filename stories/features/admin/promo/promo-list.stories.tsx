import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import type { AdminPromoCode } from "../../../../application/admin/sections/promo.types";
import { PromoList } from "../../../../ui/features/admin/promo/promo-list";
import { moneyIn, overflowing } from "../../orders/demo";
import { refusedText } from "../content/demo";
import { expectRetryOffered, textIn } from "../demo";

// The promo codes alone: a table from Chakra's lg width up, a card per code below it, each code with its
// discount, minimum order, window, uses, state and the moves its state allows; or the list's skeleton,
// "none yet" or error. The codes are the fake back office's (adapters/fake/fake-admin-promo.ts): five, one
// of each state at the fake's fixed "now"; `parameters.codes` replaces them.

const meta = {
  title: "Features/Admin/Promo/PromoList",
  component: PromoList,
  args: {
    status: "ready",
    codes: null,
    moving: null,
    moveRefusal: null,
    onMove: fn(),
    onRetry: fn(),
  },
  loaders: [async () => ({ codes: await new FakeAdminGateway({ caller: "admin" }).promo.list() })],
  render: (args, { loaded, parameters }) => (
    <PromoList
      {...args}
      codes={(parameters.codes === undefined ? loaded.codes : parameters.codes) as AdminPromoCode[] | null}
    />
  ),
} satisfies Meta<typeof PromoList>;
export default meta;
type Story = StoryObj<typeof meta>;

const CODES = ["YANGIYIL15", "QURILISH10", "BOYOQ20", "SEMENT50K", "KUZ2026"];

/** The longest code the server takes (32 Latin letters and digits), not yet started: wider than a card. */
const LONG_CODE: AdminPromoCode = {
  code: "QURILISHMOLLARIYANGIYIL2027AKSIY",
  kind: "amount",
  value: 1_250_000,
  minOrderPrice: 25_000_000,
  startsAt: "2026-12-25T00:00:00+05:00",
  endsAt: null,
  maxUses: 2_000_000,
  used: 0,
  state: "scheduled",
};

/** Chakra's lg breakpoint: the table from here up, the cards below. */
const wide = () => window.matchMedia("(min-width: 64em)").matches;
/** The rows (or cards) of the layout the width shows; the other layout is hidden. */
const rowsOf = (canvasElement: HTMLElement) =>
  [
    ...within(canvasElement)
      .getByTestId("promo-list")
      .querySelectorAll<HTMLElement>(wide() ? "tr[data-code]" : "li[data-code]"),
  ] as HTMLElement[];
const rowOf = (canvasElement: HTMLElement, code: string) =>
  rowsOf(canvasElement).find((r) => r.dataset.code === code)!;
const moveOf = (row: HTMLElement, locale: unknown, move: string) =>
  within(row).getByRole("button", { name: textIn(locale, `admin.promo.move.${move}`) });
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole("button")
    .map((b) => b.textContent);

/**
 * Every code in the server's order with its terms in the story's language and its state; each offers only
 * the moves its state allows (an ended code none), grouped under its code, and a move hands up the code and
 * the move and nothing else.
 */
const codesPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(rowsOf(canvasElement).map((r) => r.dataset.code)).toEqual(CODES);
  const active = rowOf(canvasElement, "QURILISH10");
  await expect(active).toHaveTextContent("10%");
  await expect(active).toHaveTextContent(moneyIn(locale, 500_000));
  await expect(active).toHaveTextContent(textIn(locale, "admin.promo.uses.of", { used: 137, max: 500 }));
  await expect(within(active).getByTestId("promo-state")).toHaveTextContent(
    textIn(locale, "admin.promo.state.active"),
  );
  const paused = rowOf(canvasElement, "BOYOQ20");
  await expect(paused).toHaveTextContent(textIn(locale, "admin.promo.minOrder.any"));
  await expect(paused).toHaveTextContent(textIn(locale, "admin.promo.window.always"));
  await expect(paused).toHaveTextContent(textIn(locale, "admin.promo.uses.unlimited", { used: 42 }));
  await expect(rowOf(canvasElement, "SEMENT50K")).toHaveTextContent(moneyIn(locale, 50_000));
  const move = (id: string) => textIn(locale, `admin.promo.move.${id}`);
  await expect(buttonsOf(rowOf(canvasElement, "YANGIYIL15"))).toEqual([move("pause"), move("expire")]);
  await expect(buttonsOf(active)).toEqual([move("pause"), move("expire")]);
  await expect(buttonsOf(paused)).toEqual([move("resume"), move("expire")]);
  await expect(buttonsOf(rowOf(canvasElement, "SEMENT50K"))).toEqual([move("expire")]);
  await expect(buttonsOf(rowOf(canvasElement, "KUZ2026"))).toEqual([]);
  await expect(within(active).getByRole("group", { name: "QURILISH10" })).toBeVisible();
  await userEvent.click(moveOf(active, locale, "pause"));
  await expect(args.onMove).toHaveBeenLastCalledWith("QURILISH10", "pause");
  await userEvent.click(moveOf(paused, locale, "resume"));
  await expect(args.onMove).toHaveBeenLastCalledWith("BOYOQ20", "resume");
  await userEvent.click(moveOf(paused, locale, "expire"));
  await expect(args.onMove).toHaveBeenLastCalledWith("BOYOQ20", "expire");
  await expect(args.onMove).toHaveBeenCalledTimes(3);
  await expect(within(canvasElement).getByTestId("promo-list")).not.toHaveAttribute("aria-busy", "true");
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  // The picture shows the list at rest, not the last button pressed.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Codes: Story = { play: codesPlay };
export const CodesRu: Story = { globals: { locale: "ru" }, play: codesPlay };
export const CodesSr: Story = { globals: { locale: "sr" }, play: codesPlay };

/**
 * A wide screen: the table, its columns headed in the story's language. (The pictures are taken 800 px
 * wide, below lg, so the table is checked here and not pictured.)
 */
export const Wide: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru", viewport: { value: "desktop" } },
  play: async (context) => {
    await expect(wide()).toBe(true);
    const table = within(context.canvasElement).getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(
      ["code", "discount", "minOrder", "window", "uses", "state", "actions"].map((id) =>
        textIn(context.globals.locale, `admin.promo.${id}`),
      ),
    );
    await expect(within(table).getAllByRole("row")).toHaveLength(CODES.length + 1);
    await codesPlay(context);
  },
};

/**
 * A move of QURILISH10 on its way: its buttons spin; every other code's wait, so a second move cannot
 * cross the first.
 */
export const Moving: Story = {
  args: { moving: "QURILISH10" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    for (const button of within(rowOf(canvasElement, "QURILISH10")).getAllByRole("button"))
      await expect(button).toHaveAttribute("data-loading");
    const paused = rowOf(canvasElement, "BOYOQ20");
    for (const button of within(paused).getAllByRole("button")) {
      await expect(button).toBeDisabled();
      await expect(button).not.toHaveAttribute("data-loading");
    }
    await userEvent.click(moveOf(paused, locale, "resume"), { pointerEventsCheck: 0 });
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** The server refused a move (the code was removed meanwhile): its words under that code only. */
const refusedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const row = rowOf(canvasElement, "BOYOQ20");
  await expect(within(row).getByRole("alert")).toHaveTextContent(args.moveRefusal!.text);
  await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(1);
  await expect(moveOf(row, globals.locale, "resume")).toBeEnabled();
};
export const MoveRefusedRu: Story = {
  args: { moveRefusal: { code: "BOYOQ20", text: refusedText("ru", 404, "GENERIC.NOT_FOUND") } },
  globals: { locale: "ru" },
  play: refusedPlay,
};

/** The first load: three grey cards, busy, named for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { codes: null },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("promo-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.promo.loading"));
    await expect(within(canvasElement).queryByTestId("promo-list")).toBeNull();
  },
};

/** Asked again while codes are shown (after a move): the codes stay, marked busy, no skeleton. */
export const Reloading: Story = {
  tags: ["no-visual"],
  args: { status: "pending" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("promo-list")).toHaveAttribute("aria-busy", "true");
    await expect(rowsOf(canvasElement)).toHaveLength(CODES.length);
    await expect(within(canvasElement).queryByTestId("promo-loading")).toBeNull();
  },
};

/** No codes yet: said so, in the story's language. */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("promo-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.promo.empty"),
  );
  await expect(within(canvasElement).queryByTestId("promo-list")).toBeNull();
};
export const Empty: Story = { parameters: { codes: [] }, play: emptyPlay };
export const EmptySr: Story = { parameters: { codes: [] }, globals: { locale: "sr" }, play: emptyPlay };

/** The load failed: an alert in the story's language (or the server's own words) and a retry. */
const failedPlay =
  (text: (locale: unknown) => string): Story["play"] =>
  async ({ args, canvasElement, globals }) => {
    const alert = within(canvasElement).getByTestId("promo-error");
    await expectRetryOffered(alert, globals.locale, text(globals.locale), args.onRetry);
    await expect(within(canvasElement).queryByTestId("promo-list")).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };
const defaultError = (locale: unknown) => textIn(locale, "admin.promo.error");
export const Failed: Story = { args: { status: "error" }, play: failedPlay(defaultError) };
export const FailedRu: Story = {
  args: { status: "error" },
  globals: { locale: "ru" },
  play: failedPlay(defaultError),
};

/** The server's own words for a refused load: an account that is not the shop's staff (403). */
export const ForbiddenSr: Story = {
  args: { status: "error", errorText: refusedText("sr", 403, "STAFF.FORBIDDEN") },
  globals: { locale: "sr" },
  play: failedPlay((locale) => refusedText(locale, 403, "STAFF.FORBIDDEN")),
};

/**
 * On a 320 px phone, with the longest code the server takes besides the fake's five: a card per code, the
 * long code wrapped inside its card, the moves finger-sized, nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  loaders: [
    async () => ({
      codes: [LONG_CODE, ...(await new FakeAdminGateway({ caller: "admin" }).promo.list())],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
    await expect(rowsOf(canvasElement).map((r) => r.dataset.code)).toEqual([LONG_CODE.code, ...CODES]);
    const card = rowOf(canvasElement, LONG_CODE.code);
    await expect(overflowing(card)).toEqual([]);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
