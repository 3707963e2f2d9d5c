import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sectionsFor } from "../../../application/admin/admin-sections";
import { ROLE_PERMISSIONS } from "../../../domain/staff";
import { AdminNav } from "../../../ui/features/admin/admin-nav";
import { textIn } from "./demo";

// The back office's sections the caller's permissions open: an operator's three (orders, reviews, inbox), an
// admin's seven.

const meta = {
  title: "Features/Admin/AdminNav",
  component: AdminNav,
  args: { sections: sectionsFor(ROLE_PERMISSIONS.operator), current: "orders" },
} satisfies Meta<typeof AdminNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const OPERATOR_LINKS = [
  ["orders", "/admin"],
  ["reviews", "/admin/reviews"],
  ["inbox", "/admin/inbox"],
] as const;
const ADMIN_LINKS = [
  ["orders", "/admin"],
  ["products", "/admin/products"],
  ["tree", "/admin/tree"],
  ["import", "/admin/import"],
  ["promo", "/admin/promo"],
  ["content", "/admin/content"],
  ["pages", "/admin/pages"],
  ["reviews", "/admin/reviews"],
  ["inbox", "/admin/inbox"],
] as const;

/** A finger-sized link per section the role opens, in a labelled nav; the current one marked as the page. */
const navOf =
  (expected: readonly (readonly [string, string])[]): Story["play"] =>
  async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole("navigation", {
      name: textIn(globals.locale, "admin.nav.label"),
    });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(
      expected.map(([name, href]) => [textIn(globals.locale, `admin.nav.${name}`), href]),
    );
    await expect(links[0]).toHaveAttribute("aria-current", "page");
    for (const link of links.slice(1)) await expect(link).not.toHaveAttribute("aria-current");
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  };
const navPlay = navOf(OPERATOR_LINKS);

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

export const Admin: Story = {
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin) },
  play: navOf(ADMIN_LINKS),
};

/** Every link inside a 320 px screen (they wrap into rows), none past the edge. */
const phonePlay =
  (expected: readonly (readonly [string, string])[]): Story["play"] =>
  async (context) => {
    await navOf(expected)!(context);
    const links = within(context.canvasElement).getAllByRole("link");
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  };

export const OperatorPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: phonePlay(OPERATOR_LINKS),
};

export const AdminPhone: Story = {
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin) },
  play: phonePlay(ADMIN_LINKS),
};
