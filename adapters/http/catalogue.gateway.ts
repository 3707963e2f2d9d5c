import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import type { ProductQuery } from "../../application/catalogue/catalogue.types";
import { type ApiClient, orNull, type CallInput } from "./api-client";
import * as map from "./catalogue.mapper";

export function productQuery(q: ProductQuery): CallInput<"productsList">["query"] {
  return {
    search: q.search,
    page: q.page,
    size: q.size,
    is_recommendation: q.isRecommendation,
    in_sale: q.inSale,
    ordering: q.ordering,
    category_id__in: q.sections,
    manufacturer_id__in: q.brands,
    // The contract's money travels as text; a whole number of so'm is written as it is.
    price__gte: q.priceFrom === undefined ? undefined : String(q.priceFrom),
    price__lte: q.priceTo === undefined ? undefined : String(q.priceTo),
  };
}

export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly api: ApiClient) {}

  async listProducts(query: ProductQuery) {
    return map.toPage(await this.api.call("productsList", { query: productQuery(query) }), map.toProductCard);
  }

  async productDetail(slug: string) {
    // Asked again rather than taken from the browser's cache: it carries the visitor's own heart (and the
    // stock), which server pages leave out and the browser fills in (decision 0028); one liked a minute ago
    // must show. An unchanged answer costs a 304.
    const w = await orNull(
      this.api.call("productDetail", { params: { slug }, headers: { "Cache-Control": "max-age=0" } }),
    );
    return w ? map.toProductDetail(w) : null;
  }

  async similarProducts(productId: number, size: number) {
    return (
      await this.api.call("productsSimilar", { params: { id: productId }, query: { size } })
    ).results.map(map.toProductCard);
  }

  async mostSold() {
    return (await this.api.call("productsMostSold")).results.map(map.toProductCard);
  }

  async comments(productId: number, page: number, size: number) {
    return map.toPage(
      await this.api.call("productComments", { params: { id: productId }, query: { page, size } }),
      map.toReview,
    );
  }

  async rates(productId: number) {
    return map.toRating(await this.api.call("productCommentRates", { params: { id: productId } }));
  }

  async categoryTree() {
    return (await this.api.call("categoriesFooter", { query: { size: 100 } })).results.map(
      map.toCategoryGroup,
    );
  }

  async category(id: number) {
    const w = await orNull(this.api.call("categoryDetail", { params: { id } }));
    return w ? map.toCategoryDetail(w) : null;
  }

  async popularCategories(size: number) {
    return (await this.api.call("popularCategories", { query: { size } })).results.map(map.toCategory);
  }

  async headerMenu() {
    return map.toHeaderMenu(await this.api.call("headerMenu"));
  }

  async brands(size: number) {
    return (await this.api.call("manufacturers", { query: { size } })).results.map(map.toBrand);
  }

  async banners(size: number) {
    return (await this.api.call("banners", { query: { size } })).results.map(map.toBanner);
  }

  async stories() {
    // Asked again rather than taken from the browser's cache: the shared answer may be kept a minute, and a
    // story watched a moment ago must show as seen. An unchanged answer costs a 304.
    return map.toStories(await this.api.call("stories", { headers: { "Cache-Control": "max-age=0" } }));
  }

  async markStoryItemRead(itemId: number) {
    await this.api.call("storyItemRead", { params: { id: itemId } });
  }
}
