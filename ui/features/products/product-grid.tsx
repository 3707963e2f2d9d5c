import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { ProductCard, ProductCardSkeleton } from "./product-card";

export interface ProductGridProps {
  products: readonly Product[];
  loading?: boolean;
  error?: boolean;
  skeletons?: number;
  columns?: { base: number; sm?: number; md?: number; lg?: number };
  /** Something to do with each product, shown under its card (e.g. remove it from the saved list). */
  actionFor?: (product: Product) => React.ReactNode;
  /** What stands in for no products; by default, that none match the filters. */
  empty?: React.ReactNode;
  /** The grid opens the page: its first row's pictures load at once, not lazily (see ProductCard). */
  leadsPage?: boolean;
}

/** Products in a responsive grid, with its loading, empty and error states. */
export function ProductGrid({
  products,
  loading = false,
  error = false,
  skeletons = 8,
  columns,
  actionFor,
  empty,
  leadsPage = false,
}: ProductGridProps) {
  const { t } = useLingui();
  const cols = columns ?? { base: 2, md: 3, lg: 4 };
  if (error) {
    return (
      <Text color="fg.error" py="8" textAlign="center">
        {t({ id: "common.loadError", message: "Could not load. Please try again." })}
      </Text>
    );
  }
  if (loading && products.length === 0) {
    return (
      <SimpleGrid columns={cols} gap="4" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (products.length === 0) {
    if (empty) return empty;
    return (
      <Stack py="10" align="center">
        <Text color="fg.muted" data-testid="products-empty">
          {t({ id: "products.empty", message: "No products match these filters" })}
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid columns={cols} gap="4" opacity={loading ? 0.6 : 1} data-testid="product-grid">
      {products.map((p, i) => {
        // A phone shows two cards on its first screen; a desktop's other visible cards load at once anyway.
        const lead = leadsPage && i < 2;
        return actionFor ? (
          <Stack key={p.id} gap="2">
            <ProductCard product={p} lead={lead} />
            {actionFor(p)}
          </Stack>
        ) : (
          <ProductCard key={p.id} product={p} lead={lead} />
        );
      })}
    </SimpleGrid>
  );
}
