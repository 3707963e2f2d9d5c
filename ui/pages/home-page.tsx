import { Container, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $home, $homeStatus, $stories, homeOpened, storyItemViewed } from "../../application/home/home.model";
import { BANNER_SIZES, BannerCarousel } from "../features/home/banner-carousel";
import { BrandStrip } from "../features/home/brand-strip";
import { CategoryTiles } from "../features/home/category-tiles";
import { StoriesStrip } from "../features/home/stories-strip";
import { EmptyShelf } from "../features/products/empty-shelf";
import { ProductSection } from "../features/products/product-row";
import { BelowFold } from "../layout/below-fold";
import { pageLoad } from "../routing/page-load";
import { pathTo } from "../routing/route-names";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";

export const load = pageLoad(homeOpened);

export default function HomePage() {
  const { t } = useLingui();
  const [home, stories, status, viewed] = useUnit([$home, $stories, $homeStatus, storyItemViewed]);
  usePageLoad(load);
  usePageMeta({
    title: t({ id: "home.title", message: "Building materials online" }),
    description: t({
      id: "home.description",
      message:
        "Over 30,000 building materials with delivery across Uzbekistan: cement, bricks, paint, tools and plumbing.",
    }),
    leadImage: home?.banners[0] ? { src: home.banners[0].image, sizes: BANNER_SIZES } : undefined,
  });
  const loading = status === "pending" || status === "idle";
  // A shop with no goods yet says so where its rails would be, rather than showing none of them.
  const noGoods =
    !!home &&
    !loading &&
    [home.mostSold, home.discounted, home.latest, home.recommended].every((rail) => rail.length === 0);
  return (
    <Container maxW="7xl" py="6">
      <Stack gap="10">
        <BannerCarousel banners={home?.banners ?? []} loading={loading && !home} />
        <StoriesStrip stories={stories} onItemViewed={viewed} />
        {noGoods && <EmptyShelf />}
        <BelowFold estimate="600px">
          <BrandStrip brands={home?.brands ?? []} title={<Trans id="home.brands">Popular brands</Trans>} />
        </BelowFold>
        <BelowFold estimate="480px">
          <ProductSection
            testId="most-sold"
            title={<Trans id="home.mostSold">Best sellers</Trans>}
            products={home?.mostSold ?? []}
            loading={loading && !home}
          />
        </BelowFold>
        <BelowFold estimate="480px">
          <ProductSection
            testId="discounted"
            title={<Trans id="home.discounted">Discounts</Trans>}
            products={home?.discounted ?? []}
            moreHref={`${pathTo("products")}?ordering=sale_price`}
            moreLabel={<Trans id="common.seeAll">See all</Trans>}
          />
        </BelowFold>
        <BelowFold estimate="600px">
          <CategoryTiles
            categories={home?.popularCategories ?? []}
            title={<Trans id="home.popularSections">Popular sections</Trans>}
          />
        </BelowFold>
        <BelowFold estimate="480px">
          <ProductSection
            testId="latest"
            title={<Trans id="home.latest">New arrivals</Trans>}
            products={home?.latest ?? []}
            moreHref={`${pathTo("products")}?ordering=-created_at`}
            moreLabel={<Trans id="common.seeAll">See all</Trans>}
          />
        </BelowFold>
        <BelowFold estimate="480px">
          <ProductSection
            testId="recommended"
            title={<Trans id="home.recommended">Recommended for you</Trans>}
            products={home?.recommended ?? []}
          />
        </BelowFold>
      </Stack>
    </Container>
  );
}
