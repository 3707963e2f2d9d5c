import { Spinner, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { ADMIN_SECTIONS, type AdminSection } from "../../application/admin/admin-sections";
import { ensureArea } from "../i18n/load-catalog";

// The back office's code and texts (the "admin" catalog area, with the order views' and the refusals') come
// only with this page, so none of it reaches a shopper's pages.
const AdminArea = lazy(() =>
  Promise.all([
    import("../features/admin/admin-area"),
    ensureArea("admin"),
    ensureArea("orders"),
    ensureArea("profile"),
  ]).then(([m]) => m),
);

/** /admin (the order queue), /admin/orders/{id} and the other sections (/admin/products...). */
export default function AdminPage() {
  const params = useParams();
  const named = ADMIN_SECTIONS.find((s) => s.name !== "orders" && s.name === params.section)?.name;
  // An unknown section name shows the queue rather than an empty frame.
  const section: AdminSection = named ?? "orders";
  const raw = params.id;
  const orderId = raw === undefined ? null : /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return (
    <Suspense
      fallback={
        <Stack align="center" py="16">
          <Spinner size="lg" color="brand.fg" />
        </Stack>
      }
    >
      <AdminArea section={section} orderId={orderId} />
    </Suspense>
  );
}
