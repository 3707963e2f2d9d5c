import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import type { StaffMove } from "../../../application/admin/admin.types";
import { OrderStatus } from "../../../domain/order";
import { StaffOrderSection } from "../../../ui/features/admin/staff-order-section";
import { sectionStory } from "../../support/app-story";
import { overflowing } from "../orders/demo";
import { adminOf, lockedText, moveLabels, textIn, withAdmin } from "./demo";

// /admin/orders/:id's body over the fake back office (demo.ts): the order read from the server, the moves it
// allows now sent back to it, and the order read again after each; or the load's skeleton, error or "no such
// order".

const meta = {
  title: "Features/Admin/StaffOrderSection",
  component: StaffOrderSection,
  ...sectionStory,
  args: { id: 1290 },
} satisfies Meta<typeof StaffOrderSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** Order `id`'s page over a fake back office with `options`. */
const over = (id: number, options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: `/admin/orders/${id}`,
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(options)),
  },
});

/** The move buttons once the order has come, in order. */
const offered = async (canvasElement: HTMLElement, locale: unknown, moves: readonly StaffMove[]) => {
  const row = await within(canvasElement).findByTestId("order-moves", undefined, LOAD);
  await waitFor(() =>
    expect(
      within(row)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(moveLabels(locale, moves)),
  );
  return row;
};

/** A new order: who placed it, approve or cancel, and the shopper's view of it below. */
const newPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await offered(canvasElement, globals.locale, ["approve", "cancel"]);
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId("order-shopper")).toHaveTextContent("Azizbek Karimov");
  await expect(canvas.getByTestId("order-detail")).toHaveTextContent(
    textIn(globals.locale, "orders.status.new"),
  );
  await expect(canvas.queryByRole("alert")).toBeNull();
};
export const NewOrder: Story = { parameters: over(1290), play: newPlay };
export const NewOrderRu: Story = { parameters: over(1290), globals: { locale: "ru" }, play: newPlay };

/** Delivered: nothing more to do, said in words. */
export const DeliveredSr: Story = {
  args: { id: 1031 },
  parameters: over(1031),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("no-moves", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.order.noMoves"),
    );
    await expect(within(canvasElement).queryByTestId("order-moves")).toBeNull();
  },
};

/** "Approve" reaches the server; the order is read again and offers the next moves. */
export const Approve: Story = {
  tags: ["no-visual"],
  parameters: over(1290),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const row = await offered(canvasElement, locale, ["approve", "cancel"]);
    await userEvent.click(within(row).getByRole("button", { name: textIn(locale, "admin.move.approve") }));
    await waitFor(() => expect(adminOf(loaded).moves).toEqual([{ id: 1290, request: { move: "approve" } }]));
    await offered(canvasElement, locale, ["dispatch", "cancel"]);
    await expect(within(canvasElement).getByTestId("order-detail")).toHaveTextContent(
      textIn(locale, "orders.status.approved"),
    );
  },
};

/**
 * Another operator cancelled the order while this page showed it: "Approve" is refused (409) and the page
 * says why in its language; nothing is recorded as moved.
 */
const refusedPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const row = await offered(canvasElement, locale, ["approve", "cancel"]);
  const fake = adminOf(loaded);
  await fake.move(1290, { move: "cancel", reason: "Дубликат" });
  await userEvent.click(within(row).getByRole("button", { name: textIn(locale, "admin.move.approve") }));
  const refusal = await within(canvasElement).findByTestId("move-refusal", undefined, LOAD);
  await expect(refusal).toHaveAttribute("role", "alert");
  await expect(refusal).toHaveTextContent(lockedText(locale, OrderStatus.CANCELLED));
  await expect(fake.moves.map((m) => m.request.move)).toEqual(["cancel"]);
  // The picture as after a press with the mouse, which leaves no focus ring (the simulated click does).
  (document.activeElement as HTMLElement | null)?.blur();
};
export const MoveRefused: Story = { parameters: over(1290), play: refusedPlay };
export const MoveRefusedRu: Story = { parameters: over(1290), globals: { locale: "ru" }, play: refusedPlay };

/** The first load: the order view's skeleton, no moves yet. */
export const Loading: Story = {
  parameters: over(1290, { latency: "never" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("order-loading", undefined, LOAD)).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(within(canvasElement).queryByTestId("order-moves")).toBeNull();
  },
};

/** The server is down: the order view's error and a retry, which asks again. */
const failedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText(textIn(globals.locale, "orders.detail.error"), undefined, LOAD),
  ).toBeVisible();
  await expect(canvas.getByRole("button")).toBeEnabled();
  await expect(canvas.queryByTestId("order-moves")).toBeNull();
};
export const Failed: Story = { parameters: over(1290, { failing: true }), play: failedPlay };
export const FailedRu: Story = {
  parameters: over(1290, { failing: true }),
  globals: { locale: "ru" },
  play: failedPlay,
};

/** An order the server does not have: said in the staff's words, with the way back to the queue. */
export const Missing: Story = {
  args: { id: 999 },
  parameters: over(999),
  play: async ({ canvasElement, globals }) => {
    const notice = await within(canvasElement).findByTestId("order-missing", undefined, LOAD);
    await expect(notice).toHaveTextContent(textIn(globals.locale, "admin.order.missingText"));
    await expect(within(notice).getByRole("link")).toHaveTextContent(
      textIn(globals.locale, "admin.order.toQueue"),
    );
  },
};

/** On a 320 px phone, an order on its way: its moves finger-sized, nothing past the edge. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { id: 1042 },
  parameters: over(1042),
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const row = await offered(canvasElement, globals.locale, ["deliver", "cancel"]);
    for (const button of within(row).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await within(canvasElement).findByTestId("order-detail", undefined, LOAD);
    await waitFor(() => expect(overflowing(canvasElement)).toEqual([]));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
