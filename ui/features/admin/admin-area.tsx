import { Container, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $account, $sessionStatus, loginOpened } from "../../../application/account/session.model";
import { $adminGateway, adminGatewayReady } from "../../../application/admin/admin-gateway.model";
import { sectionsFor, type AdminSection } from "../../../application/admin/admin-sections";
import { $staff, $staffStatus, staffChecked } from "../../../application/admin/staff.model";
import { usePageMeta } from "../../seo/page-meta";
import { RouterLink } from "../orders/router-link";
import { AdminDoor } from "./admin-door";
import { AdminNav } from "./admin-nav";
import { ContentSection } from "./content/content-section";
import { InboxSection } from "./inbox/inbox-section";
import { PagesSection } from "./pages/pages-section";
import { ProductsSection } from "./products/products-section";
import { PromoSection } from "./promo/promo-section";
import { QueueSection } from "./queue-section";
import { ReviewsSection } from "./reviews/reviews-section";
import { ImportSection } from "./sheets/import-section";
import { EmptyShopPanel } from "./start/empty-shop-panel";
import { StaffOrderSection } from "./staff-order-section";
import { TreeSection } from "./tree/tree-section";
import { useSectionTitles } from "./section-titles";

const SECTIONS: Record<Exclude<AdminSection, "orders">, () => React.JSX.Element> = {
  products: ProductsSection,
  tree: TreeSection,
  import: ImportSection,
  promo: PromoSection,
  content: ContentSection,
  pages: PagesSection,
  reviews: ReviewsSection,
  inbox: InboxSection,
};

/** The back office: its door (who may enter), its section nav, and the section the route names. */
export default function AdminArea({
  section = "orders",
  orderId,
}: {
  section?: AdminSection;
  orderId: number | null;
}) {
  const { t } = useLingui();
  const titles = useSectionTitles();
  const [account, session, login] = useUnit([$account, $sessionStatus, loginOpened]);
  const [gateway, ready, staff, status, check] = useUnit([
    $adminGateway,
    adminGatewayReady,
    $staff,
    $staffStatus,
    staffChecked,
  ]);
  const id = orderId;
  const title =
    section !== "orders"
      ? titles[section]
      : id === null
        ? t({ id: "admin.queue.title", message: "Orders" })
        : t({ id: "admin.queue.order", message: `Order № ${id}` });
  const Section = section === "orders" ? null : SECTIONS[section];
  usePageMeta({ title });
  // Its adapter is a chunk of its own, fetched only here (ui/composition/admin-ports.ts).
  useEffect(() => {
    if (!gateway) void import("../../composition/admin-ports").then((m) => ready(m.adminPorts()));
  }, [gateway, ready]);
  const accountId = account?.id ?? null;
  useEffect(() => {
    if (gateway && accountId !== null) check();
  }, [gateway, accountId, check]);
  const door = !account ? (session === "checking" ? "idle" : "guest") : status === "staff" ? null : status;
  return (
    <Container maxW="7xl" py={{ base: "4", md: "8" }}>
      <Stack gap="5">
        {door === null && staff && (
          <AdminNav sections={sectionsFor(staff.permissions)} current={section} linkAs={RouterLink} />
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {door !== null ? (
          <AdminDoor status={door} onLogin={() => login()} onRetry={() => check()} />
        ) : Section ? (
          <Section />
        ) : orderId === null ? (
          <>
            {staff?.permissions.includes("catalogue.edit") && <EmptyShopPanel />}
            <QueueSection />
          </>
        ) : (
          <StaffOrderSection id={orderId} />
        )}
      </Stack>
    </Container>
  );
}
