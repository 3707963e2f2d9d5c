import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { QueuePage } from "../../../application/admin/admin.types";
import type { FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { QueueList } from "../../../ui/features/admin/queue-list";
import { moneyIn, overflowing } from "../orders/demo";
import { ANY, demoQueue, textIn } from "./demo";

// The queue: a table on a wide screen, cards on a phone, with paging; or its loading, empty or error. The
// rows are the fake back office's (demo.ts); `parameters.queue` picks its options.

const meta = {
  title: "Features/Admin/QueueList",
  component: QueueList,
  args: { queue: null, status: "ready", page: 1, onPage: fn(), onRetry: fn() },
  loaders: [
    async ({ parameters }) => ({
      queue: await demoQueue((parameters.queue ?? {}) as FakeAdminOptions, {
        ...ANY,
        page: (parameters.queuePage as number | undefined) ?? 1,
      }),
    }),
  ],
  render: (args, { loaded, parameters }) => (
    <QueueList {...args} queue={parameters.noQueue ? null : (loaded.queue as QueuePage)} />
  ),
} satisfies Meta<typeof QueueList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chakra's md breakpoint: the table from here up, the cards below. */
const wide = () => window.matchMedia("(min-width: 48em)").matches;

/**
 * Every row in the layout the width shows (the other one hidden): its number linking to the order's page,
 * its status, receiver and sum in the story's language.
 */
const rowsPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const queue = loaded.queue as QueuePage;
  const canvas = within(await within(canvasElement).findByTestId("queue"));
  const links = canvas.getAllByRole("link");
  await expect(links.map((l) => l.getAttribute("href"))).toEqual(
    queue.results.map((o) => `/admin/orders/${o.id}`),
  );
  await expect(links.map((l) => l.getAttribute("aria-label") ?? l.textContent)).toEqual(
    queue.results.map((o) => textIn(globals.locale, "admin.queue.order", { id: o.id })),
  );
  if (wide()) {
    const table = canvas.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    await expect(headers).toEqual(
      [
        "queue.number",
        "queue.placed",
        "filter.status",
        "queue.receiver",
        "filter.delivery",
        "filter.payment",
        "queue.sum",
      ].map((id) => textIn(globals.locale, `admin.${id}`)),
    );
    await expect(within(table).getAllByRole("row")).toHaveLength(queue.results.length + 1);
  } else {
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(queue.results.length);
  }
  const first = queue.results[0]!;
  const row = links[0]!.closest(wide() ? "tr" : "li")!;
  await expect(row).toHaveTextContent(textIn(globals.locale, "orders.status.new"));
  await expect(row).toHaveTextContent(first.receiver.fullName);
  await expect(row).toHaveTextContent(moneyIn(globals.locale, first.price));
  // Every row fits on one page: no paging.
  await expect(canvas.queryByRole("navigation")).toBeNull();
};

export const Rows: Story = { play: rowsPlay };
export const RowsRu: Story = { globals: { locale: "ru" }, play: rowsPlay };
export const RowsUz: Story = { globals: { locale: "uz" }, play: rowsPlay };

/** A wide screen (the story tests' window is a phone's unless told): the table, not the cards. */
export const Table: Story = {
  tags: ["no-visual"],
  globals: { locale: "uz", viewport: { value: "tablet" } },
  play: async (context) => {
    await expect(wide()).toBe(true);
    await rowsPlay(context);
  },
};

/** The second of three pages: both ways on, each asking for its neighbour; "page 2 of 3" read out. */
const pagedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const nav = within(canvasElement).getByRole("navigation", {
    name: textIn(globals.locale, "admin.queue.pages"),
  });
  await expect(nav).toHaveTextContent(textIn(globals.locale, "admin.queue.pageOf", { page: 2, pages: 3 }));
  const previous = within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.previous") });
  const next = within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.next") });
  await userEvent.click(next);
  await expect(args.onPage).toHaveBeenLastCalledWith(3);
  await userEvent.click(previous);
  await expect(args.onPage).toHaveBeenLastCalledWith(1);
};
const PAGED = { queue: { pageSize: 2 }, queuePage: 2 };

export const Paged: Story = { args: { page: 2 }, parameters: PAGED, play: pagedPlay };
export const PagedRu: Story = {
  args: { page: 2 },
  parameters: PAGED,
  globals: { locale: "ru" },
  play: pagedPlay,
};

/** The last page: no way further. */
export const LastPage: Story = {
  tags: ["no-visual"],
  args: { page: 3 },
  parameters: { queue: { pageSize: 2 }, queuePage: 3 },
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(
      within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.next") }),
    ).toBeDisabled();
    await expect(
      within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.previous") }),
    ).toBeEnabled();
  },
};

/** No order matches: one line saying so, no table, no paging. */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId("queue-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.queue.empty"),
  );
  await expect(canvas.queryByRole("table")).toBeNull();
  await expect(canvas.queryByRole("link")).toBeNull();
};

export const Empty: Story = { parameters: { queue: { empty: true } }, play: emptyPlay };
export const EmptyUz: Story = {
  parameters: { queue: { empty: true } },
  globals: { locale: "uz" },
  play: emptyPlay,
};

/** The first load: skeleton rows, busy, with words for a screen reader. */
const loadingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const loading = within(canvasElement).getByTestId("queue-loading");
  await expect(loading).toHaveAttribute("aria-busy", "true");
  await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.queue.loading"));
  await expect(within(canvasElement).queryByRole("link")).toBeNull();
};

export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noQueue: true },
  play: loadingPlay,
};
export const LoadingRu: Story = {
  args: { status: "pending" },
  parameters: { noQueue: true },
  globals: { locale: "ru" },
  play: loadingPlay,
};

/** Another filter asked for while rows are shown: the rows stay, marked busy, instead of a skeleton. */
export const Reloading: Story = {
  tags: ["no-visual"],
  args: { status: "pending" },
  play: async ({ canvasElement }) => {
    const queue = within(canvasElement).getByTestId("queue");
    await expect(queue).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByTestId("queue-loading")).toBeNull();
  },
};

/** The load failed: an alert in the story's language (or the server's words) and a retry. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(args.errorText ?? textIn(globals.locale, "admin.queue.error"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  await expect(within(canvasElement).queryByRole("link")).toBeNull();
};

export const Failed: Story = { args: { status: "error" }, play: errorPlay };
export const FailedUz: Story = { args: { status: "error" }, globals: { locale: "uz" }, play: errorPlay };
export const FailedWithServerWords: Story = {
  args: { status: "error", errorText: "Сервер временно недоступен, попробуйте через минуту." },
  globals: { locale: "ru" },
  play: errorPlay,
};

/**
 * On a 320 px phone: a card per order, no table, nothing poking out of the screen, every link and button
 * big enough for a finger; the paging fits too.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { page: 2 },
  parameters: PAGED,
  play: async (context) => {
    const { canvasElement, globals } = context;
    await expect(window.innerWidth).toBe(320);
    await expect(wide()).toBe(false);
    await pagedPlay(context);
    const queue = within(canvasElement).getByTestId("queue");
    await expect(within(queue).getAllByRole("listitem")).toHaveLength(2);
    // Finger-sized ways between pages, the page's number whole on its own line above them.
    const nav = within(queue).getByRole("navigation");
    for (const button of within(nav).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const label = within(nav).getByText(textIn(globals.locale, "admin.queue.pageOf", { page: 2, pages: 3 }));
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(nav).getAllByRole("button")[0]!.getBoundingClientRect().top,
    );
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const PhoneRu: Story = {
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  play: async (context) => {
    await rowsPlay(context);
    await expect(overflowing(context.canvasElement)).toEqual([]);
  },
};
