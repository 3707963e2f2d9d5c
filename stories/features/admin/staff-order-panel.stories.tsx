import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { StaffMove, StaffOrder } from "../../../application/admin/admin.types";
import { OrderStatus } from "../../../domain/order";
import { StaffOrderPanel } from "../../../ui/features/admin/staff-order-panel";
import { overflowing } from "../orders/demo";
import { demoStaffOrder, lockedText, moveLabels, textIn } from "./demo";

// One order as staff see it: who placed it, the moves the server allows now, and the shopper's own view. The
// order is the fake back office's (`parameters.orderId`); the moves come back through the callbacks.

const meta = {
  title: "Features/Admin/StaffOrderPanel",
  component: StaffOrderPanel,
  args: {
    order: null,
    status: "ready",
    movePending: false,
    refusal: null,
    movesMade: 0,
    onMove: fn(),
    onDispatch: fn(),
    onCancel: fn(),
    onDialog: fn(),
    onRetry: fn(),
  },
  parameters: { orderId: 1290 },
  loaders: [async ({ parameters }) => ({ order: await demoStaffOrder(parameters.orderId as number) })],
  render: (args, { loaded, parameters }) => (
    <StaffOrderPanel {...args} order={parameters.noOrder ? null : (loaded.order as StaffOrder)} />
  ),
} satisfies Meta<typeof StaffOrderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons under "Next step" are exactly `moves`, in order, each in the story's language. */
const offers = async (canvasElement: HTMLElement, locale: unknown, moves: readonly StaffMove[]) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: textIn(locale, "admin.order.moves") })).toBeVisible();
  const row = canvas.getByTestId("order-moves");
  await expect(
    within(row)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(moveLabels(locale, moves));
  return row;
};

/** Who placed it, with a phone link, above the shopper's view of the same order. */
const shopperShown = async (canvasElement: HTMLElement, order: StaffOrder) => {
  const shopper = within(canvasElement).getByTestId("order-shopper");
  await expect(shopper).toHaveTextContent(order.shopper!.fullName);
  await expect(within(shopper).getByRole("link")).toHaveAttribute(
    "href",
    expect.stringMatching(/^tel:\+998/),
  );
  await expect(within(canvasElement).getByTestId("order-detail")).toBeVisible();
};

/** New: approve or cancel; approving needs nothing more and goes straight out. */
const newPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  await shopperShown(canvasElement, loaded.order as StaffOrder);
  const row = await offers(canvasElement, globals.locale, ["approve", "cancel"]);
  await userEvent.click(
    within(row).getByRole("button", { name: textIn(globals.locale, "admin.move.approve") }),
  );
  await expect(args.onMove).toHaveBeenCalledWith("approve");
  await expect(args.onDispatch).not.toHaveBeenCalled();
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};

export const NewOrder: Story = { play: newPlay };
export const NewOrderRu: Story = { globals: { locale: "ru" }, play: newPlay };
export const NewOrderUz: Story = { globals: { locale: "uz" }, play: newPlay };

/** Approved for a BTS branch: hand it to a courier (through the dialog) or cancel; no "delivered" yet. */
const approvedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await offers(canvasElement, globals.locale, ["dispatch", "cancel"]);
  await expect(
    within(canvasElement).queryByRole("button", { name: textIn(globals.locale, "admin.move.deliver") }),
  ).toBeNull();
};

export const Approved: Story = { parameters: { orderId: 1044 }, play: approvedPlay };
export const ApprovedRu: Story = {
  parameters: { orderId: 1044 },
  globals: { locale: "ru" },
  play: approvedPlay,
};
export const ApprovedUz: Story = {
  parameters: { orderId: 1044 },
  globals: { locale: "uz" },
  play: approvedPlay,
};

/** Pressing "Hand to a courier" opens its dialog instead of moving the order. */
export const DispatchOpensDialog: Story = {
  tags: ["no-visual"],
  parameters: { orderId: 1044 },
  play: async ({ args, canvasElement, globals }) => {
    const row = await offers(canvasElement, globals.locale, ["dispatch", "cancel"]);
    await userEvent.click(
      within(row).getByRole("button", { name: textIn(globals.locale, "admin.move.dispatch") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "admin.dispatch.title"));
    await expect(args.onDialog).toHaveBeenCalled();
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onDispatch).not.toHaveBeenCalled();
  },
};

/** On the way: delivered or cancel. */
const onTheWayPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const row = await offers(canvasElement, globals.locale, ["deliver", "cancel"]);
  await userEvent.click(
    within(row).getByRole("button", { name: textIn(globals.locale, "admin.move.deliver") }),
  );
  await expect(args.onMove).toHaveBeenCalledWith("deliver");
};

export const OnTheWay: Story = { parameters: { orderId: 1042 }, play: onTheWayPlay };
export const OnTheWayRu: Story = {
  parameters: { orderId: 1042 },
  globals: { locale: "ru" },
  play: onTheWayPlay,
};
export const OnTheWayUz: Story = {
  parameters: { orderId: 1042 },
  globals: { locale: "uz" },
  play: onTheWayPlay,
};

/** Delivered (or cancelled): nothing more to do, said in words, and no move button at all. */
const finishedPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = within(canvasElement);
  await expect((loaded.order as StaffOrder).moves).toEqual([]);
  await expect(canvas.getByTestId("no-moves")).toHaveTextContent(
    textIn(globals.locale, "admin.order.noMoves"),
  );
  await expect(canvas.queryByTestId("order-moves")).toBeNull();
  for (const label of moveLabels(globals.locale, ["approve", "dispatch", "depart", "deliver", "cancel"]))
    await expect(canvas.queryByRole("button", { name: label })).toBeNull();
};

export const Delivered: Story = { parameters: { orderId: 1031 }, play: finishedPlay };
export const DeliveredRu: Story = {
  parameters: { orderId: 1031 },
  globals: { locale: "ru" },
  play: finishedPlay,
};
export const DeliveredUz: Story = {
  parameters: { orderId: 1031 },
  globals: { locale: "uz" },
  play: finishedPlay,
};
export const Cancelled: Story = {
  tags: ["no-visual"],
  parameters: { orderId: 1027 },
  play: finishedPlay,
};

/**
 * The server refused a move (another operator cancelled the order first): its translated reason under the
 * buttons, as an alert, never the bare code.
 */
const refusedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByTestId("move-refusal");
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(args.refusal!);
  await expect(args.refusal).toBe(textIn(globals.locale, "order_status_locked"));
  await expect(alert.textContent).not.toMatch(/ORDER\.|order_status/);
};
const refused = (locale: "ru" | "uz"): Story => ({
  args: { refusal: lockedText(locale, OrderStatus.CANCELLED) },
  globals: { locale },
  play: refusedPlay,
});
export const MoveRefusedRu = refused("ru");
export const MoveRefusedUz = refused("uz");

/** A move on its way: the buttons spin and do not take a second press. */
export const MovePending: Story = {
  tags: ["no-visual"],
  args: { movePending: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement.querySelector("[data-testid=order-moves]")!).getAllByRole(
      "button",
    ))
      await expect(button).toBeDisabled();
  },
};

/** The first load: the order view's skeleton, no moves. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noOrder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("order-loading")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByTestId("order-moves")).toBeNull();
  },
};

/** The load failed: the order view's error with a retry. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(textIn(globals.locale, "orders.detail.error"))).toBeVisible();
  await userEvent.click(canvas.getByRole("button"));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  await expect(canvas.queryByTestId("order-moves")).toBeNull();
};
export const Failed: Story = { args: { status: "error" }, parameters: { noOrder: true }, play: errorPlay };
export const FailedUz: Story = {
  args: { status: "error" },
  parameters: { noOrder: true },
  globals: { locale: "uz" },
  play: errorPlay,
};

/** No such order: said in the staff's words, with the way back to the queue (not "My orders"). */
const missingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const notice = within(canvasElement).getByTestId("order-missing");
  await expect(notice).toHaveTextContent(textIn(globals.locale, "orders.detail.missing"));
  await expect(notice).toHaveTextContent(textIn(globals.locale, "admin.order.missingText"));
  await expect(within(notice).getByRole("link")).toHaveTextContent(
    textIn(globals.locale, "admin.order.toQueue"),
  );
  await expect(within(notice).getByRole("link")).toHaveAttribute("href", "/admin");
};
export const Missing: Story = {
  args: { status: "missing" },
  parameters: { noOrder: true },
  play: missingPlay,
};
export const MissingRu: Story = {
  args: { status: "missing" },
  parameters: { noOrder: true },
  globals: { locale: "ru" },
  play: missingPlay,
};

/** On a 320 px phone: the moves wrap, finger-sized, and nothing pokes out. */
export const NewOrderPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { refusal: lockedText("uz", OrderStatus.CANCELLED) },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const row = await offers(canvasElement, globals.locale, ["approve", "cancel"]);
    for (const button of within(row).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(overflowing(canvasElement)).toEqual([]));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
