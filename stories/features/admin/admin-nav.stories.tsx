import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sectionsFor } from "../../../application/admin/admin-sections";
import { ROLE_PERMISSIONS } from "../../../domain/staff";
import { AdminNav } from "../../../ui/features/admin/admin-nav";
import { textIn } from "./demo";

// The back office's sections the caller's permissions open (one so far: the orders).

const meta = {
  title: "Features/Admin/AdminNav",
  component: AdminNav,
  args: { sections: sectionsFor(ROLE_PERMISSIONS.operator), current: "orders" },
} satisfies Meta<typeof AdminNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled nav with one link per section, the current one marked as the page. */
const navPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const nav = within(canvasElement).getByRole("navigation", {
    name: textIn(globals.locale, "admin.nav.label"),
  });
  const links = within(nav).getAllByRole("link");
  await expect(links.map((l) => l.textContent)).toEqual([textIn(globals.locale, "admin.nav.orders")]);
  await expect(links[0]).toHaveAttribute("href", "/admin");
  await expect(links[0]).toHaveAttribute("aria-current", "page");
  // A finger-sized target.
  await expect(links[0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
};

export const Operator: Story = { play: navPlay };
export const OperatorRu: Story = { globals: { locale: "ru" }, play: navPlay };
export const OperatorUz: Story = { globals: { locale: "uz" }, play: navPlay };

/** A shopper's permissions open no section: the nav is there, with no link in it. */
export const NoSections: Story = {
  tags: ["no-visual"],
  args: { sections: sectionsFor(ROLE_PERMISSIONS.shopper) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("link")).toEqual([]);
  },
};

export const OperatorPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    await navPlay(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
