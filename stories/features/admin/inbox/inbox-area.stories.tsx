import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, signIn, textIn, withAdmin } from "../demo";

// The inbox as a page at /admin/inbox over the fake back office (demo.ts): the filters kept in the URL, the
// bug photos fetched through the gateway, and Close taking an item out of the open list.

const meta = {
  title: "Features/Admin/Inbox/InboxArea",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { section: "inbox", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const at = (path: string, options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      await signIn(scope);
      await withAdmin(scope, new FakeAdminGateway(options));
    },
  },
});

const items = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId("inbox", undefined, LOAD)).getAllByRole("article");

const photosShown = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => {
    const imgs = [...canvasElement.querySelectorAll<HTMLImageElement>("[data-testid=bug-photo] img")];
    expect(imgs).toHaveLength(count);
    for (const img of imgs) expect(img.complete && img.naturalWidth > 0).toBe(true);
  }, LOAD);

/** The section in the nav, the filters at their defaults, the open items and their photos. */
const inboxPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const locale = globals.locale;
  const nav = await canvas.findByRole("navigation", { name: textIn(locale, "admin.nav.label") }, LOAD);
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, "admin.nav.inbox"),
  );
  await expect(canvas.getByLabelText(textIn(locale, "admin.inbox.kind"))).toHaveDisplayValue(
    textIn(locale, "admin.inbox.kind.all"),
  );
  await expect(canvas.getByLabelText(textIn(locale, "admin.inbox.state"))).toHaveDisplayValue(
    textIn(locale, "admin.inbox.state.open"),
  );
  await waitFor(async () => expect(await items(canvasElement)).toHaveLength(3));
  await photosShown(canvasElement, 3);
};

export const Inbox: Story = { parameters: at("/admin/inbox"), play: inboxPlay };
export const InboxRu: Story = { parameters: at("/admin/inbox"), globals: { locale: "ru" }, play: inboxPlay };
export const InboxSr: Story = { parameters: at("/admin/inbox"), globals: { locale: "sr" }, play: inboxPlay };

/** Close reaches the server and the item leaves the open list; the closed list then holds it. */
export const Closed: Story = {
  parameters: at("/admin/inbox"),
  play: async (context) => {
    await inboxPlay(context);
    const { canvasElement, globals, loaded } = context;
    const locale = globals.locale;
    const feedback = (await items(canvasElement))[1]!;
    await userEvent.click(
      within(feedback).getByRole("button", { name: textIn(locale, "admin.inbox.close") }),
    );
    await waitFor(() => expect(adminOf(loaded).inbox.closed).toEqual([{ kind: "feedback", id: 118 }]));
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(2));
    await userEvent.selectOptions(
      within(canvasElement).getByLabelText(textIn(locale, "admin.inbox.state")),
      "closed",
    );
    await waitFor(async () =>
      expect((await items(canvasElement)).map((i) => i.getAttribute("aria-label"))).toEqual([
        textIn(locale, "admin.inbox.feedbackNo", { id: 118 }),
        textIn(locale, "admin.inbox.feedbackNo", { id: 117 }),
        textIn(locale, "admin.inbox.bugNo", { id: 27 }),
      ]),
    );
  },
};

/** Bug reports only, open and closed, straight from the URL (a shared link). */
export const BugsFromUrlRu: Story = {
  parameters: at("/admin/inbox?kind=bug&state=all"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(3));
    await expect(
      within(canvasElement).getByLabelText(textIn(globals.locale, "admin.inbox.kind")),
    ).toHaveDisplayValue(textIn(globals.locale, "admin.inbox.kind.bugMany"));
    await photosShown(canvasElement, 3);
  },
};

/** The server goes down before Close: the refusal shows under that item, which stays. */
const down: FakeAdminOptions = {};
export const CloseRefused: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin/inbox",
      prepare: async (scope: Scope) => {
        await signIn(scope);
        // The options object stays the fake's own, so the story can take the server down.
        await withAdmin(scope, new FakeAdminGateway(down));
      },
    },
  },
  play: async (context) => {
    await inboxPlay(context);
    const { canvasElement, globals } = context;
    const item = (await items(canvasElement))[0]!;
    down.failing = true;
    try {
      await userEvent.click(
        within(item).getByRole("button", { name: textIn(globals.locale, "admin.inbox.close") }),
      );
      await expect(await within(item).findByRole("alert", undefined, LOAD)).not.toBeEmptyDOMElement();
      await expect(await items(canvasElement)).toHaveLength(3);
    } finally {
      down.failing = false;
    }
  },
};

/** Nothing open. */
export const EmptyRu: Story = {
  parameters: at("/admin/inbox", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("inbox-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.allClosed"),
    );
  },
};

/** On a 320 px phone: the filters one under another, the items and photos within the screen. */
export const InboxPhone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: at("/admin/inbox?state=all"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(5));
    await photosShown(canvasElement, 3);
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
