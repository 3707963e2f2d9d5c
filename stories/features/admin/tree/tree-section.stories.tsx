import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { TreeSection } from "../../../../ui/features/admin/tree/tree-section";
import { sectionStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";

// /admin/tree's body over the fake back office (adapters/fake/fake-admin-tree.ts): two sections with their
// categories (one of the third level, one still without Uzbek texts) and five brands, one without a logo.

const meta = {
  title: "Features/Admin/Tree/TreeSection",
  component: TreeSection,
  ...sectionStory,
} satisfies Meta<typeof TreeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const over = (options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: "/admin/tree",
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway({ caller: "admin", ...options })),
  },
});

const rowsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>("li[data-id]")].map((li) => [Number(li.dataset.id), li]);

/** The tree in the storefront's order, indented by level; the brands by name with their logos. */
const listsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const tree = await canvas.findByTestId("categories", undefined, LOAD);
  await expect(rowsOf(tree).map(([id]) => id)).toEqual([1, 11, 12, 121, 2, 21]);
  await expect(tree.querySelector('li[data-id="121"]')).toHaveAttribute("data-depth", "3");
  const first = within(tree.querySelector<HTMLElement>('li[data-id="1"]')!);
  await expect(first.getByRole("button", { name: textIn(locale, "admin.content.moveUp") })).toBeDisabled();
  await expect(first.getByRole("button", { name: textIn(locale, "admin.content.moveDown") })).toBeEnabled();
  // The third level takes no categories of its own.
  const deepest = within(tree.querySelector<HTMLElement>('li[data-id="121"]')!);
  await expect(deepest.queryByText(textIn(locale, "admin.tree.add"))).toBeNull();
  const brands = await canvas.findByTestId("brands", undefined, LOAD);
  await expect(brands).toHaveTextContent("Knauf");
  await expect(within(brands).getAllByRole("listitem")).toHaveLength(5);
  await waitFor(() =>
    expect(
      [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    ).toBe(true),
  );
};

export const Lists: Story = {
  parameters: over(),
  globals: { viewport: { value: "desktop" } },
  play: listsPlay,
};
export const ListsUz: Story = { parameters: over(), globals: { locale: "uz" }, play: listsPlay };

export const Loading: Story = {
  parameters: over({ latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("categories-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.content.loading"));
    await expect(within(canvasElement).getByTestId("brands-loading")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: over({ empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("categories-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.tree.noCategories"));
    await expect(within(canvasElement).getByTestId("brands-empty")).toHaveTextContent(
      textIn(globals.locale, "admin.tree.noBrands"),
    );
  },
};

export const Failed: Story = {
  parameters: over({ failing: true }),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("categories-error", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.content.error"));
    await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
    await expect(within(canvasElement).getByTestId("brands-error")).toBeVisible();
  },
};

/**
 * The caller's role does not open the section (403): both lists say so and whom to ask, with no retry, no
 * "New section", "New brand" or brand search, which would only be refused again.
 */
export const Forbidden: Story = {
  tags: ["no-visual"],
  parameters: over({ caller: "shopper" }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expectRoleRefused(await canvas.findByTestId("categories-error", undefined, LOAD), globals.locale);
    await expectRoleRefused(await canvas.findByTestId("brands-error", undefined, LOAD), globals.locale);
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("search")).toBeNull();
  },
};

/** On a 320 px phone: indented rows that still fit, buttons 44 px tall, nothing past the edge. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: over(),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await within(canvasElement).findByTestId("categories", undefined, LOAD);
    await within(canvasElement).findByTestId("brands", undefined, LOAD);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement).join("\n")).toBe("");
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A new category inside "Штукатурка": the empty Russian title is refused under its field and nothing is
 * sent; typed, it is saved and the tree shows it last among its siblings. Then moved up.
 */
export const NewCategory: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const tree = await within(canvasElement).findByTestId("categories", undefined, LOAD);
    const plaster = within(tree.querySelector<HTMLElement>('li[data-id="12"]')!);
    await userEvent.click(
      plaster.getByRole("button", { name: textIn(locale, "admin.tree.addUnder", { name: "Штукатурка" }) }),
    );
    const dialog = within(await readyDialog());
    await userEvent.click(dialog.getByTestId("category-submit"));
    await expect(await dialog.findByText(textIn(locale, "admin.form.required"))).toBeVisible();
    await expect(adminOf(loaded).tree.saves).toEqual([]);
    await expect(dialog.getByRole("combobox")).toHaveValue("12");
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.form.titleRu"), { exact: false }),
      "Цементная штукатурка",
    );
    await userEvent.click(dialog.getByTestId("category-submit"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(rowsOf(within(canvasElement).getByTestId("categories")).map(([id]) => id)).toEqual([
        1, 11, 12, 121, 1000, 2, 21,
      ]),
    );
    const made = within(canvasElement.querySelector<HTMLElement>('li[data-id="1000"]')!);
    await userEvent.click(made.getByRole("button", { name: textIn(locale, "admin.content.moveUp") }));
    await waitFor(() =>
      expect(rowsOf(within(canvasElement).getByTestId("categories")).map(([id]) => id)).toEqual([
        1, 11, 12, 1000, 121, 2, 21,
      ]),
    );
  },
};

/** A brand renamed to a name another brand has: the server's refusal shows under the name field. */
export const BrandNameTaken: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const brands = await within(canvasElement).findByTestId("brands", undefined, LOAD);
    const akfa = within(brands.querySelector<HTMLElement>('li[data-id="3"]')!);
    await userEvent.click(akfa.getByRole("button"));
    const dialog = within(await readyDialog());
    const name = dialog.getByLabelText(textIn(locale, "admin.tree.brandTitle"), { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, "knauf");
    await userEvent.click(dialog.getByTestId("brand-submit"));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(name.getAttribute("aria-describedby")).toBeTruthy();
  },
};

/** The brands found by a part of their name. */
export const BrandSearch: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId("brands", undefined, LOAD);
    await userEvent.type(canvas.getByRole("searchbox"), "a{Enter}");
    await waitFor(() =>
      expect(within(canvas.getByTestId("brands")).getAllByRole("listitem")).toHaveLength(3),
    );
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.type(canvas.getByRole("searchbox"), "zzz{Enter}");
    await expect(await canvas.findByTestId("brands-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.tree.noBrandsFound"),
    );
  },
};
