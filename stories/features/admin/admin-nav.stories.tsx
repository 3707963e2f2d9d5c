import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sectionsFor } from "../../../application/admin/admin-sections";
import { ROLE_PERMISSIONS } from "../../../domain/staff";
import { AdminNav } from "../../../ui/features/admin/admin-nav";
import { textIn } from "./demo";

// The back office's sections the caller's permissions open: an operator's three (orders, reviews, inbox), an
// admin's nine.

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
  (expected: readonly (readonly [string, string])[], current = 0): Story["play"] =>
  async ({ canvasElement, globals }) => {
    const links = linksOf(canvasElement, globals.locale);
    await expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(
      expected.map(([name, href]) => [textIn(globals.locale, `admin.nav.${name}`), href]),
    );
    await expect(links[current]).toHaveAttribute("aria-current", "page");
    for (const link of links.filter((_, i) => i !== current))
      await expect(link).not.toHaveAttribute("aria-current");
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  };
const navPlay = navOf(OPERATOR_LINKS);

const navIn = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("navigation", { name: textIn(locale, "admin.nav.label") });
const linksOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(navIn(canvasElement, locale)).getAllByRole("link");

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

/** Whether `inner` lies wholly inside `outer`, as the screen shows them. */
const inside = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
};

/**
 * On a 320 px screen the links stay in one row: one that does not fit scrolls sideways inside the nav
 * (nothing past the page's edge), the row fades out at an end with more past it, the current link in view.
 */
const phonePlay =
  (expected: readonly (readonly [string, string])[], current = 0): Story["play"] =>
  async (context) => {
    const { canvasElement, globals } = context;
    await expect(window.innerWidth).toBe(320);
    await navOf(expected, current)!(context);
    const nav = navIn(canvasElement, globals.locale);
    const row = nav.querySelector("ul")!;
    const links = linksOf(canvasElement, globals.locale);
    const tops = new Set(links.map((l) => Math.round(l.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(nav.getBoundingClientRect().height).toBeLessThan(2 * 44);
    await waitFor(() => expect(inside(links[current]!, row)).toBe(true));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    if (row.scrollWidth > row.clientWidth) {
      const fade = getComputedStyle(row).maskImage;
      await expect(fade).toContain("linear-gradient");
      await expect(links.some((link) => !inside(link, row))).toBe(true);
    }
  };

export const OperatorPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: phonePlay(OPERATOR_LINKS),
};

/** An admin's nine sections in Russian, the longest words: the row scrolls, faded at its end. */
export const AdminPhone: Story = {
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin) },
  play: async (context) => {
    await phonePlay(ADMIN_LINKS)!(context);
    const row = navIn(context.canvasElement, context.globals.locale).querySelector("ul")!;
    await expect(row.scrollLeft).toBe(0);
    await expect(row).toHaveAttribute("data-hidden-end");
    await expect(row).not.toHaveAttribute("data-hidden-start");
  },
};

/** The last section open (the inbox): the row opens scrolled to it, faded at the start instead. */
export const AdminPhoneInboxSr: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin), current: "inbox" },
  play: async (context) => {
    await phonePlay(ADMIN_LINKS, ADMIN_LINKS.length - 1)!(context);
    const row = navIn(context.canvasElement, context.globals.locale).querySelector("ul")!;
    await expect(row.scrollLeft).toBeGreaterThan(0);
    await expect(row).toHaveAttribute("data-hidden-start");
    await expect(row).not.toHaveAttribute("data-hidden-end");
  },
};

/** A section in the middle (promo codes) is brought into view too, with links hidden past both ends. */
export const AdminPhonePromoUz: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin), current: "promo" },
  play: phonePlay(ADMIN_LINKS, 4),
};

/** By keyboard on a phone: each link Tab reaches scrolls into the row's view, from the first to the last. */
export const PhoneKeyboard: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  args: { sections: sectionsFor(ROLE_PERMISSIONS.admin) },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const row = navIn(canvasElement, globals.locale).querySelector("ul")!;
    const links = linksOf(canvasElement, globals.locale);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await waitFor(() => expect(inside(link, row)).toBe(true));
    }
    await expect(row.scrollLeft).toBeGreaterThan(0);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
