import { Container, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderList } from "../../application/orders/order-lists";
import { LazyOrdersView } from "../features/orders/lazy-orders";
import { usePageMeta } from "../seo/page-meta";
import { SignedInOnly } from "./signed-in-only";

/** /my-orders (active) and /my-orders/history (login required). */
export default function OrdersPage({ list }: { list: OrderList }) {
  const { t } = useLingui();
  const title =
    list === "active"
      ? t({ id: "page.orders.title", message: "My orders" })
      : t({ id: "page.orders.history", message: "Order history" });
  usePageMeta({ title });
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <SignedInOnly text={t({ id: "page.signIn.orders", message: "Log in to see your orders." })}>
          <LazyOrdersView list={list} />
        </SignedInOnly>
      </Stack>
    </Container>
  );
}
