import type { CatalogueGateway } from "../catalogue/catalogue.port";
import type { Banner, Brand, Category, ProductCard, Story } from "../catalogue/catalogue.types";

export interface HomeData {
  readonly banners: readonly Banner[];
  readonly stories: readonly Story[];
  readonly brands: readonly Brand[];
  readonly mostSold: readonly ProductCard[];
  readonly discounted: readonly ProductCard[];
  readonly popularCategories: readonly Category[];
  readonly latest: readonly ProductCard[];
  readonly recommended: readonly ProductCard[];
}

/** Fewer than three banners are repeated three times so the carousel always has slides (spec section 7). */
export function repeatBanners(banners: readonly Banner[]): readonly Banner[] {
  return banners.length > 0 && banners.length < 3 ? [...banners, ...banners, ...banners] : banners;
}

/** Loads every home block at once; a failing block comes back empty instead of failing the page. */
export async function loadHome(catalogue: CatalogueGateway): Promise<HomeData> {
  const settle = async <T>(p: Promise<T>, empty: T): Promise<T> => p.catch(() => empty);
  const [banners, stories, brands, mostSold, discounted, popularCategories, latest, recommended] =
    await Promise.all([
      settle(catalogue.banners(10), []),
      settle(catalogue.stories(), []),
      settle(catalogue.brands(12), []),
      settle(catalogue.mostSold(), []),
      settle(
        catalogue.listProducts({ ordering: "sale_price", inSale: true, size: 12 }).then((p) => p.results),
        [],
      ),
      settle(catalogue.popularCategories(12), []),
      settle(
        catalogue.listProducts({ ordering: "-created_at", inSale: true, size: 6 }).then((p) => p.results),
        [],
      ),
      settle(
        catalogue.listProducts({ isRecommendation: true, size: 6 }).then((p) => p.results),
        [],
      ),
    ]);
  return {
    banners: repeatBanners(banners),
    stories,
    brands,
    mostSold,
    discounted: discounted.filter((p) => p.oldPrice !== null),
    popularCategories,
    latest,
    recommended,
  };
}

/** Marks a story item as read in a list of stories; a story is seen when all its items are. */
export function markRead(stories: readonly Story[], itemId: number): readonly Story[] {
  return stories.map((story) => {
    if (!story.items.some((i) => i.id === itemId)) return story;
    const items = story.items.map((i) => (i.id === itemId ? { ...i, seen: true } : i));
    return { ...story, items, seen: items.every((i) => i.seen) };
  });
}
