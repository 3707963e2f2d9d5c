import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { PlacedCategory } from "../../../../application/admin/sections/tree.types";
import { CategoryList } from "../../../../ui/features/admin/tree/category-list";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoCategories, moveRefusedText } from "./demo";

// The category tree alone: its rows indented by level with their icons, three titles and buttons; or its
// loading, empty or error. The rows are the fake back office's (demo.ts); `parameters.tree` picks its
// options, `parameters.noItems` keeps the list unread.

interface Loaded {
  items: PlacedCategory[];
  refusalText: string;
}

const meta = {
  title: "Features/Admin/Tree/CategoryList",
  component: CategoryList,
  args: {
    status: "ready",
    items: null,
    moving: null,
    refusal: null,
    onMove: fn(),
    onEdit: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
  loaders: [
    async ({ parameters, globals }) => ({
      items: await demoCategories((parameters.tree ?? {}) as FakeAdminOptions),
      refusalText: moveRefusedText(globals.locale),
    }),
  ],
  render: (args, { loaded, parameters }) => {
    const { items, refusalText } = loaded as Loaded;
    const refused = parameters.refusedRow as number | undefined;
    return (
      <CategoryList
        {...args}
        items={parameters.noItems ? null : items}
        refusal={refused ? { id: refused, text: refusalText } : args.refusal}
      />
    );
  },
} satisfies Meta<typeof CategoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector<HTMLElement>(`li[data-id="${id}"]`)!;
const button = (row: HTMLElement, locale: unknown, id: string) =>
  within(row).getByRole("button", { name: textIn(locale, id) });

/**
 * The tree in the server's order, each level further in; the first and the last of their siblings cannot go
 * further that way; the third level takes no categories of its own.
 */
const treePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const list = within(canvasElement).getByTestId("categories");
  const rows = [...list.querySelectorAll<HTMLElement>("li[data-id]")];
  await expect(rows.map((li) => Number(li.dataset.id))).toEqual([1, 11, 12, 121, 2, 21]);
  await expect(rows.map((li) => li.dataset.depth)).toEqual(["1", "2", "2", "3", "1", "2"]);
  for (const item of (loaded as Loaded).items)
    await expect(rowOf(canvasElement, item.id)).toHaveTextContent(item.titles.ru);
  await expect(button(rowOf(canvasElement, 1), locale, "admin.content.moveUp")).toBeDisabled();
  await expect(button(rowOf(canvasElement, 1), locale, "admin.content.moveDown")).toBeEnabled();
  await expect(button(rowOf(canvasElement, 12), locale, "admin.content.moveDown")).toBeDisabled();
  await expect(within(rowOf(canvasElement, 121)).queryByText(textIn(locale, "admin.tree.add"))).toBeNull();
  // Deeper rows start further right.
  const left = (id: number) => rowOf(canvasElement, id).getBoundingClientRect().left;
  await expect(left(11)).toBeGreaterThan(left(1));
  await expect(left(121)).toBeGreaterThan(left(12));
  await waitFor(() =>
    expect(
      [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    ).toBe(true),
  );
};

export const Tree: Story = { play: treePlay };
export const TreeRu: Story = { globals: { locale: "ru" }, play: treePlay };
export const TreeSr: Story = { globals: { locale: "sr" }, play: treePlay };

/** Each button says which row it is for through its callback; nothing changes here by itself. */
export const Actions: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.click(button(rowOf(canvasElement, 11), locale, "admin.content.moveDown"));
    await expect(args.onMove).toHaveBeenCalledWith(11, "down");
    // An only child has nowhere to go.
    await expect(button(rowOf(canvasElement, 121), locale, "admin.content.moveUp")).toBeDisabled();
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(rowOf(canvasElement, 12)).getByRole("button", {
        name: textIn(locale, "admin.tree.addUnder", { name: "Штукатурка" }),
      }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(12);
    await userEvent.click(within(canvasElement).getByTestId("category-new"));
    await expect(args.onAdd).toHaveBeenLastCalledWith(null);
    await userEvent.click(button(rowOf(canvasElement, 2), locale, "admin.tree.edit"));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

/** A move on its way for "Штукатурка": its buttons spin, every other move waits. */
export const Moving: Story = {
  args: { status: "pending", moving: 12 },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(within(canvasElement).getByTestId("categories")).toHaveAttribute("aria-busy", "true");
    await expect(button(rowOf(canvasElement, 12), locale, "admin.content.moveUp")).toBeDisabled();
    await expect(button(rowOf(canvasElement, 11), locale, "admin.content.moveDown")).toBeDisabled();
    await expect(button(rowOf(canvasElement, 2), locale, "admin.tree.edit")).toBeEnabled();
  },
};

/** The server refused the move: its words under that row only, as an alert. */
const refusedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = within(rowOf(canvasElement, 12)).getByTestId("category-refusal");
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(moveRefusedText(globals.locale));
  await expect(within(canvasElement).getAllByTestId("category-refusal")).toHaveLength(1);
};
export const MoveRefused: Story = { parameters: { refusedRow: 12 }, play: refusedPlay };
export const MoveRefusedRu: Story = {
  parameters: { refusedRow: 12 },
  globals: { locale: "ru" },
  play: refusedPlay,
};

/** The first load: three grey rows, busy, named for a screen reader; the way to a new section already on. */
const loadingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const loading = within(canvasElement).getByTestId("categories-loading");
  await expect(loading).toHaveAttribute("aria-busy", "true");
  await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.content.loading"));
  await expect(within(canvasElement).getByTestId("category-new")).toBeEnabled();
};
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noItems: true },
  play: loadingPlay,
};

/** No category yet: one line inviting the first section. */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("categories-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.tree.noCategories"),
  );
  await expect(within(canvasElement).queryByTestId("categories")).toBeNull();
};
export const Empty: Story = { parameters: { tree: { empty: true } }, play: emptyPlay };
export const EmptyRu: Story = {
  parameters: { tree: { empty: true } },
  globals: { locale: "ru" },
  play: emptyPlay,
};

/** The load failed: the list's error (or the server's words) and a retry. */
const failedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByTestId("categories-error");
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(args.errorText ?? textIn(globals.locale, "admin.content.error"));
  await expect(within(alert).getByRole("button")).toHaveAccessibleName(textIn(globals.locale, "admin.retry"));
};
export const Failed: Story = {
  args: { status: "error" },
  parameters: { noItems: true },
  play: failedPlay,
};
export const FailedRu: Story = {
  args: { status: "error" },
  parameters: { noItems: true },
  globals: { locale: "ru" },
  play: failedPlay,
};

/** The retry asks for the list again. */
export const Retry: Story = {
  tags: ["no-visual"],
  args: { status: "error" },
  parameters: { noItems: true },
  play: async ({ args, canvasElement, globals }) => {
    const alert = within(canvasElement).getByTestId("categories-error");
    await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a 320 px phone: the rows indented less, the buttons on their own line under the titles, 44 px tall,
 * nothing past the edge; a refusal under its row.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: { refusedRow: 121 },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await within(canvasElement).findByTestId("category-refusal");
    for (const b of within(canvasElement).getAllByRole("button"))
      await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
