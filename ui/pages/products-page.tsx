import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { $categoryTree } from "../../application/layout/layout.model";
import { listHeading } from "../../application/products/list-heading";
import {
  activeFilterCount,
  listQueryToSearch,
  parseListQuery,
  type ListQuery,
} from "../../application/products/list-query";
import {
  $listBrands,
  $listStatus,
  $productList,
  productListOpened,
} from "../../application/products/product-list.model";
import { FilterPanel } from "../features/catalogue/filter-panel";
import { Pager } from "../features/catalogue/pager";
import { SortSelect } from "../features/catalogue/sort-select";
import { EmptyShelf } from "../features/products/empty-shelf";
import { ProductGrid } from "../features/products/product-grid";
import { CARD_IMAGE_SIZES } from "../features/products/product-card";
import { useLocalize } from "../routing/localized";
import { pageLoad } from "../routing/page-load";
import { pathTo } from "../routing/route-names";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";

// The phone's filter sheet (a Chakra Drawer) loads when it is first opened.
const FilterSheet = lazy(() => import("../features/catalogue/filter-sheet"));

export const load = pageLoad(productListOpened, ({ search }) => parseListQuery(search));

export default function ProductsPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const query = useMemo(() => parseListQuery(location.search), [location.search]);
  const [list, brands, status, tree] = useUnit([$productList, $listBrands, $listStatus, $categoryTree]);
  usePageLoad(load);
  const sections = useMemo(() => tree.flatMap((g) => [g, ...g.children]), [tree]);
  const go = (next: ListQuery) => navigate(localize(`${pathTo("products")}${listQueryToSearch(next)}`));
  const heading = listHeading(query, sections, brands, list.results);
  const search = heading.kind === "search" ? heading.text : "";
  const title =
    heading.kind === "search"
      ? t({ id: "products.searchTitle", message: `Results for “${search}”` })
      : heading.kind === "named"
        ? heading.title
        : t({ id: "products.title", message: "All products" });
  const total = list.total;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const filterCount = activeFilterCount(query);
  const filters = <FilterPanel query={query} sections={sections} brands={brands} onChange={go} />;
  const leadPicture = list.results[0]?.images[0]?.small;
  usePageMeta({
    title,
    description: t({
      id: "products.description",
      message: "Building materials catalogue with prices in so'm and delivery across Uzbekistan.",
    }),
    leadImage: leadPicture ? { src: leadPicture, sizes: CARD_IMAGE_SIZES } : undefined,
  });

  return (
    <Container maxW="7xl" py="6">
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          gap="3"
          direction={{ base: "column", md: "row" }}
        >
          <Box>
            <Heading as="h1" size="2xl" data-testid="products-title">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" data-testid="products-total">
              {t({ id: "products.total", message: `${total} products` })}
            </Text>
          </Box>
          {/* On a phone the filters wait in a sheet behind this button, beside the order, so the results
              start on the first screen; from md up they stand in the side column. */}
          <HStack gap="2" w={{ base: "full", md: "auto" }}>
            <Button
              hideFrom="md"
              variant="outline"
              size="lg"
              flexShrink={0}
              aria-haspopup="dialog"
              data-testid="filters-open"
              onClick={() => {
                setSheetLoaded(true);
                setSheetOpen(true);
              }}
            >
              {filterCount > 0
                ? t({ id: "filters.openCount", message: `Filters (${filterCount})` })
                : t({ id: "filters.title", message: "Filters" })}
            </Button>
            <Box flex={{ base: "1", md: "none" }} minW="0">
              <SortSelect
                value={query.ordering}
                onChange={(ordering) => go({ ...query, ordering, page: 1 })}
              />
            </Box>
          </HStack>
        </Flex>
        {sheetLoaded && (
          <Suspense fallback={null}>
            <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} total={total}>
              {filters}
            </FilterSheet>
          </Suspense>
        )}
        <Flex gap="8" align="flex-start" direction={{ base: "column", md: "row" }}>
          <Box w={{ base: "full", md: "64" }} flexShrink={0} hideBelow="md">
            {filters}
          </Box>
          <Stack flex="1" gap="6" minW="0">
            <ProductGrid
              products={list.results}
              loading={status === "pending" || status === "idle"}
              error={status === "error"}
              skeletons={12}
              columns={{ base: 2, md: 2, lg: 3 }}
              leadsPage
              // Nothing asked for and nothing found: the shop has no goods yet, not a filter too narrow.
              empty={filterCount === 0 && !query.search && query.page === 1 ? <EmptyShelf /> : undefined}
            />
            <HStack justify="center">
              <Pager
                page={query.page}
                totalPages={list.totalPages}
                hrefFor={(page) => localize(`${pathTo("products")}${listQueryToSearch({ ...query, page })}`)}
                onPick={(page) => go({ ...query, page })}
              />
            </HStack>
          </Stack>
        </Flex>
      </Stack>
    </Container>
  );
}
