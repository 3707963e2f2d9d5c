import { Button, Container, Heading, HStack, Stack, Wrap } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useParams } from "react-router-dom";
import {
  $category,
  $categoryNotFound,
  $categoryProducts,
  $categoryStatus,
  categoryOpened,
  parseCategoryId,
} from "../../application/categories/categories.model";
import { EmptyShelf } from "../features/products/empty-shelf";
import { ProductGrid } from "../features/products/product-grid";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { pageLoad, type PageStatus } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";
import { ErrorView } from "./error-page";

export const load = pageLoad(categoryOpened, ({ params }) => parseCategoryId(params.id));

// Category ids are digits only; anything else is the 404 page (spec section 5).
const isMissing = (id: number | null, notFound: boolean, status: string) =>
  id === null || (notFound && status !== "pending");

export const status: PageStatus = (scope, { params }) =>
  isMissing(parseCategoryId(params.id), scope.getState($categoryNotFound), scope.getState($categoryStatus))
    ? 404
    : 200;

export default function CategoryPage() {
  const { id: raw } = useParams();
  const id = parseCategoryId(raw);
  const [category, products, status, notFound] = useUnit([
    $category,
    $categoryProducts,
    $categoryStatus,
    $categoryNotFound,
  ]);
  usePageLoad(load);
  const missing = isMissing(id, notFound, status);
  usePageMeta(missing ? null : { title: category?.title ?? "…" });
  if (missing) return <ErrorView status={404} />;
  const current = category?.id === id ? category : null;
  return (
    <Container maxW="7xl" py="6">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {current?.title ?? "…"}
        </Heading>
        {current && current.children.length > 0 && (
          <Wrap gap="2">
            {current.children.map((c) => (
              <Button key={c.id} asChild size="sm" variant="outline">
                <LocalLink to={pathTo("products-categories-id", { id: c.id })}>{c.title}</LocalLink>
              </Button>
            ))}
          </Wrap>
        )}
        <ProductGrid
          products={current ? products.results : []}
          loading={status === "pending" || !current}
          error={status === "error"}
          empty={<EmptyShelf where="section" />}
          leadsPage
        />
        <HStack justify="center">
          <Button asChild colorPalette="brand" variant="outline">
            <LocalLink to={`${pathTo("products")}?sections=${id}`}>
              <Trans id="category.all">All products of the category</Trans>
            </LocalLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
