import { Container, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $home, $homeStatus, $stories, homeOpened, storyItemViewed } from "../../application/home/home.model";
import { BannerCarousel } from "../features/home/banner-carousel";
import { BrandStrip } from "../features/home/brand-strip";
import { CategoryTiles } from "../features/home/category-tiles";
import { StoriesStrip } from "../features/home/stories-strip";
import { ProductSection } from "../features/products/product-row";
import { usePageLoad } from "../routing/use-page-load";
import { usePageMeta } from "../seo/page-meta";

export default function HomePage() {
  const { t } = useLingui();
  const [home, stories, status, opened, viewed] = useUnit([$home, $stories, $homeStatus, homeOpened, storyItemViewed]);
  usePageLoad(() => opened(), [opened]);
  usePageMeta({
    title: t({ id: "home.title", message: "Building materials online" }),
    description: t({ id: "home.description", message: "Over 30,000 building materials with delivery across Uzbekistan: cement, bricks, paint, tools and plumbing." }),
  });
  const loading = status === "pending" || status === "idle";
  return (
    <Container maxW="7xl" py="6">
      <Stack gap="10">
        <BannerCarousel banners={home?.banners ?? []} loading={loading && !home} />
        <StoriesStrip stories={stories} onItemViewed={viewed} />
        <BrandStrip brands={home?.brands ?? []} title={<Trans id="home.brands">Popular brands</Trans>} />
        <ProductSection testId="most-sold" title={<Trans id="home.mostSold">Best sellers</Trans>} products={home?.mostSold ?? []} loading={loading && !home} />
        <ProductSection testId="discounted" title={<Trans id="home.discounted">Discounts</Trans>} products={home?.discounted ?? []} moreHref="/products?ordering=sale_price" moreLabel={<Trans id="common.seeAll">See all</Trans>} />
        <CategoryTiles categories={home?.popularCategories ?? []} title={<Trans id="home.popularSections">Popular sections</Trans>} />
        <ProductSection testId="latest" title={<Trans id="home.latest">New arrivals</Trans>} products={home?.latest ?? []} moreHref="/products?ordering=-created_at" moreLabel={<Trans id="common.seeAll">See all</Trans>} />
        <ProductSection testId="recommended" title={<Trans id="home.recommended">Recommended for you</Trans>} products={home?.recommended ?? []} />
      </Stack>
    </Container>
  );
}
