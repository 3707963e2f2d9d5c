import { Button, Circle, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { OrdersIcon } from "../../kit/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/**
 * What a shopper sees where products would be in a shop that has none yet (or a section still empty): said
 * plainly, with a way to ask the shop, rather than a blank rail or grid.
 */
export function EmptyShelf({ where = "shop" }: { where?: "shop" | "section" }) {
  const { t } = useLingui();
  return (
    <Stack
      as="section"
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: "10", md: "14" }}
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      data-testid="empty-shelf"
      data-where={where}
    >
      <Circle size="14" bg="brand.subtle" color="brand.fg" aria-hidden>
        <OrdersIcon boxSize="7" />
      </Circle>
      <Heading as="h2" size="lg">
        {where === "shop"
          ? t({ id: "emptyShelf.shopTitle", message: "Goods are on their way" })
          : t({ id: "emptyShelf.sectionTitle", message: "No goods here yet" })}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {where === "shop"
          ? t({
              id: "emptyShelf.shopText",
              message:
                "We are filling the shelves right now. Look in again soon, or ask us about what you need.",
            })
          : t({
              id: "emptyShelf.sectionText",
              message: "This section is still being filled. Look at the rest of the catalogue or ask us.",
            })}
      </Text>
      <Button asChild colorPalette="brand" variant="outline" minH="11">
        <LocalLink to={pathTo("contact")}>{t({ id: "emptyShelf.ask", message: "Ask the shop" })}</LocalLink>
      </Button>
    </Stack>
  );
}
