import { Box, Container, Grid, Heading, Skeleton, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Scope } from "effector";
import { useUnit } from "effector-react";
import { Fragment, lazy } from "react";
import { useParams } from "react-router-dom";
import {
  $productFailure,
  $productNotFound,
  $productPage,
  $productStatus,
  productOpened,
} from "../../application/products/product-page.model";
import { HtmlContent } from "../features/content/html-content";
import { ProductBuyBox } from "../features/product/product-buy-box";
import { ProductGallery } from "../features/product/product-gallery";
import { RatingBreakdown } from "../features/product/rating-breakdown";
import { LazyProductReviews } from "../features/reviews/lazy-reviews";
import { pageLoad, type PageStatus } from "../routing/page-load";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";
import { ErrorView } from "./error-page";
import { BelowFold } from "../layout/below-fold";
import { GALLERY_SIZES } from "../features/product/product-gallery";

// Similar products sit below the fold: their card code hydrates after the first screen, not with the page.
const ProductSection = lazy(() =>
  import("../features/products/product-row").then((m) => ({ default: m.ProductSection })),
);

// The look of Chakra's small line table, without its recipe in the first load.
const ATTRIBUTE_CELL = { px: "3", py: "2", m: "0", borderBottomWidth: "1px", borderColor: "border" } as const;

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const load = pageLoad(productOpened, ({ params }) => params.slug || null);

type PageState = [
  data: ReturnType<typeof $productPage.getState>,
  status: ReturnType<typeof $productStatus.getState>,
  notFound: boolean,
  failure: ReturnType<typeof $productFailure.getState>,
];

/** What the page shows for its slug: the product, or that it is missing, or that loading it failed. */
function viewOf([data, status, notFound]: PageState, slug: string) {
  const product =
    data?.product.slug === slug ? data.product : data?.product && status === "pending" ? data.product : null;
  return { product, missing: notFound && status !== "pending", failed: status === "error" && !product };
}

const stateOf = (scope: Scope): PageState => [
  scope.getState($productPage),
  scope.getState($productStatus),
  scope.getState($productNotFound),
  scope.getState($productFailure),
];

export const status: PageStatus = (scope, { params }) => {
  const state = stateOf(scope);
  const view = viewOf(state, params.slug ?? "");
  return view.missing ? 404 : view.failed ? state[3] : 200;
};

export default function ProductPage() {
  const { t } = useLingui();
  const { slug = "" } = useParams();
  const state = useUnit([$productPage, $productStatus, $productNotFound, $productFailure]);
  usePageLoad(load);
  const [data, , , failure] = state;
  const { product, missing, failed } = viewOf(state, slug);
  usePageMeta(
    missing || failed
      ? null
      : product
        ? {
            title: product.title,
            description: plain(product.description).slice(0, 160) || product.title,
            image: product.images[0]?.large,
            leadImage: product.images[0] ? { src: product.images[0].large, sizes: GALLERY_SIZES } : undefined,
            type: "product",
            price: product.price,
          }
        : { title: t({ id: "product.loading", message: "Product" }) },
  );

  if (missing) return <ErrorView status={404} />;
  if (failed) return <ErrorView status={failure} />;
  if (!product) {
    return (
      <Container maxW="7xl" py="6">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="8">
          <Skeleton aspectRatio={1} borderRadius="l3" />
          <Stack gap="4">
            <Skeleton h="8" />
            <Skeleton h="6" w="50%" />
            <Skeleton h="12" w="40%" />
          </Stack>
        </Grid>
      </Container>
    );
  }
  const reviews = data?.reviews.results ?? [];
  return (
    <Container maxW="7xl" py="6">
      <Stack gap="12">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "6", md: "10" }}>
          <ProductGallery images={product.images} title={product.title} />
          <ProductBuyBox product={product} currentSlug={slug} />
        </Grid>
        <BelowFold estimate="900px">
          <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="10">
            <Stack gap="6">
              <Stack as="section" gap="3">
                <Heading as="h2" size="lg">
                  <Trans id="product.about">About the product</Trans>
                </Heading>
                <HtmlContent html={product.description} />
              </Stack>
              {product.attributeGroups.map((g) => (
                <Stack as="section" key={g.title} gap="3">
                  <Heading as="h3" size="md">
                    {g.title}
                  </Heading>
                  {/* Name and value pairs: a description list, ruled like a table. */}
                  <Grid as="dl" templateColumns="1fr 1fr" textStyle="sm">
                    {g.attributes.map((a) => (
                      <Fragment key={a.name}>
                        <Box as="dt" color="fg.muted" {...ATTRIBUTE_CELL}>
                          {a.name}
                        </Box>
                        <Box as="dd" {...ATTRIBUTE_CELL}>
                          {a.value}
                        </Box>
                      </Fragment>
                    ))}
                  </Grid>
                </Stack>
              ))}
            </Stack>
            <Stack as="section" gap="4">
              <Heading as="h2" size="lg">
                <Trans id="product.reviews">Reviews</Trans>
              </Heading>
              {data && <RatingBreakdown rating={data.rating} />}
              <LazyProductReviews productId={product.id} slug={product.slug} reviews={reviews} />
            </Stack>
          </Grid>
        </BelowFold>
        {data && data.similar.length > 0 && (
          <BelowFold estimate="480px">
            <ProductSection
              testId="similar"
              title={<Trans id="product.similar">Similar products</Trans>}
              products={data.similar}
            />
          </BelowFold>
        )}
      </Stack>
    </Container>
  );
}
