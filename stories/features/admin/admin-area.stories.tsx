import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $loginOpen, accountCleared } from "../../../application/account/session.model";
import { OrderStatus } from "../../../domain/order";
import AdminArea from "../../../ui/features/admin/admin-area";
import { appStory } from "../../support/app-story";
import { readyDialog } from "../../support/dialog";
import { overflowing } from "../orders/demo";
import { adminOf, lockedText, moveLabels, signIn, textIn, withAdmin } from "./demo";

// The back office as a page, over the fake server: the door (who may enter), the section nav, the queue with
// its filters in the URL, and an order's detail whose moves reach the fake back office (demo.ts). The admin
// gateway is handed to the scope first, as the lazy chunk admin-area.tsx imports would.

const meta = {
  title: "Features/Admin/AdminArea",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** The area at `path`, signed in (or a guest), over a fake back office with `options`. */
const at = (path: string, options: FakeAdminOptions = {}, signedIn = true) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      if (signedIn) await signIn(scope);
      else await allSettled(accountCleared, { scope });
      await withAdmin(scope, new FakeAdminGateway(options));
    },
  },
});

/** The staff's frame: the nav with its one section current, and the page's heading. */
const staffFrame = async (canvasElement: HTMLElement, locale: unknown, title: string) => {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole("navigation", { name: textIn(locale, "admin.nav.label") }, LOAD);
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, "admin.nav.orders"),
  );
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(title));
};

/** The queue: the filters and every order of the fake, newest first, each linking to its page. */
const queuePlay: Story["play"] = async ({ canvasElement, globals }) => {
  await staffFrame(canvasElement, globals.locale, textIn(globals.locale, "admin.queue.title"));
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole("search", { name: textIn(globals.locale, "admin.filter.label") }),
  ).toBeVisible();
  const queue = await canvas.findByTestId("queue", undefined, LOAD);
  await waitFor(() =>
    expect(
      within(queue)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")?.replace(/^\/(uz|sr)/, "")),
    ).toEqual([1290, 1046, 1044, 1042, 1031, 1027].map((id) => `/admin/orders/${id}`)),
  );
  await expect(canvas.queryByTestId("admin-door")).toBeNull();
};

export const Queue: Story = { parameters: at("/admin"), play: queuePlay };
export const QueueRu: Story = { parameters: at("/admin"), globals: { locale: "ru" }, play: queuePlay };
export const QueueUz: Story = { parameters: at("/admin"), globals: { locale: "uz" }, play: queuePlay };

/**
 * A status picked: the URL's query changes and the queue holds only the new orders; clearing brings all
 * back.
 */
export const FilterByStatus: Story = {
  tags: ["no-visual"],
  parameters: at("/admin"),
  play: async (context) => {
    await queuePlay(context);
    const { canvasElement, globals } = context;
    const canvas = within(canvasElement);
    const links = () => within(canvas.getByTestId("queue")).getAllByRole("link");
    await userEvent.selectOptions(
      canvas.getByLabelText(textIn(globals.locale, "admin.filter.status")),
      String(OrderStatus.NEW),
    );
    await waitFor(() => expect(links()).toHaveLength(2));
    await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "admin.filter.reset") }));
    await waitFor(() => expect(links()).toHaveLength(6));
  },
};

/** The URL asks for cancelled orders only (a shared link): the filter shows it and the queue obeys. */
export const QueueFromUrlUz: Story = {
  parameters: at(`/admin?status=${OrderStatus.CANCELLED}`),
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const queue = await canvas.findByTestId("queue", undefined, LOAD);
    await waitFor(() => expect(within(queue).getAllByRole("link")).toHaveLength(1));
    await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.status"))).toHaveDisplayValue(
      textIn(globals.locale, "orders.status.cancelled"),
    );
  },
};

/** No orders at all. */
export const EmptyQueueRu: Story = {
  parameters: at("/admin", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("queue-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.queue.empty"),
    );
  },
};

/**
 * On a 320 px phone: the filters folded behind their button so the queue is on the first screen, the orders
 * as cards, nothing wider than the screen.
 */
export const QueuePhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: at("/admin", { pageSize: 3 }),
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole(
      "button",
      { name: textIn(globals.locale, "admin.filter.toggle") },
      LOAD,
    );
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(
      canvas.queryByRole("search", { name: textIn(globals.locale, "admin.filter.label") }),
    ).toBeNull();
    const queue = await canvas.findByTestId("queue", undefined, LOAD);
    await waitFor(() => expect(within(queue).getAllByRole("listitem")).toHaveLength(3));
    await expect(within(queue).queryByRole("table")).toBeNull();
    await expect(within(queue).getByRole("navigation")).toHaveTextContent(
      textIn(globals.locale, "admin.queue.pageOf", { page: 1, pages: 2 }),
    );
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A phone with a status chosen in the URL: the button counts it; pressed, the filters unfold one under
 * another inside the screen, and pressed again they fold.
 */
export const QueuePhoneFilters: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: at(`/admin?status=${OrderStatus.NEW}`, { pageSize: 3 }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole(
      "button",
      { name: textIn(globals.locale, "admin.filter.toggleCount", { chosen: 1 }) },
      LOAD,
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const form = canvas.getByRole("search", { name: textIn(globals.locale, "admin.filter.label") });
    await expect(within(form).getByLabelText(textIn(globals.locale, "admin.filter.status"))).toBeVisible();
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    await userEvent.click(toggle);
    await expect(
      canvas.queryByRole("search", { name: textIn(globals.locale, "admin.filter.label") }),
    ).toBeNull();
    await userEvent.click(toggle);
    toggle.blur();
  },
};

// ----- the door -----

/** A guest: the sign-in prompt, no nav and no queue; its button opens the login dialog. */
const guestPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText(textIn(globals.locale, "admin.door.signIn"), undefined, LOAD),
  ).toBeVisible();
  await expect(canvas.queryByRole("navigation")).toBeNull();
  await expect(canvas.queryByTestId("queue")).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "header.login") }));
  await expect((loaded as { scope: Scope }).scope.getState($loginOpen)).toBe(true);
};
export const Guest: Story = { parameters: at("/admin", {}, false), play: guestPlay };
export const GuestUz: Story = {
  parameters: at("/admin", {}, false),
  globals: { locale: "uz" },
  play: guestPlay,
};

/** A shopper signed in: the server says 403, the page says "for staff"; no nav, no orders. */
const shopperPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByTestId("admin-door", undefined, LOAD)).toHaveTextContent(
    textIn(globals.locale, "admin.door.forbidden"),
  );
  await expect(canvas.queryByRole("navigation")).toBeNull();
  await expect(canvas.queryByTestId("queue")).toBeNull();
  await expect(canvas.queryByRole("search")).toBeNull();
};
export const Shopper: Story = { parameters: at("/admin", { caller: "shopper" }), play: shopperPlay };
export const ShopperRu: Story = {
  parameters: at("/admin", { caller: "shopper" }),
  globals: { locale: "ru" },
  play: shopperPlay,
};

/** The server cannot be reached: the door's alert; once it is back, "Try again" lets the staff member in. */
const failing: FakeAdminOptions = { failing: true };
export const NetworkFailureUz: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin",
      prepare: async (scope: Scope) => {
        await signIn(scope);
        // The options object stays the fake's own, so the story can bring the server back.
        await withAdmin(scope, new FakeAdminGateway(failing));
      },
    },
  },
  globals: { locale: "uz" },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.door.error"));
    await expect(canvas.queryByRole("navigation")).toBeNull();
    failing.failing = false;
    try {
      await userEvent.click(
        within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await queuePlay(context);
    } finally {
      failing.failing = true;
    }
  },
};

/** The same failure, left on screen for its picture. */
export const NetworkFailureRu: Story = {
  parameters: at("/admin", { failing: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.door.errorText"));
    await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  },
};

// ----- an order -----

const moves = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId("order-moves", undefined, LOAD));

/**
 * A new order: its number as the heading; "Approve" goes to the server, and the order comes back approved.
 */
const approvePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  await staffFrame(canvasElement, globals.locale, textIn(globals.locale, "admin.queue.order", { id: 1290 }));
  const row = await moves(canvasElement);
  await expect(row.getAllByRole("button").map((b) => b.textContent)).toEqual(
    moveLabels(globals.locale, ["approve", "cancel"]),
  );
  await userEvent.click(row.getByRole("button", { name: textIn(globals.locale, "admin.move.approve") }));
  const fake = adminOf(loaded);
  await waitFor(() => expect(fake.moves).toEqual([{ id: 1290, request: { move: "approve" } }]));
  await waitFor(async () =>
    expect((await moves(canvasElement)).getAllByRole("button").map((b) => b.textContent)).toEqual(
      moveLabels(globals.locale, ["dispatch", "cancel"]),
    ),
  );
  await expect(within(canvasElement).getByTestId("order-detail")).toHaveTextContent(
    textIn(globals.locale, "orders.status.approved"),
  );
};
export const OrderApproved: Story = {
  args: { orderId: 1290 },
  parameters: at("/admin/orders/1290"),
  play: approvePlay,
};
export const OrderApprovedUz: Story = {
  args: { orderId: 1290 },
  parameters: at("/admin/orders/1290"),
  globals: { locale: "uz" },
  play: approvePlay,
};

/**
 * Approved: the courier's details through the dialog reach the server; the dialog closes, "On the way" next.
 */
export const OrderDispatchedRu: Story = {
  args: { orderId: 1044 },
  parameters: at("/admin/orders/1044"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const row = await moves(canvasElement);
    await userEvent.click(row.getByRole("button", { name: textIn(locale, "admin.move.dispatch") }));
    const dialog = within(await readyDialog());
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.dispatch.name"), { exact: false }),
      "Шерзод Алиев",
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.dispatch.phone"), { exact: false }),
      "+998905551234",
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.dispatch.car"), { exact: false }),
      "01A123BC",
    );
    await userEvent.click(dialog.getByRole("button", { name: textIn(locale, "admin.dispatch.submit") }));
    const fake = adminOf(loaded);
    await waitFor(() =>
      expect(fake.moves).toEqual([
        {
          id: 1044,
          request: {
            move: "dispatch",
            courier: { name: "Шерзод Алиев", phone: "+998905551234", carNumber: "01A123BC" },
          },
        },
      ]),
    );
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(async () =>
      expect((await moves(canvasElement)).getAllByRole("button").map((b) => b.textContent)).toEqual(
        moveLabels(locale, ["depart", "cancel"]),
      ),
    );
  },
};

/**
 * Another operator cancelled the order while this page showed it: "Approve" is refused (409), the page says
 * why in its language, nothing is recorded as moved, and the reloaded order offers nothing more.
 */
const refusedPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const row = await moves(canvasElement);
  const fake = adminOf(loaded);
  await fake.move(1290, { move: "cancel", reason: "Дубликат" });
  await userEvent.click(row.getByRole("button", { name: textIn(globals.locale, "admin.move.approve") }));
  const refusal = await within(canvasElement).findByTestId("move-refusal", undefined, LOAD);
  await expect(refusal).toHaveAttribute("role", "alert");
  await expect(refusal).toHaveTextContent(lockedText(globals.locale, OrderStatus.CANCELLED));
  await expect(refusal.textContent).not.toMatch(/ORDER\.|order_status/);
  await expect(fake.moves.map((m) => m.request.move)).toEqual(["cancel"]);
};
export const MoveRefusedRu: Story = {
  args: { orderId: 1290 },
  parameters: at("/admin/orders/1290"),
  globals: { locale: "ru" },
  play: refusedPlay,
};
export const MoveRefusedUz: Story = {
  args: { orderId: 1290 },
  parameters: at("/admin/orders/1290"),
  globals: { locale: "uz" },
  play: refusedPlay,
};

/** Delivered: the detail with nothing more to do. */
export const OrderDeliveredUz: Story = {
  args: { orderId: 1031 },
  parameters: at("/admin/orders/1031"),
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    await staffFrame(
      canvasElement,
      globals.locale,
      textIn(globals.locale, "admin.queue.order", { id: 1031 }),
    );
    await expect(await within(canvasElement).findByTestId("no-moves", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.order.noMoves"),
    );
  },
};

/** An order on a 320 px phone: the moves and the order view fit the screen. */
export const OrderPhone: Story = {
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  args: { orderId: 1042 },
  parameters: at("/admin/orders/1042"),
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const row = await moves(canvasElement);
    await expect(row.getAllByRole("button").map((b) => b.textContent)).toEqual(
      moveLabels(globals.locale, ["deliver", "cancel"]),
    );
    await within(canvasElement).findByTestId("order-detail", undefined, LOAD);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
