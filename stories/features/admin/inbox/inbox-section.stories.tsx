import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { InboxFilter } from "../../../../application/admin/sections/inbox.types";
import { InboxSection } from "../../../../ui/features/admin/inbox/inbox-section";
import { stackedSectionStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";
import { OPEN, photosShown } from "./demo";

// /admin/inbox's body over the fake back office (demo.ts): the filters, read from and written to the URL's
// query, and the items they pick, each closed in place; or the list's skeleton, "nothing here", error, or the
// refusal a shopper's account meets. The fake's `inbox.items` is watched, so a story sees each query the
// section sends. The whole page with its nav is InboxArea's.

const meta = {
  title: "Features/Admin/Inbox/InboxSection",
  component: InboxSection,
  ...stackedSectionStory,
} satisfies Meta<typeof InboxSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** /admin/inbox with `query`, over a fake back office with `options` (its own, so a story can flip them). */
const over = (query = "", options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: `/admin/inbox${query}`,
    prepare: (scope: Scope) => {
      const fake = new FakeAdminGateway(options);
      spyOn(fake.inbox, "items");
      return withAdmin(scope, fake);
    },
  },
});

/** The queries the section sent for the list, in order. */
const asked = (loaded: unknown) => adminOf(loaded).inbox.items as unknown as { mock: { calls: unknown[][] } };
const lastAsked = (loaded: unknown) => asked(loaded).mock.calls.at(-1)?.[0] as InboxFilter | undefined;

const kindOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByLabelText(textIn(locale, "admin.inbox.kind"));
const stateOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByLabelText(textIn(locale, "admin.inbox.state"));

/** The items' names, in order, once `count` of them have come. */
const itemNames = async (canvasElement: HTMLElement, count: number) => {
  const list = await within(canvasElement).findByTestId("inbox", undefined, LOAD);
  await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(count));
  return within(list)
    .getAllByRole("article")
    .map((a) => a.getAttribute("aria-label"));
};
const named = (locale: unknown, items: readonly (readonly ["bug" | "feedback", number])[]) =>
  items.map(([kind, id]) =>
    textIn(locale, kind === "bug" ? "admin.inbox.bugNo" : "admin.inbox.feedbackNo", { id }),
  );

const OPEN_ITEMS = [
  ["bug", 31],
  ["feedback", 118],
  ["bug", 30],
] as const;

/** No query: the open items of every kind, newest first, asked for once; the filters say so. */
const openPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  await expect(await itemNames(canvasElement, 3)).toEqual(named(locale, OPEN_ITEMS));
  await expect(asked(loaded).mock.calls).toEqual([[OPEN]]);
  await expect(kindOf(canvasElement, locale)).toHaveDisplayValue(textIn(locale, "admin.inbox.kind.all"));
  await expect(stateOf(canvasElement, locale)).toHaveDisplayValue(textIn(locale, "admin.inbox.state.open"));
  await photosShown(canvasElement, 3);
};
export const Open: Story = { parameters: over(), play: openPlay };
export const OpenRu: Story = { parameters: over(), globals: { locale: "ru" }, play: openPlay };

/** A shared link asking for every bug report: the filters show it, and that is what the server is asked. */
export const BugsFromUrlSr: Story = {
  parameters: over("?kind=bug&state=all"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await expect(await itemNames(canvasElement, 3)).toEqual(
      named(locale, [
        ["bug", 31],
        ["bug", 30],
        ["bug", 27],
      ]),
    );
    await expect(lastAsked(loaded)).toEqual({ kind: "bug", state: "all", page: 1 });
    await expect(kindOf(canvasElement, locale)).toHaveDisplayValue(
      textIn(locale, "admin.inbox.kind.bugMany"),
    );
    await expect(stateOf(canvasElement, locale)).toHaveDisplayValue(textIn(locale, "admin.inbox.state.all"));
    await photosShown(canvasElement, 3);
  },
};

/** A link mangled on its way (words the filters do not know, a page below one): the default view. */
export const MalformedUrl: Story = {
  tags: ["no-visual"],
  parameters: over("?kind=spam&state=maybe&page=-2"),
  play: openPlay,
};

/** Each pick asks the server again with both filters, from the first page, and the list follows. */
export const FilterChanged: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await itemNames(canvasElement, 3);
    await userEvent.selectOptions(kindOf(canvasElement, locale), "feedback");
    await waitFor(() => expect(lastAsked(loaded)).toEqual({ kind: "feedback", state: "open", page: 1 }));
    await expect(await itemNames(canvasElement, 1)).toEqual(named(locale, [["feedback", 118]]));
    await userEvent.selectOptions(stateOf(canvasElement, locale), "closed");
    await waitFor(() => expect(lastAsked(loaded)).toEqual({ kind: "feedback", state: "closed", page: 1 }));
    await expect(await itemNames(canvasElement, 1)).toEqual(named(locale, [["feedback", 117]]));
    await expect(asked(loaded).mock.calls).toHaveLength(3);
  },
};

/** Two items a page: Next asks for page 2 with the same filters; a new filter starts from page 1 again. */
export const PagedSr: Story = {
  tags: ["no-visual"],
  parameters: over("", { pageSize: 2 }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await expect(await itemNames(canvasElement, 2)).toEqual(named(locale, OPEN_ITEMS.slice(0, 2)));
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(locale, "admin.queue.next") }),
    );
    await waitFor(() => expect(lastAsked(loaded)).toEqual({ kind: "all", state: "open", page: 2 }));
    await waitFor(async () =>
      expect(await itemNames(canvasElement, 1)).toEqual(named(locale, [["bug", 30]])),
    );
    await userEvent.selectOptions(kindOf(canvasElement, locale), "bug");
    await waitFor(() => expect(lastAsked(loaded)).toEqual({ kind: "bug", state: "open", page: 1 }));
    await waitFor(async () =>
      expect(await itemNames(canvasElement, 2)).toEqual(
        named(locale, [
          ["bug", 31],
          ["bug", 30],
        ]),
      ),
    );
  },
};

/** Close reaches the server and the item leaves the open list, without asking for the list again. */
export const Closes: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await itemNames(canvasElement, 3);
    const feedback = within(canvasElement).getAllByRole("article")[1]!;
    await userEvent.click(
      within(feedback).getByRole("button", { name: textIn(locale, "admin.inbox.close") }),
    );
    await waitFor(() => expect(adminOf(loaded).inbox.closed).toEqual([{ kind: "feedback", id: 118 }]));
    await waitFor(async () =>
      expect(await itemNames(canvasElement, 2)).toEqual(
        named(locale, [
          ["bug", 31],
          ["bug", 30],
        ]),
      ),
    );
    await expect(asked(loaded).mock.calls).toHaveLength(1);
  },
};

/** The server goes down before Close: its words under that item only, which stays with its Close. */
const down: FakeAdminOptions = {};
export const CloseRefusedSr: Story = {
  parameters: over("", down),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await itemNames(canvasElement, 3);
    await photosShown(canvasElement, 3);
    const items = within(canvasElement).getAllByRole("article");
    down.failing = true;
    try {
      await userEvent.click(
        within(items[1]!).getByRole("button", { name: textIn(locale, "admin.inbox.close") }),
      );
      await expect(await within(items[1]!).findByRole("alert", undefined, LOAD)).toHaveTextContent(
        textIn(locale, "an_error_occurred"),
      );
    } finally {
      down.failing = false;
    }
    await expect(within(items[0]!).queryByRole("alert")).toBeNull();
    await expect(await itemNames(canvasElement, 3)).toEqual(named(locale, OPEN_ITEMS));
    await expect(adminOf(loaded).inbox.closed).toEqual([]);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The first load: the filters already there, the list's skeleton under them, busy and named. */
export const Loading: Story = {
  parameters: over("", { latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("inbox-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.inbox.loading"));
    await expect(kindOf(canvasElement, globals.locale)).toBeEnabled();
  },
};

/** Nothing open: said so, rather than "nothing matches". */
export const EmptyRu: Story = {
  parameters: over("", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("inbox-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.allClosed"),
    );
  },
};

/** Nothing at all (open and closed asked for): "nothing matches these filters". */
export const EmptyAllSr: Story = {
  parameters: over("?state=all", { empty: true }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("inbox-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.empty"),
    );
  },
};

/** The server is down: the list's alert in the page's language and a retry; the filters stay usable. */
const failedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = await within(canvasElement).findByTestId("inbox-error", undefined, LOAD);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.inbox.error"));
  await expect(within(alert).getByRole("button")).toHaveAccessibleName(textIn(globals.locale, "admin.retry"));
  await expect(kindOf(canvasElement, globals.locale)).toBeEnabled();
  await expect(within(canvasElement).queryByRole("article")).toBeNull();
};
export const Failed: Story = { parameters: over("", { failing: true }), play: failedPlay };
export const FailedRu: Story = {
  parameters: over("", { failing: true }),
  globals: { locale: "ru" },
  play: failedPlay,
};

/** The server comes back: "Try again" asks for the same filters once more, and the items come. */
const failing: FakeAdminOptions = { failing: true };
export const FailedThenRetried: Story = {
  tags: ["no-visual"],
  parameters: over("?kind=bug", failing),
  play: async ({ canvasElement, globals, loaded }) => {
    const alert = await within(canvasElement).findByTestId("inbox-error", undefined, LOAD);
    failing.failing = false;
    try {
      await userEvent.click(
        within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await expect(await itemNames(canvasElement, 2)).toEqual(
        named(globals.locale, [
          ["bug", 31],
          ["bug", 30],
        ]),
      );
    } finally {
      failing.failing = true;
    }
    const query = { kind: "bug", state: "open", page: 1 };
    await expect(asked(loaded).mock.calls).toEqual([[query], [query]]);
  },
};

/**
 * A shopper's account (not staff): the server's 403 said in words with whom to ask, no items, and no "Try
 * again", which would only be refused again.
 */
export const ForbiddenRu: Story = {
  parameters: over("", { caller: "shopper" }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("inbox-error", undefined, LOAD);
    await expectRoleRefused(alert, globals.locale);
    await expect(within(canvasElement).queryByRole("article")).toBeNull();
  },
};

/** On a 320 px phone: the filters one under the other, every item, photo and button within the screen. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: over("?state=all"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await itemNames(canvasElement, 5);
    await photosShown(canvasElement, 3);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
