import { Container, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LazyCheckout } from "../features/checkout/lazy-checkout";
import { usePageMeta } from "../seo/page-meta";
import { SignedInOnly } from "./signed-in-only";

/** /checkout (login required): a guest is asked to sign in, and their basket goes on with them. */
export default function CheckoutPage() {
  const { t } = useLingui();
  const title = t({ id: "page.checkout.title", message: "Checkout" });
  usePageMeta({ title });
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <SignedInOnly
          openLogin
          text={t({
            id: "page.signIn.checkout",
            message: "Log in to place your order. Your basket stays as it is.",
          })}
        >
          <LazyCheckout />
        </SignedInOnly>
      </Stack>
    </Container>
  );
}
