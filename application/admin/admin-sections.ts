import type { StaffPermission } from "../../domain/staff";

/** The back office's sections that have pages, each with the permission that opens it. */
export const ADMIN_SECTIONS = [
  { name: "orders", permission: "orders.read", path: "/admin" },
  { name: "products", permission: "catalogue.edit", path: "/admin/products" },
  { name: "tree", permission: "catalogue.edit", path: "/admin/tree" },
  { name: "import", permission: "catalogue.edit", path: "/admin/import" },
  { name: "promo", permission: "promo.edit", path: "/admin/promo" },
  { name: "content", permission: "content.edit", path: "/admin/content" },
  { name: "pages", permission: "content.edit", path: "/admin/pages" },
  { name: "reviews", permission: "reviews.answer", path: "/admin/reviews" },
  { name: "inbox", permission: "inbox.read", path: "/admin/inbox" },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["name"];

/** The sections a caller with `permissions` may open; the server checks again on every call. */
export function sectionsFor(permissions: readonly StaffPermission[]) {
  return ADMIN_SECTIONS.filter((s) => permissions.includes(s.permission));
}
