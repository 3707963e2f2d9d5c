import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Category } from "../../../application/catalogue/catalogue.types";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { SmartImage } from "../products/smart-image";

/** Popular sections as picture tiles linking to /products?sections=. */
export function CategoryTiles({ categories, title }: { categories: readonly Category[]; title?: ReactNode }) {
  if (categories.length === 0) return null;
  return (
    <Stack as="section" gap="4">
      {title && (
        <Heading as="h2" size="xl">
          {title}
        </Heading>
      )}
      <SimpleGrid columns={{ base: 3, md: 4, lg: 6 }} gap="3">
        {categories.map((c) => (
          <LocalLink key={c.id} to={`${pathTo("products")}?sections=${c.id}`}>
            <Stack
              align="center"
              gap="2"
              p="3"
              borderRadius="l3"
              bg="bg.muted"
              _hover={{ bg: "brand.subtle" }}
              h="full"
            >
              <Box boxSize="14" borderRadius="full" overflow="hidden" bg="bg.panel">
                <SmartImage
                  responsive={false}
                  src={c.icon ?? undefined}
                  alt=""
                  w="full"
                  h="full"
                  objectFit="cover"
                />
              </Box>
              <Text fontSize="sm" textAlign="center" fontWeight="medium" lineClamp={2}>
                {c.title}
              </Text>
            </Stack>
          </LocalLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
