import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ProductSearch } from "../../../../ui/features/admin/products/product-search";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { fits } from "./demo";

// The products section's search box alone. `parameters.followed` hands every search back as the box's
// `search`, as the section does through the URL.

const meta = {
  title: "Features/Admin/Products/ProductSearch",
  component: ProductSearch,
  args: { search: "", onSearch: fn() },
  render: function Render(args, { parameters }) {
    const [search, setSearch] = useState(args.search);
    if (!parameters.followed) return <ProductSearch {...args} />;
    const onSearch = (next: string) => {
      args.onSearch(next);
      setSearch(next);
    };
    return <ProductSearch search={search} onSearch={onSearch} />;
  },
} satisfies Meta<typeof ProductSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("search", { name: textIn(locale, "admin.products.search.label") });
const clearOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).queryByRole("button", { name: textIn(locale, "admin.products.search.clear") });

/** Nothing searched: the labelled box, empty, and "Find"; no "Show all", as all is shown. */
const blankPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const form = formOf(canvasElement, locale);
  await expect(within(form).getByLabelText(textIn(locale, "admin.products.search.field"))).toHaveValue("");
  await expect(
    within(form).getByRole("button", { name: textIn(locale, "admin.products.search.submit") }),
  ).toHaveAttribute("type", "submit");
  await expect(clearOf(canvasElement, locale)).toBeNull();
};
export const Blank: Story = { play: blankPlay };
export const BlankRu: Story = { globals: { locale: "ru" }, play: blankPlay };

/** Enter and "Find" both send the words, trimmed; the box keeps at most 200 characters. */
export const Sends: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const box = within(canvasElement).getByTestId("products-search");
    await expect(box).toHaveAttribute("maxlength", "200");
    await userEvent.type(box, "  смеситель {Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("смеситель");
    await userEvent.clear(box);
    await userEvent.type(box, "36");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(locale, "admin.products.search.submit") }),
    );
    await expect(args.onSearch).toHaveBeenLastCalledWith("36");
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** A search is on: the box holds its words, and "Show all" asks for the whole list. */
const searchedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(within(canvasElement).getByTestId("products-search")).toHaveValue(args.search);
  const clear = clearOf(canvasElement, locale)!;
  await userEvent.click(clear);
  await expect(args.onSearch).toHaveBeenCalledWith("");
  clear.blur();
};
export const SearchedSr: Story = {
  args: { search: "смеситель" },
  globals: { locale: "sr" },
  play: searchedPlay,
};

/**
 * The box follows its `search` (back and forward in the browser): a search sent shows "Show all", which
 * empties the box and goes away again.
 */
export const FollowsSearch: Story = {
  tags: ["no-visual"],
  parameters: { followed: true },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const box = within(canvasElement).getByTestId("products-search");
    await userEvent.type(box, "клей{Enter}");
    await userEvent.click(
      await within(canvasElement).findByRole("button", {
        name: textIn(locale, "admin.products.search.clear"),
      }),
    );
    await waitFor(() => expect(box).toHaveValue(""));
    await expect(clearOf(canvasElement, locale)).toBeNull();
  },
};

/** On a 320 px phone: the box the whole width, "Find" and "Show all" side by side under it, finger-sized. */
export const Phone: Story = {
  tags: ["phone"],
  args: { search: "Клей для плитки Max Akfa" },
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    const form = formOf(canvasElement, locale);
    const box = within(form).getByTestId("products-search").getBoundingClientRect();
    const find = within(form)
      .getByRole("button", { name: textIn(locale, "admin.products.search.submit") })
      .getBoundingClientRect();
    const clear = clearOf(canvasElement, locale)!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(form.getBoundingClientRect().width - 1);
    await expect(find.top).toBeGreaterThanOrEqual(box.bottom);
    await expect(find.top).toBe(clear.top);
    await expect(Math.min(find.height, clear.height)).toBeGreaterThanOrEqual(44);
    await expect(fits(form)).toBe(true);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
