import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import { emptyPage, type Category, type PageOf, type ProductCard } from "../catalogue/catalogue.types";
import { tracksPageLoading } from "../app/loading.model";

/** Category ids in routes are digits only (spec section 5). */
export function parseCategoryId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export const categoryOpened = createEvent<number>();

export const loadCategoryFx = attach({
  source: $deps,
  effect: async (deps, id: number) => {
    const { catalogue } = requireDeps(deps);
    const category = await catalogue.category(id);
    if (!category) return null;
    const products = await catalogue.listProducts({ sections: [id], size: 12 });
    return { category, products };
  },
});

export const $category = createStore<Category | null>(null);
export const $categoryProducts = createStore<PageOf<ProductCard>>(emptyPage());
export const $categoryNotFound = createStore(false);
export const $categoryStatus = createStore<LoadStatus>("idle");
const $categoryKey = createStore("");

sample({
  clock: categoryOpened,
  source: { key: $categoryKey, language: $language },
  filter: ({ key, language }, id) => key !== `${language}/${id}`,
  fn: (_, id) => id,
  target: loadCategoryFx,
});
sample({ clock: loadCategoryFx, fn: (): LoadStatus => "pending", target: $categoryStatus });
sample({ clock: loadCategoryFx.doneData, fn: (d) => d?.category ?? null, target: $category });
sample({
  clock: loadCategoryFx.doneData,
  fn: (d) => d?.products ?? emptyPage<ProductCard>(),
  target: $categoryProducts,
});
sample({ clock: loadCategoryFx.doneData, fn: (d) => d === null, target: $categoryNotFound });
sample({ clock: loadCategoryFx.done, fn: (): LoadStatus => "ready", target: $categoryStatus });
sample({ clock: loadCategoryFx.fail, fn: (): LoadStatus => "error", target: $categoryStatus });
sample({
  clock: loadCategoryFx.done,
  source: $language,
  fn: (language, { params }) => `${language}/${params}`,
  target: $categoryKey,
});

tracksPageLoading(loadCategoryFx);
