import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { FakeAdminGateway, FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { InboxFilter, InboxPage } from "../../../../application/admin/sections/inbox.types";
import { InboxList } from "../../../../ui/features/admin/inbox/inbox-list";
import type { PhotoLoader } from "../../../../ui/features/admin/inbox/use-photo-url";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoInbox, EVERYTHING, photosShown } from "./demo";

// The inbox's items with their kind, sender, date, text, photos (fetched as bytes, shown as object URLs) and
// a Close button; or its loading, empty or error. `parameters.inbox` picks the fake's options and
// `parameters.filter` the filter.

interface Loaded {
  inbox: InboxPage;
  fake: FakeAdminGateway;
  loadPhoto: PhotoLoader;
}

const meta = {
  title: "Features/Admin/Inbox/InboxList",
  component: InboxList,
  args: {
    status: "ready",
    inbox: null,
    page: 1,
    openOnly: true,
    closing: null,
    closeRefusal: null,
    loadPhoto: () => new Promise<Blob>(() => {}),
    onClose: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
  loaders: [
    async ({ parameters }) =>
      demoInbox((parameters.inbox ?? {}) as FakeAdminOptions, parameters.filter as InboxFilter | undefined),
  ],
  render: (args, { loaded, parameters }) => {
    const { inbox, loadPhoto } = loaded as Loaded;
    return <InboxList {...args} inbox={parameters.noInbox ? null : inbox} loadPhoto={loadPhoto} />;
  },
} satisfies Meta<typeof InboxList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open items: each names its kind, sender (or that it came without signing in), text, and offers
 * Close; the bug reports' photos come through the loader.
 */
const openPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const { inbox, fake } = loaded as Loaded;
  const locale = globals.locale;
  const items = within(within(canvasElement).getByTestId("inbox")).getAllByRole("article");
  await expect(items.map((i) => i.getAttribute("aria-label"))).toEqual(
    inbox.results.map((r) =>
      textIn(locale, r.kind === "bug" ? "admin.inbox.bugNo" : "admin.inbox.feedbackNo", { id: r.id }),
    ),
  );
  await expect(items.map((i) => within(i).getByTestId("inbox-kind").textContent)).toEqual(
    inbox.results.map((r) => textIn(locale, `admin.inbox.kind.${r.kind}`)),
  );
  await expect(items[1]).toHaveTextContent("Ольга Пак");
  await expect(within(items[1]!).getByRole("link")).toHaveAttribute("href", "tel:+998712345678");
  await expect(items[2]).toHaveTextContent(textIn(locale, "admin.inbox.anonymous"));
  await photosShown(canvasElement, 3);
  await expect(fake.inbox.photosAsked).toEqual(
    expect.arrayContaining([
      { id: 31, n: 0 },
      { id: 31, n: 1 },
      { id: 30, n: 0 },
    ]),
  );
  await userEvent.click(within(items[1]!).getByRole("button", { name: textIn(locale, "admin.inbox.close") }));
  await expect(args.onClose).toHaveBeenCalledWith({ kind: "feedback", id: 118 });
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

/** Open and closed: a closed item says when and by whom, and offers no Close. */
export const Everything: Story = {
  args: { openOnly: false },
  parameters: { filter: EVERYTHING },
  play: async ({ canvasElement, globals }) => {
    const items = within(canvasElement).getAllByRole("article");
    await expect(items).toHaveLength(5);
    const closed = within(items[3]!).getByTestId("inbox-closed");
    await expect(closed).toHaveTextContent("Malika Nazarova");
    await expect(within(items[3]!).queryByRole("button")).toBeNull();
    await expect(
      within(items[0]!).getByRole("button", { name: textIn(globals.locale, "admin.inbox.close") }),
    ).toBeVisible();
    await photosShown(canvasElement, 3);
  },
};

/**
 * A photo opens larger in a dialog named for it, which holds the focus; Escape closes it and the focus goes
 * back to the thumbnail.
 */
export const PhotoOpened: Story = {
  play: async ({ canvasElement, globals }) => {
    await photosShown(canvasElement, 3);
    const name = textIn(globals.locale, "admin.inbox.photo", { number: 2, count: 2 });
    const thumb = within(canvasElement).getByRole("button", { name });
    await userEvent.click(thumb);
    const dialog = await readyDialog();
    await expect(dialog).toHaveAccessibleName(name);
    const big = within(dialog).getByRole("img", { name });
    await waitFor(() => expect((big as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(big.getAttribute("src")).toMatch(/^blob:/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
};

/** The dialog left open (a picture of it is not taken: the capture showed the page without it). */
export const PhotoDialog: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    await photosShown(canvasElement, 3);
    const name = textIn(globals.locale, "admin.inbox.photo", { number: 1, count: 1 });
    await userEvent.click(within(canvasElement).getByRole("button", { name }));
    const dialog = await readyDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLImageElement>("img", { name }).naturalWidth).toBeGreaterThan(0),
    );
  },
};

/** A photo the server no longer has: a marked gap in its place, the rest shown. */
export const PhotoMissing: Story = {
  tags: ["no-visual"],
  render: (args, { loaded }) => {
    const { inbox, loadPhoto } = loaded as Loaded;
    const failing: PhotoLoader = (key) => (key.n === 1 ? Promise.reject(new Error("gone")) : loadPhoto(key));
    return <InboxList {...args} inbox={inbox} loadPhoto={failing} />;
  },
  play: async ({ canvasElement, globals }) => {
    const name = textIn(globals.locale, "admin.inbox.photo", { number: 2, count: 2 });
    await expect(await within(canvasElement).findByRole("img", { name })).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.photoMissing"),
    );
    await photosShown(canvasElement, 2);
  },
};

/** Being closed: its button waits; the refusal of another close shows under that item only. */
export const ClosingAndRefusedRu: Story = {
  globals: { locale: "ru" },
  args: {
    closing: { kind: "bug", id: 31 },
    closeRefusal: { kind: "feedback", id: 118, text: "Обращение не найдено." },
  },
  play: async ({ canvasElement, globals }) => {
    const items = within(canvasElement).getAllByRole("article");
    // The last of its buttons (the first ones are its photos).
    await expect(within(items[0]!).getAllByRole("button").at(-1)).toBeDisabled();
    await expect(within(items[1]!).getByRole("alert")).toHaveTextContent("Обращение не найдено.");
    await expect(within(items[2]!).queryByRole("alert")).toBeNull();
    await expect(
      within(items[2]!).getByRole("button", { name: textIn(globals.locale, "admin.inbox.close") }),
    ).toBeEnabled();
    await photosShown(canvasElement, 3);
  },
};

/** Nothing open: said so. */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("inbox-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.inbox.allClosed"),
  );
};
export const Empty: Story = { parameters: { inbox: { empty: true } }, play: emptyPlay };
export const EmptySr: Story = {
  parameters: { inbox: { empty: true } },
  globals: { locale: "sr" },
  play: emptyPlay,
};

/** The first load: skeletons, busy, with words for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noInbox: true },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("inbox-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.inbox.loading"));
  },
};

/** The load failed: an alert and a retry. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.inbox.error"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
};
export const Failed: Story = { args: { status: "error" }, play: errorPlay };
export const FailedRu: Story = { args: { status: "error" }, globals: { locale: "ru" }, play: errorPlay };

/** On a 320 px phone: the items, photos and Close buttons fit, every button big enough for a finger. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { openOnly: false },
  parameters: { filter: EVERYTHING },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await photosShown(canvasElement, 3);
    for (const button of within(canvasElement).getAllByRole("button", { name: /./ }))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
