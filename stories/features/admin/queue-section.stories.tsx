import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { OrderStatus } from "../../../domain/order";
import { QueueSection } from "../../../ui/features/admin/queue-section";
import { stackedSectionStory } from "../../support/app-story";
import { overflowing } from "../orders/demo";
import { expectRoleRefused, textIn, withAdmin } from "./demo";

// /admin's body over the fake back office (demo.ts): the filters and the queue, the filters read from and
// written to the URL's query, so a shared link or a reload shows the same orders.

const meta = {
  title: "Features/Admin/QueueSection",
  component: QueueSection,
  ...stackedSectionStory,
} satisfies Meta<typeof QueueSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const ALL = [1290, 1046, 1044, 1042, 1031, 1027];

/** /admin with `query`, over a fake back office with `options`. */
const over = (query = "", options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: `/admin${query}`,
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(options)),
  },
});

/** The orders the queue links to, in its order, without the language's prefix. */
const shown = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId("queue"))
    .getAllByRole("link")
    .map((l) => Number(l.getAttribute("href")?.replace(/^(\/(uz|sr))?\/admin\/orders\//, "")));

const statusSelect = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByLabelText(textIn(locale, "admin.filter.status"));

/** Every order of the fake, newest first, each linking to its page; the filters all at "any". */
const ordersPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole("search", { name: textIn(globals.locale, "admin.filter.label") }),
  ).toBeInTheDocument();
  await canvas.findByTestId("queue", undefined, LOAD);
  await waitFor(() => expect(shown(canvasElement)).toEqual(ALL));
  await expect(canvas.getAllByText(textIn(globals.locale, "orders.status.new")).length).toBeGreaterThan(0);
};

export const Orders: Story = { parameters: over(), play: ordersPlay };
export const OrdersRu: Story = { parameters: over(), globals: { locale: "ru" }, play: ordersPlay };

/** A shared link asking for approved orders: the status filter shows it and the queue holds only those. */
const fromUrlPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await within(canvasElement).findByTestId("queue", undefined, LOAD);
  await waitFor(() => expect(shown(canvasElement)).toEqual([1044]));
  await expect(statusSelect(canvasElement, globals.locale)).toHaveDisplayValue(
    textIn(globals.locale, "orders.status.approved"),
  );
};
export const FromUrlSr: Story = {
  parameters: over(`?status=${OrderStatus.APPROVED}`),
  globals: { locale: "sr" },
  play: fromUrlPlay,
};

/** A link mangled on its way (a word for the status, a page below one, a date that is none): all orders. */
export const MalformedUrl: Story = {
  tags: ["no-visual"],
  parameters: over("?status=new&page=-2&from=2026-1-5&delivery_type=9"),
  play: async (context) => {
    await ordersPlay(context);
    await expect(statusSelect(context.canvasElement, context.globals.locale)).toHaveValue("");
  },
};

/**
 * A status picked: the query changes and the queue follows; the next page keeps the filter; clearing the
 * filters brings every order back from the first page.
 */
export const FilterAndPage: Story = {
  tags: ["no-visual"],
  parameters: over("", { pageSize: 1 }),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const canvas = within(canvasElement);
    await canvas.findByTestId("queue", undefined, LOAD);
    await waitFor(() => expect(shown(canvasElement)).toEqual([1290]));
    await userEvent.selectOptions(statusSelect(canvasElement, locale), String(OrderStatus.NEW));
    await waitFor(() =>
      expect(canvas.getByRole("navigation", { name: textIn(locale, "admin.queue.pages") })).toHaveTextContent(
        textIn(locale, "admin.queue.pageOf", { page: 1, pages: 2 }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.queue.next") }));
    await waitFor(() => expect(shown(canvasElement)).toEqual([1046]));
    await expect(statusSelect(canvasElement, locale)).toHaveValue(String(OrderStatus.NEW));
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.filter.reset") }));
    await waitFor(() => expect(shown(canvasElement)).toEqual([1290]));
    await expect(canvas.getByRole("navigation")).toHaveTextContent(
      textIn(locale, "admin.queue.pageOf", { page: 1, pages: ALL.length }),
    );
  },
};

/** The first load: the queue's skeleton under the filters. */
export const Loading: Story = {
  parameters: over("", { latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("queue-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.queue.loading"));
  },
};

/** No order matches: the queue says so. */
export const EmptyRu: Story = {
  parameters: over("", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("queue-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.queue.empty"),
    );
  },
};

/** The server is down: the queue's alert in the page's language and a retry. */
const failedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.queue.error"));
  await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  await expect(within(canvasElement).queryByTestId("queue")).toBeNull();
};
export const Failed: Story = { parameters: over("", { failing: true }), play: failedPlay };
export const FailedRu: Story = {
  parameters: over("", { failing: true }),
  globals: { locale: "ru" },
  play: failedPlay,
};

/** An account that is not the shop's staff (403): the server's words and whom to ask, no "Try again". */
export const ForbiddenUz: Story = {
  tags: ["no-visual"],
  parameters: over("", { caller: "shopper" }),
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    await expectRoleRefused(
      await within(canvasElement).findByTestId("queue-error", undefined, LOAD),
      globals.locale,
    );
    await expect(within(canvasElement).queryByTestId("queue")).toBeNull();
  },
};

/**
 * On a 320 px phone: the filters folded behind their button, a card per order, the paging under them, nothing
 * wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: over("?page=2", { pageSize: 2 }),
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const queue = await within(canvasElement).findByTestId("queue", undefined, LOAD);
    await waitFor(() => expect(shown(canvasElement)).toEqual([1044, 1042]));
    await expect(within(queue).queryByRole("table")).toBeNull();
    await expect(within(queue).getByRole("navigation")).toHaveTextContent(
      textIn(globals.locale, "admin.queue.pageOf", { page: 2, pages: 3 }),
    );
    await expect(within(canvasElement).getByTestId("queue-filters-toggle")).toBeVisible();
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
