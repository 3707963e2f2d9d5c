import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../routing/localized";
import { usePageMeta } from "../seo/page-meta";

/** The basket and saved pages' empty state until their own features land. */
export default function BasketPage({ kind }: { kind: "basket" | "saved" }) {
  const { t } = useLingui();
  const title = kind === "basket" ? t({ id: "basket.title", message: "Basket" }) : t({ id: "saved.title", message: "Saved products" });
  usePageMeta({ title });
  return (
    <Container maxW="3xl" py="16">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">{title}</Heading>
        <Text color="fg.muted">
          {kind === "basket"
            ? t({ id: "basket.empty", message: "Your basket is empty" })
            : t({ id: "saved.empty", message: "You have not saved any products yet" })}
        </Text>
        <Button asChild colorPalette="brand"><LocalLink to="/products">{t({ id: "basket.toCatalogue", message: "Go to the catalogue" })}</LocalLink></Button>
      </Stack>
    </Container>
  );
}
