import { useLingui } from "@lingui/react/macro";
import type { AdminSection } from "../../../application/admin/admin-sections";

/** Each back-office section's name, as the nav and the section's heading show it. */
export function useSectionTitles(): Record<AdminSection, string> {
  const { t } = useLingui();
  return {
    orders: t({ id: "admin.nav.orders", message: "Orders" }),
    products: t({ id: "admin.nav.products", message: "Products" }),
    tree: t({ id: "admin.nav.tree", message: "Categories and brands" }),
    import: t({ id: "admin.nav.import", message: "Import" }),
    promo: t({ id: "admin.nav.promo", message: "Promo codes" }),
    content: t({ id: "admin.nav.content", message: "Banners and stories" }),
    pages: t({ id: "admin.nav.pages", message: "Pages and blog" }),
    reviews: t({ id: "admin.nav.reviews", message: "Reviews" }),
    inbox: t({ id: "admin.nav.inbox", message: "Inbox" }),
  };
}
