import { Box, Heading, HStack, Link, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { LocalLink } from "../../routing/localized";
import { ProductGrid } from "./product-grid";
import { PHONE_TAP_TARGET } from "../../kit/tap-target";

/** A titled block of products on the home page, with an optional "see all" link. */
export function ProductSection({
  title,
  products,
  loading,
  moreHref,
  moreLabel,
  testId,
}: {
  title: ReactNode;
  products: readonly Product[];
  loading?: boolean;
  moreHref?: string;
  moreLabel?: ReactNode;
  testId?: string;
}) {
  if (!loading && products.length === 0) return null;
  return (
    <Stack as="section" gap="4" data-testid={testId}>
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {moreHref && (
          <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm" {...PHONE_TAP_TARGET}>
            <LocalLink to={moreHref}>{moreLabel}</LocalLink>
          </Link>
        )}
      </HStack>
      <Box>
        <ProductGrid
          products={products}
          loading={loading}
          skeletons={6}
          columns={{ base: 2, md: 3, lg: 6 }}
        />
      </Box>
    </Stack>
  );
}
