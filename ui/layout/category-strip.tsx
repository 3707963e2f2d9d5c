import { Box, Container, HStack, Link } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { HeaderMenuItem } from "../../application/catalogue/catalogue.types";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";

/** The horizontal category strip; the item whose category is in `sections` is highlighted. */
export function CategoryStrip({
  items,
  selected = [],
}: {
  items: readonly HeaderMenuItem[];
  selected?: readonly number[];
}) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={t({ id: "layout.categories", message: "Categories" })}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg="bg"
    >
      <Container maxW="7xl">
        <HStack gap="1" overflowX="auto" py="2" css={{ scrollbarWidth: "none" }}>
          {items.map((item) => {
            const active = selected.includes(item.categoryId);
            return (
              <Link
                key={item.id}
                asChild
                px="3"
                py="1.5"
                borderRadius="full"
                whiteSpace="nowrap"
                fontSize="sm"
                fontWeight="medium"
                bg={active ? "brand.solid" : "bg.muted"}
                color={active ? "brand.contrast" : "fg"}
                _hover={{ textDecoration: "none", bg: active ? "brand.solid" : "brand.subtle" }}
                aria-current={active ? "true" : undefined}
              >
                <LocalLink to={`${pathTo("products")}?sections=${item.categoryId}`}>{item.title}</LocalLink>
              </Link>
            );
          })}
        </HStack>
      </Container>
    </Box>
  );
}
