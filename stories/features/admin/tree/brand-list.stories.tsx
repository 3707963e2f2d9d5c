import { Box } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { BrandPage, BrandQuery } from "../../../../application/admin/sections/tree.types";
import { BrandList } from "../../../../ui/features/admin/tree/brand-list";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoBrands } from "./demo";

// The brands alone: found by a part of the name, a page at a time, each with its logo, country and a way to
// edit it; or the list's loading, empty or error. The brands are the fake back office's (demo.ts):
// `parameters.brands` picks its options and `args.query` the search and the page.

const meta = {
  title: "Features/Admin/Tree/BrandList",
  component: BrandList,
  args: {
    status: "ready",
    page: null,
    query: { search: "", page: 1 },
    onSearch: fn(),
    onEdit: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  loaders: [
    async ({ args, parameters }) => ({
      page: await demoBrands((parameters.brands ?? {}) as FakeAdminOptions, args.query as BrandQuery),
    }),
  ],
  render: (args, { loaded, parameters }) => (
    <BrandList {...args} page={parameters.noPage ? null : (loaded.page as BrandPage)} />
  ),
} satisfies Meta<typeof BrandList>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGED = { brands: { pageSize: 2 } };
const idsOf = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByTestId("brands").querySelectorAll<HTMLElement>("li[data-id]")].map((li) =>
    Number(li.dataset.id),
  );

/** Every brand by name, with its country; the one without a logo keeps an empty frame; no paging. */
const brandsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(idsOf(canvasElement)).toEqual([3, 4, 2, 1, 5]);
  const knauf = canvasElement.querySelector<HTMLElement>('li[data-id="1"]')!;
  await expect(knauf).toHaveTextContent("Knauf");
  await expect(knauf).toHaveTextContent("de");
  await expect(within(knauf).getByRole("button")).toHaveAccessibleName(
    `${textIn(globals.locale, "admin.tree.edit")}: Knauf`,
  );
  await expect(canvasElement.querySelector('li[data-id="5"] img')).toBeNull();
  await expect(
    canvas.getByRole("searchbox", { name: textIn(globals.locale, "admin.tree.brandSearch") }),
  ).toBeVisible();
  await expect(canvas.queryByText(textIn(globals.locale, "admin.tree.next"))).toBeNull();
  await waitFor(() =>
    expect(
      [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    ).toBe(true),
  );
};

export const Brands: Story = { play: brandsPlay };
export const BrandsRu: Story = { globals: { locale: "ru" }, play: brandsPlay };

/** The second of three pages: both ways on, each asking for its neighbour with the same search. */
const pagedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(idsOf(canvasElement)).toEqual([2, 1]);
  await expect(canvas.getByText(textIn(globals.locale, "admin.tree.pageOf", { pageNo: 2 }))).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "admin.tree.next") }));
  await expect(args.onSearch).toHaveBeenLastCalledWith({ search: "", page: 3 });
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "admin.tree.previous") }));
  await expect(args.onSearch).toHaveBeenLastCalledWith({ search: "", page: 1 });
};
export const Paged: Story = {
  tags: ["no-visual"],
  args: { query: { search: "", page: 2 } },
  parameters: PAGED,
  play: pagedPlay,
};

/** The first page: no way back yet (the picture of the paging). */
export const FirstPageSr: Story = {
  args: { query: { search: "", page: 1 } },
  parameters: PAGED,
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(idsOf(canvasElement)).toEqual([3, 4]);
    await expect(
      canvas.getByRole("button", { name: textIn(globals.locale, "admin.tree.previous") }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: textIn(globals.locale, "admin.tree.next") }),
    ).toBeEnabled();
  },
};

/** A search typed and sent: the first page of what matches, trimmed. */
export const Search: Story = {
  tags: ["no-visual"],
  args: { query: { search: "", page: 2 } },
  parameters: PAGED,
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole("searchbox");
    await userEvent.type(box, "  kn {Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith({ search: "kn", page: 1 });
    await userEvent.click(within(canvasElement).getByTestId("brand-new"));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const ceresit = canvasElement.querySelector<HTMLElement>('li[data-id="2"]')!;
    await userEvent.click(within(ceresit).getByRole("button"));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2, title: "Ceresit" }));
  },
};

/** Nothing matches the search: said so, the search still in its box. */
const notFoundPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("brands-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.tree.noBrandsFound"),
  );
  await expect(within(canvasElement).getByRole("searchbox")).toHaveValue("zzz");
};
export const NotFound: Story = { args: { query: { search: "zzz", page: 1 } }, play: notFoundPlay };
export const NotFoundRu: Story = {
  args: { query: { search: "zzz", page: 1 } },
  globals: { locale: "ru" },
  play: notFoundPlay,
};

/** No brand at all yet. */
export const Empty: Story = {
  parameters: { brands: { empty: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("brands-empty")).toHaveTextContent(
      textIn(globals.locale, "admin.tree.noBrands"),
    );
  },
};

/** The first load: grey rows, busy, named for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noPage: true },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("brands-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.content.loading"));
  },
};

/** The load failed: the list's error (or the server's words) and a retry. */
const failedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByTestId("brands-error");
  await expect(alert).toHaveTextContent(args.errorText ?? textIn(globals.locale, "admin.content.error"));
  await expect(within(alert).getByRole("button")).toHaveAccessibleName(textIn(globals.locale, "admin.retry"));
};
export const Failed: Story = { args: { status: "error" }, parameters: { noPage: true }, play: failedPlay };
export const FailedRu: Story = {
  args: { status: "error" },
  parameters: { noPage: true },
  globals: { locale: "ru" },
  play: failedPlay,
};

/** The retry asks for the list again. */
export const Retry: Story = {
  tags: ["no-visual"],
  args: { status: "error" },
  parameters: { noPage: true },
  play: async ({ args, canvasElement, globals }) => {
    const alert = within(canvasElement).getByTestId("brands-error");
    await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone: the search and its button, the rows and the paging fit, every button 44 px tall. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { query: { search: "", page: 2 } },
  parameters: PAGED,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(idsOf(canvasElement)).toEqual([2, 1]);
    for (const b of within(canvasElement).getAllByRole("button"))
      await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
