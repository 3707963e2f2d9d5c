import { Container, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useParams, useSearchParams } from "react-router-dom";
import { LazyOrderView } from "../features/orders/lazy-orders";
import { usePageMeta } from "../seo/page-meta";
import { SignedInOnly } from "./signed-in-only";

/** /order/{id}: the success page right after checkout (?placed=1), and the order's details and tracking. */
export default function OrderPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const title = t({ id: "page.order.title", message: `Order № ${id}` });
  usePageMeta({ title });
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <SignedInOnly text={t({ id: "page.signIn.orders", message: "Log in to see your orders." })}>
          <LazyOrderView
            id={id}
            placed={params.get("placed") === "1"}
            paying={params.get("paying") === "1"}
          />
        </SignedInOnly>
      </Stack>
    </Container>
  );
}
