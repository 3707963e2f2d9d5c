import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import { InboxItemCard } from "../../../../ui/features/admin/inbox/inbox-item-card";
import type { PhotoLoader } from "../../../../ui/features/admin/inbox/use-photo-url";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoInbox, demoItem, goneText, LONG_ITEM, photosShown } from "./demo";

// One item of the inbox alone: its kind, sender, date, text, a bug report's photos (fetched through the
// fake's loader, every call recorded), and Close; or what it says once closed. `parameters.photos` makes the
// loader never answer ("stalled") or lose each report's second photo ("missing").

interface Loaded {
  fake: FakeAdminGateway;
  loadPhoto: PhotoLoader;
  secondGone: PhotoLoader;
}

const meta = {
  title: "Features/Admin/Inbox/InboxItemCard",
  component: InboxItemCard,
  args: {
    item: demoItem("bug", 31),
    closing: false,
    refusal: null,
    loadPhoto: () => new Promise<Blob>(() => {}),
    onClose: fn(),
  },
  loaders: [
    async () => {
      const demo = await demoInbox();
      const secondGone: PhotoLoader = (key) =>
        key.n === 1 ? Promise.reject(new Error("gone")) : demo.loadPhoto(key);
      return { ...demo, secondGone };
    },
  ],
  render: (args, { loaded, parameters }) => {
    const { loadPhoto, secondGone } = loaded as Loaded;
    const photos = parameters.photos as "stalled" | "missing" | undefined;
    const load = photos === "stalled" ? args.loadPhoto : photos === "missing" ? secondGone : loadPhoto;
    return <InboxItemCard {...args} loadPhoto={load} />;
  },
} satisfies Meta<typeof InboxItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("article");
const closeOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(cardOf(canvasElement)).getByRole("button", { name: textIn(locale, "admin.inbox.close") });

/**
 * Bug report 31, sent signed in: named for its number, its kind, the sender's name and a phone to call, when
 * it came, both photos fetched once each; Close asks to close it.
 */
const bugPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const card = cardOf(canvasElement);
  await expect(card).toHaveAccessibleName(textIn(locale, "admin.inbox.bugNo", { id: 31 }));
  await expect(within(card).getByTestId("inbox-kind")).toHaveTextContent(
    textIn(locale, "admin.inbox.kind.bug"),
  );
  await expect(card.querySelector("time")).toHaveAttribute("datetime", "2026-11-25T07:45:00Z");
  const sender = within(card).getByTestId("inbox-sender");
  await expect(sender).toHaveTextContent("Jasur Karimov");
  await expect(within(sender).getByRole("link")).toHaveAttribute("href", "tel:+998935557788");
  await photosShown(canvasElement, 2);
  for (const number of [1, 2])
    await expect(
      within(card).getByRole("button", { name: textIn(locale, "admin.inbox.photo", { number, count: 2 }) }),
    ).toBeEnabled();
  const asked = (loaded as Loaded).fake.inbox.photosAsked;
  await expect([...asked].sort((a, b) => a.n - b.n)).toEqual([
    { id: 31, n: 0 },
    { id: 31, n: 1 },
  ]);
  await expect(within(card).queryByRole("alert")).toBeNull();
  await userEvent.click(closeOf(canvasElement, locale));
  await expect(args.onClose).toHaveBeenCalledTimes(1);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const BugReport: Story = { play: bugPlay };
export const BugReportRu: Story = { globals: { locale: "ru" }, play: bugPlay };
export const BugReportSr: Story = { globals: { locale: "sr" }, play: bugPlay };

/** A feedback message: no photos, so nothing is fetched; the sender's number is a link to call. */
export const FeedbackRu: Story = {
  args: { item: demoItem("feedback", 118) },
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals, loaded }) => {
    const card = cardOf(canvasElement);
    await expect(card).toHaveAccessibleName(textIn(globals.locale, "admin.inbox.feedbackNo", { id: 118 }));
    await expect(within(card).getByTestId("inbox-kind")).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.kind.feedback"),
    );
    await expect(card).toHaveTextContent("Нужен счёт на 120 мешков цемента М400");
    await expect(within(card).getByRole("link")).toHaveAttribute("href", "tel:+998712345678");
    await expect(within(card).queryByTestId("bug-photos")).toBeNull();
    await expect((loaded as Loaded).fake.inbox.photosAsked).toEqual([]);
    await expect(within(card).getAllByRole("button")).toHaveLength(1);
    await userEvent.click(closeOf(canvasElement, globals.locale));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent without signing in: said so in place of a name, no number to call; its one photo. */
export const AnonymousSr: Story = {
  args: { item: demoItem("bug", 30) },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByTestId("inbox-sender")).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.anonymous"),
    );
    await expect(within(card).queryByRole("link")).toBeNull();
    await photosShown(canvasElement, 1);
    await expect(
      within(card).getByRole("button", {
        name: textIn(globals.locale, "admin.inbox.photo", { number: 1, count: 1 }),
      }),
    ).toBeVisible();
    await expect((loaded as Loaded).fake.inbox.photosAsked).toEqual([{ id: 30, n: 0 }]);
  },
};

/** Closed: when (Tashkent time) and by whom, and nothing left to press. */
export const ClosedSr: Story = {
  args: { item: demoItem("feedback", 117) },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByTestId("inbox-closed")).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.closedBy", {
        closedAt: "20-noyabr, 2026, 16:30",
        closer: "Malika Nazarova",
      }),
    );
    await expect(within(card).queryByRole("button")).toBeNull();
  },
};

/** Closed by someone the server no longer names: only when. */
export const ClosedUnknownRu: Story = {
  args: { item: { ...demoItem("bug", 27), closedBy: null } },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const closed = within(cardOf(canvasElement)).getByTestId("inbox-closed");
    await expect(closed).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.closed", { closedAt: "19 ноября 2026 г. в 13:10" }),
    );
    await expect(closed).not.toHaveTextContent("Malika");
  },
};

/**
 * Its close on its way: Close spins in place of its word, is still named by it for a screen reader, and
 * takes no second press.
 */
export const Closing: Story = {
  args: { closing: true },
  play: async ({ args, canvasElement, globals }) => {
    const close = closeOf(canvasElement, globals.locale);
    await expect(close).toHaveAttribute("data-loading");
    await expect(close).toBeDisabled();
    await userEvent.click(close, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await photosShown(canvasElement, 2);
  },
};

/** The server refused the close: its words under the item, and Close offered again. */
const refusedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const card = cardOf(canvasElement);
  await expect(within(card).getByRole("alert")).toHaveTextContent(args.refusal!);
  await userEvent.click(closeOf(canvasElement, globals.locale));
  await expect(args.onClose).toHaveBeenCalledTimes(1);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const RefusedRu: Story = {
  args: { item: demoItem("feedback", 118), refusal: goneText("ru") },
  globals: { locale: "ru" },
  play: refusedPlay,
};
export const RefusedUz: Story = {
  args: { item: demoItem("feedback", 118), refusal: goneText("uz") },
  globals: { locale: "uz" },
  play: refusedPlay,
};

/** The photos on their way: a grey tile for each, the rest of the card already usable. */
export const PhotosLoading: Story = {
  parameters: { photos: "stalled" },
  play: async ({ canvasElement, globals }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getAllByTestId("bug-photo-loading")).toHaveLength(2);
    await expect(within(card).queryByTestId("bug-photo")).toBeNull();
    await expect(closeOf(canvasElement, globals.locale)).toBeEnabled();
  },
};

/** A photo the server no longer has: a marked gap named for its place, the other photo shown. */
export const PhotoMissingUz: Story = {
  parameters: { photos: "missing" },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const name = textIn(globals.locale, "admin.inbox.photo", { number: 2, count: 2 });
    await expect(await within(canvasElement).findByRole("img", { name })).toHaveTextContent(
      textIn(globals.locale, "admin.inbox.photoMissing"),
    );
    await photosShown(canvasElement, 1);
  },
};

/**
 * On a 320 px phone, words longer than its line (a full name with patronymic, a pasted link): everything
 * wraps inside the card, and Close is the card's width and big enough for a finger.
 */
export const LongTextPhone: Story = {
  tags: ["phone"],
  args: { item: LONG_ITEM },
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const card = cardOf(canvasElement);
    await photosShown(canvasElement, 2);
    await expect(card).toHaveTextContent("Abdurahmonov Shohruhmirzo Baxtiyorovich");
    const close = closeOf(canvasElement, globals.locale).getBoundingClientRect();
    const inner = card.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(card).paddingLeft);
    await expect(close.width).toBeGreaterThanOrEqual(inner - 3);
    await expect(close.height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(card)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
