import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import { pageFailureOf, type PageFailure } from "../shared/page-failure";
import type {
  PageOf,
  ProductCard,
  ProductDetail,
  RatingBreakdown,
  Review,
} from "../catalogue/catalogue.types";
import { tracksPageLoading } from "../app/loading.model";
import { ownMarksChanged } from "../basket/basket.model";

export interface ProductPageData {
  readonly product: ProductDetail;
  readonly similar: readonly ProductCard[];
  readonly reviews: PageOf<Review>;
  readonly rating: RatingBreakdown;
}

export const productOpened = createEvent<string>();

export const loadProductFx = attach({
  source: $deps,
  effect: async (deps, slug: string): Promise<ProductPageData | null> => {
    const { catalogue } = requireDeps(deps);
    const product = await catalogue.productDetail(slug);
    if (!product) return null;
    const [similar, reviews, rating] = await Promise.all([
      catalogue.similarProducts(product.id, 12).catch(() => []),
      catalogue
        .comments(product.id, 1, 10)
        .catch(() => ({ results: [], total: 0, currentPage: 1, totalPages: 0, hasNext: false })),
      catalogue.rates(product.id).catch(() => ({ rate: product.rate, total: 0, rates: [] })),
    ]);
    return { product, similar, reviews, rating };
  },
});

export const $productPage = createStore<ProductPageData | null>(null);
export const $productStatus = createStore<LoadStatus>("idle");
/** The slug asked for does not exist: the page answers 404. */
export const $productNotFound = createStore(false);
/** Which error page a failed load shows. */
export const $productFailure = createStore<PageFailure>(500);
const $productKey = createStore("");

sample({
  clock: productOpened,
  source: { key: $productKey, language: $language },
  filter: ({ key, language }, slug) => key !== `${language}/${slug}`,
  fn: (_, slug) => slug,
  target: loadProductFx,
});
sample({ clock: loadProductFx, fn: (): LoadStatus => "pending", target: $productStatus });
sample({ clock: loadProductFx.doneData, target: $productPage });
sample({ clock: loadProductFx.doneData, fn: (d) => d === null, target: $productNotFound });
sample({ clock: loadProductFx.done, fn: (): LoadStatus => "ready", target: $productStatus });
sample({ clock: loadProductFx.fail, fn: (): LoadStatus => "error", target: $productStatus });
sample({ clock: loadProductFx.failData, fn: pageFailureOf, target: $productFailure });
sample({
  clock: loadProductFx.done,
  source: $language,
  fn: (language, { params }) => `${language}/${params}`,
  target: $productKey,
});

tracksPageLoading(loadProductFx);

// The heart is the visitor's own: the server's page is everyone's and shows it empty (decision 0028), so the
// browser asks once it knows who the visitor is, and again when that changes.
const likedFx = attach({
  source: $deps,
  effect: async (deps, slug: string) =>
    (await requireDeps(deps).catalogue.productDetail(slug))?.isLiked ?? false,
});
sample({
  clock: ownMarksChanged,
  source: $productPage,
  filter: Boolean,
  fn: (page) => page!.product.slug,
  target: likedFx,
});
sample({
  clock: likedFx.done,
  source: $productPage,
  filter: (page, { params, result }) =>
    page !== null && page.product.slug === params && page.product.isLiked !== result,
  fn: (page, { result }) => ({ ...page!, product: { ...page!.product, isLiked: result } }),
  target: $productPage,
});
