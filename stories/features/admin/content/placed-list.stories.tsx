import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ContentKind, PlacedItem } from "../../../../application/admin/sections/content.types";
import { PlacedList } from "../../../../ui/features/admin/content/placed-list";
import { overflowing } from "../../orders/demo";
import { ListRefusal } from "../../../../ui/features/admin/list-states";
import { expectRetryOffered, expectRoleRefused, textIn } from "../demo";
import { DELIVERY_BANNER, demoPlaced, LONG_BANNER, refusedText } from "./demo";

// One list of the content section alone: banners or stories in the storefront's order, each with its
// picture, title and place, buttons to move it up or down, its show/hide switch and (where removing is
// allowed) a remove button; or the list's skeleton, "nothing here" or error. The rows are the fake back
// office's (demo.ts); `parameters.kind` picks the list, `parameters.items` replaces its rows.

const meta = {
  title: "Features/Admin/Content/PlacedList",
  component: PlacedList,
  args: {
    title: "",
    testId: "banners",
    status: "ready",
    items: null,
    changing: null,
    busy: false,
    refusal: null,
    onMove: fn(),
    onShow: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
  parameters: { kind: "banners" },
  loaders: [async ({ parameters }) => ({ items: await demoPlaced(parameters.kind as ContentKind) })],
  // The heading and the new one's button in the story's language, as content-section.tsx words them.
  render: (args, { globals, loaded, parameters }) => {
    const kind = parameters.kind as ContentKind;
    const items = parameters.items === undefined ? (loaded.items as PlacedItem[]) : parameters.items;
    return (
      <PlacedList
        {...args}
        testId={kind}
        title={textIn(globals.locale, `admin.content.${kind}`)}
        addLabel={
          args.onAdd &&
          textIn(globals.locale, kind === "banners" ? "admin.content.newBanner" : "admin.content.newStory")
        }
        items={items as PlacedItem[] | null}
      />
    );
  },
} satisfies Meta<typeof PlacedList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement, kind = "banners") =>
  within(within(canvasElement).getByTestId(kind)).getAllByRole("listitem");
const idsOf = (canvasElement: HTMLElement, kind = "banners") =>
  rowsOf(canvasElement, kind).map((li) => Number(li.dataset.id));
const button = (row: HTMLElement, locale: unknown, id: string, values?: Record<string, unknown>) =>
  within(row).getByRole("button", { name: textIn(locale, id, values) });

/**
 * The banners as a section named by its heading, in the server's order, each row telling its place; the
 * first cannot go up nor the last down, the hidden one's switch is off. Every control hands up its row and
 * what it asks for: a move, a switch turned either way, a removal, a new banner.
 */
const bannersPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const items = loaded.items as PlacedItem[];
  await expect(canvas.getByRole("region", { name: textIn(locale, "admin.content.banners") })).toBeVisible();
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.content.banners"),
  );
  await expect(idsOf(canvasElement)).toEqual([1, 2, 3, 4]);
  const rows = rowsOf(canvasElement);
  for (const [i, row] of rows.entries()) {
    await expect(row).toHaveTextContent(items[i]!.title);
    await expect(row).toHaveTextContent(textIn(locale, "admin.content.position", { position: i + 1 }));
    await expect(within(row).getByRole("switch")).toHaveAttribute("aria-checked", String(items[i]!.visible));
  }
  await expect(button(rows[0]!, locale, "admin.content.moveUp")).toBeDisabled();
  await expect(button(rows[3]!, locale, "admin.content.moveDown")).toBeDisabled();
  await userEvent.click(button(rows[0]!, locale, "admin.content.moveDown"));
  await expect(args.onMove).toHaveBeenLastCalledWith(1, "down");
  await userEvent.click(button(rows[3]!, locale, "admin.content.moveUp"));
  await expect(args.onMove).toHaveBeenLastCalledWith(4, "up");
  await userEvent.click(within(rows[2]!).getByRole("switch"));
  await expect(args.onShow).toHaveBeenLastCalledWith(3, true);
  await userEvent.click(within(rows[0]!).getByRole("switch"));
  await expect(args.onShow).toHaveBeenLastCalledWith(1, false);
  await userEvent.click(button(rows[1]!, locale, "admin.content.removeLabel", { name: DELIVERY_BANNER }));
  await expect(args.onRemove).toHaveBeenCalledWith(items[1]);
  await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.content.newBanner") }));
  await expect(args.onAdd).toHaveBeenCalledTimes(1);
  await expect(args.onMove).toHaveBeenCalledTimes(2);
  await expect(canvas.queryByRole("alert")).toBeNull();
  // The picture shows the list at rest, not the last button pressed.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Banners: Story = { play: bannersPlay };
export const BannersRu: Story = { globals: { locale: "ru" }, play: bannersPlay };
export const BannersUz: Story = { globals: { locale: "uz" }, play: bannersPlay };
export const BannersSr: Story = { globals: { locale: "sr" }, play: bannersPlay };

/** Without the handlers for a new one and a removal (staff who may only order and show): no such buttons. */
export const StoriesOrderOnly: Story = {
  args: { onAdd: undefined, onRemove: undefined },
  parameters: { kind: "stories" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(idsOf(canvasElement, "stories")).toEqual([11, 12, 13, 14]);
    await expect(within(canvasElement).queryByTestId("stories-new")).toBeNull();
    await expect(
      within(canvasElement).queryAllByRole("button", {
        name: new RegExp(textIn(locale, "admin.content.remove")),
      }),
    ).toEqual([]);
    for (const row of rowsOf(canvasElement, "stories"))
      await expect(within(row).getAllByRole("button")).toHaveLength(2);
  },
};

/**
 * A change on its way for the second banner: its buttons spin and its switch is busy; every other control
 * waits, so a second change cannot cross the first.
 */
export const Changing: Story = {
  args: { changing: 2, busy: true },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const rows = rowsOf(canvasElement);
    await expect(button(rows[1]!, locale, "admin.content.moveUp")).toHaveAttribute("data-loading");
    await expect(within(rows[1]!).getByRole("switch")).toHaveAttribute("aria-busy", "true");
    for (const row of rows) {
      for (const control of within(row).getAllByRole("button")) await expect(control).toBeDisabled();
      await expect(within(row).getByRole("switch")).toBeDisabled();
    }
    await userEvent.click(button(rows[2]!, locale, "admin.content.moveUp"), { pointerEventsCheck: 0 });
    await userEvent.click(within(rows[2]!).getByRole("switch"), { pointerEventsCheck: 0 });
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onShow).not.toHaveBeenCalled();
  },
};

/** Another staff member removed the story meanwhile: the server's refusal in words, under that row only. */
export const RefusedUz: Story = {
  args: { refusal: { id: 12, text: refusedText("uz", 404, "GENERIC.NOT_FOUND") } },
  parameters: { kind: "stories" },
  globals: { locale: "uz" },
  play: async ({ args, canvasElement }) => {
    const rows = rowsOf(canvasElement, "stories");
    await expect(within(rows[1]!).getByRole("alert")).toHaveTextContent(args.refusal!.text);
    await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(1);
  },
};

/** The first load: the heading and the new one's button, three grey rows, busy, named for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { items: null },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("banners-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.content.loading"));
    await expect(within(canvasElement).getByTestId("banners-new")).toBeEnabled();
  },
};

/** No banners yet: said so, with the way to make the first. */
const emptyPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("banners-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.content.empty"),
  );
  await expect(within(canvasElement).queryByRole("listitem")).toBeNull();
  await userEvent.click(within(canvasElement).getByTestId("banners-new"));
  await expect(args.onAdd).toHaveBeenCalledTimes(1);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const Empty: Story = { parameters: { items: [] }, play: emptyPlay };
export const EmptySr: Story = { parameters: { items: [] }, globals: { locale: "sr" }, play: emptyPlay };

/** The load failed: an alert under the heading, in the story's language, and a retry. */
const failedPlay =
  (text: (locale: unknown) => string): Story["play"] =>
  async ({ args, canvasElement, globals }) => {
    const alert = within(canvasElement).getByTestId("banners-error");
    await expectRetryOffered(alert, globals.locale, text(globals.locale), args.onRetry);
    await expect(within(canvasElement).queryByRole("listitem")).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };
const defaultError = (locale: unknown) => textIn(locale, "admin.content.error");
export const Failed: Story = { args: { status: "error" }, play: failedPlay(defaultError) };
export const FailedRu: Story = {
  args: { status: "error" },
  globals: { locale: "ru" },
  play: failedPlay(defaultError),
};

/**
 * The server's own words for a refused load: an account that is not the shop's staff (403), as the section
 * names it around the list; whom to ask instead of a "Try again" that would only be refused again, and no
 * "New banner" either.
 */
export const ForbiddenSr: Story = {
  args: { status: "error", errorText: refusedText("sr", 403, "STAFF.FORBIDDEN") },
  globals: { locale: "sr" },
  decorators: [
    (Story) => (
      <ListRefusal refusal={{ code: "STAFF.FORBIDDEN", words: null }}>
        <Story />
      </ListRefusal>
    ),
  ],
  play: async ({ args, canvasElement, globals }) => {
    await expectRoleRefused(
      within(canvasElement).getByTestId("banners-error"),
      globals.locale,
      refusedText(globals.locale, 403, "STAFF.FORBIDDEN"),
    );
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole("listitem")).toBeNull();
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/**
 * On a 320 px phone, with a hidden banner whose title takes three lines: each row's controls on a line under
 * its title, every one finger-sized, nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  loaders: [async () => ({ items: [...(await demoPlaced("banners")), LONG_BANNER] })],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(idsOf(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    for (const row of rowsOf(canvasElement))
      for (const control of [...within(row).getAllByRole("button"), within(row).getByRole("switch")]) {
        const box = control.getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(44);
        await expect(box.width).toBeGreaterThanOrEqual(44);
      }
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
      ).toBe(true),
    );
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
