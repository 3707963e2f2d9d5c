import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Brand } from "../../../application/catalogue/catalogue.types";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/** Brand tiles linking to the list filtered by that brand. */
export function BrandStrip({ brands, title }: { brands: readonly Brand[]; title?: ReactNode }) {
  if (brands.length === 0) return null;
  return (
    <Stack as="section" gap="4">
      {title && (
        <Heading as="h2" size="xl">
          {title}
        </Heading>
      )}
      <SimpleGrid columns={{ base: 2, sm: 4, lg: 8 }} gap="3">
        {brands.map((b) => (
          <LocalLink key={b.id} to={`${pathTo("products")}?brands=${b.id}`}>
            <Box
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="l2"
              h="16"
              display="grid"
              placeItems="center"
              bg="bg.panel"
              _hover={{ borderColor: "brand.solid" }}
            >
              <Text fontWeight="bold" color="fg.muted" fontSize="sm" textAlign="center" px="2">
                {b.title}
              </Text>
            </Box>
          </LocalLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
