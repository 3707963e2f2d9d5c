import { inject, injectable } from "inversify";
import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import type { ProductQuery } from "../../application/catalogue/catalogue.types";
import {
  BannersAnswer, CategoriesFooterAnswer, CategoryDetailAnswer, ManufacturersAnswer, PopularCategoriesAnswer,
  ProductCommentRatesAnswer, ProductCommentsAnswer, ProductDetailAnswer, ProductsAnswer, ProductsMostSoldAnswer,
  ProductsSimilarAnswer,
} from "../../contract/catalogue";
import { ApiClient, ApiError, type Query } from "./api-client";
import * as map from "./catalogue.mapper";
import { AnyAnswer, HeaderMenuAnswer, StoriesAnswer } from "./content.wire";

export function productQuery(q: ProductQuery): Query {
  return {
    search: q.search,
    page: q.page,
    size: q.size,
    is_recommendation: q.isRecommendation,
    in_sale: q.inSale,
    ordering: q.ordering,
    category_id__in: q.sections,
    manufacturer_id__in: q.brands,
    price__gte: q.priceFrom,
    price__lte: q.priceTo,
  };
}

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

@injectable()
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async listProducts(query: ProductQuery) {
    return map.toPage(await this.api.get("products/", ProductsAnswer, productQuery(query)), map.toProductCard);
  }

  async productDetail(slug: string) {
    const w = await orNull(this.api.get(`products/detail/${encodeURIComponent(slug)}/`, ProductDetailAnswer));
    return w ? map.toProductDetail(w) : null;
  }

  async similarProducts(productId: number, size: number) {
    return (await this.api.get(`products/${productId}/similar/`, ProductsSimilarAnswer, { size })).results.map(map.toProductCard);
  }

  async mostSold() {
    return (await this.api.get("products/most-sold/", ProductsMostSoldAnswer)).results.map(map.toProductCard);
  }

  async comments(productId: number, page: number, size: number) {
    return map.toPage(await this.api.get(`products/${productId}/comments/`, ProductCommentsAnswer, { page, size }), map.toReview);
  }

  async rates(productId: number) {
    return map.toRating(await this.api.get(`products/${productId}/comments/rates/`, ProductCommentRatesAnswer));
  }

  async categoryTree() {
    return (await this.api.get("products/categories-list/footer/", CategoriesFooterAnswer, { size: 100 })).results.map(map.toCategoryGroup);
  }

  async category(id: number) {
    const w = await orNull(this.api.get(`products/categories/${id}/`, CategoryDetailAnswer));
    return w ? map.toCategoryDetail(w) : null;
  }

  async popularCategories(size: number) {
    return (await this.api.get("products/popular-categories/", PopularCategoriesAnswer, { size })).results.map(map.toCategory);
  }

  async headerMenu() {
    return map.toHeaderMenu(await this.api.get("common/header-menu", HeaderMenuAnswer));
  }

  async brands(size: number) {
    return (await this.api.get("products/manufacture/", ManufacturersAnswer, { size })).results.map(map.toBrand);
  }

  async banners(size: number) {
    return (await this.api.get("products/banner/", BannersAnswer, { size })).results.map(map.toBanner);
  }

  async stories() {
    return map.toStories(await this.api.get("common/story/", StoriesAnswer));
  }

  async markStoryItemRead(itemId: number) {
    await this.api.get(`common/story-item/${itemId}/read/`, AnyAnswer);
  }
}
