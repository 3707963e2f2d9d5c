import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import { emptyPage, type Brand, type PageOf, type ProductCard } from "../catalogue/catalogue.types";
import { listQueryToSearch, toProductQuery, type ListQuery } from "./list-query";
import { tracksPageLoading } from "../app/loading.model";

/** The /products page was opened (or its URL changed) with this query. */
export const productListOpened = createEvent<ListQuery>();

export const loadListFx = attach({
  source: $deps,
  effect: async (deps, query: ListQuery) => {
    const { catalogue } = requireDeps(deps);
    const [page, brands] = await Promise.all([
      catalogue.listProducts(toProductQuery(query)),
      catalogue.brands(50).catch((): readonly Brand[] => []),
    ]);
    return { page, brands };
  },
});

export const $productList = createStore<PageOf<ProductCard>>(emptyPage());
export const $listBrands = createStore<readonly Brand[]>([]);
export const $listStatus = createStore<LoadStatus>("idle");
const $listKey = createStore("");

const keyOf = (language: string, query: ListQuery) => `${language}${listQueryToSearch(query)}`;

sample({
  clock: productListOpened,
  source: { key: $listKey, language: $language },
  filter: ({ key, language }, query) => key !== keyOf(language, query),
  fn: (_, query) => query,
  target: loadListFx,
});
sample({ clock: loadListFx, fn: (): LoadStatus => "pending", target: $listStatus });
sample({ clock: loadListFx.doneData, fn: (d) => d.page, target: $productList });
sample({ clock: loadListFx.doneData, fn: (d) => d.brands, target: $listBrands });
sample({ clock: loadListFx.done, fn: (): LoadStatus => "ready", target: $listStatus });
sample({ clock: loadListFx.fail, fn: (): LoadStatus => "error", target: $listStatus });
sample({
  clock: loadListFx.done,
  source: $language,
  fn: (language, { params }) => keyOf(language, params),
  target: $listKey,
});

tracksPageLoading(loadListFx);
