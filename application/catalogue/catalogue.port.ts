import type {
  Banner,
  Brand,
  Category,
  HeaderMenuItem,
  PageOf,
  ProductCard,
  ProductDetail,
  ProductQuery,
  RatingBreakdown,
  Review,
  Story,
} from "./catalogue.types";

/** Everything the storefront reads about the catalogue. Answers come back in the request's language. */
export const CatalogueGateway = Symbol("CatalogueGateway");
export interface CatalogueGateway {
  listProducts(query: ProductQuery): Promise<PageOf<ProductCard>>;
  productDetail(slug: string): Promise<ProductDetail | null>;
  similarProducts(productId: number, size: number): Promise<readonly ProductCard[]>;
  mostSold(): Promise<readonly ProductCard[]>;
  comments(productId: number, page: number, size: number): Promise<PageOf<Review>>;
  rates(productId: number): Promise<RatingBreakdown>;
  categoryTree(): Promise<readonly Category[]>;
  category(id: number): Promise<Category | null>;
  popularCategories(size: number): Promise<readonly Category[]>;
  headerMenu(): Promise<readonly HeaderMenuItem[]>;
  brands(size: number): Promise<readonly Brand[]>;
  banners(size: number): Promise<readonly Banner[]>;
  stories(): Promise<readonly Story[]>;
  markStoryItemRead(itemId: number): Promise<void>;
}
