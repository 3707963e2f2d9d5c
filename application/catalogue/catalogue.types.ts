import type { Som } from "../../domain/money";

/** One picture in the sizes the server offers; `small` is the card size, `large` the gallery size. */
export interface ProductImage {
  readonly extraSmall: string;
  readonly small: string;
  readonly medium: string;
  readonly large: string;
}

export interface BrandRef {
  readonly id: number;
  readonly title: string;
}

/** A product as shown in lists and cards. `oldPrice` is set only when there is a discount. */
export interface ProductCard {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly images: readonly ProductImage[];
  readonly brand: BrandRef | null;
  readonly price: Som;
  readonly oldPrice: Som | null;
  readonly rate: number;
  readonly commentCount: number;
  readonly stock: number;
  readonly isLiked: boolean;
}

export interface AttributeGroup {
  readonly title: string;
  readonly attributes: readonly { readonly name: string; readonly value: string }[];
}

export interface ProductVariant {
  readonly slug: string;
  readonly label: string;
}

export interface ProductDetail extends ProductCard {
  readonly description: string;
  readonly category: { readonly id: number; readonly title: string } | null;
  readonly year: number | null;
  readonly unit: string | null;
  readonly unitValue: string | null;
  readonly weight: string | null;
  readonly country: string | null;
  readonly audience: string | null;
  readonly attributeGroups: readonly AttributeGroup[];
  readonly variants: readonly ProductVariant[];
}

/** A review's photo: the small copy for the row of thumbnails, the large one for the viewer. */
export interface ReviewPhoto {
  readonly thumb: string;
  readonly large: string;
}

export interface Review {
  readonly author: string | null;
  readonly rate: number;
  readonly text: string;
  readonly createdAt: string;
  /** The shop's reply and when it was written (null when there is none, or no date came). */
  readonly answer: string | null;
  readonly answeredAt: string | null;
  /** Up to 4 (spec 3). */
  readonly photos: readonly ReviewPhoto[];
}

export interface RatingBreakdown {
  readonly rate: number;
  readonly total: number;
  readonly rates: readonly { readonly rate: number; readonly percent: number; readonly count: number }[];
}

export interface Category {
  readonly id: number;
  readonly title: string;
  readonly icon: string | null;
  readonly children: readonly Category[];
}

export interface HeaderMenuItem {
  readonly id: number;
  readonly title: string;
  readonly categoryId: number;
}

export interface Brand {
  readonly id: number;
  readonly title: string;
  readonly icon: string | null;
}

export interface Banner {
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly image: string;
  readonly url: string;
}

export interface StoryItem {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly url: string | null;
  readonly seen: boolean;
}

export interface Story {
  readonly id: number;
  readonly title: string;
  readonly image: string;
  readonly seen: boolean;
  readonly items: readonly StoryItem[];
}

export interface PageOf<T> {
  readonly results: readonly T[];
  readonly total: number;
  readonly currentPage: number;
  readonly totalPages: number;
  readonly hasNext: boolean;
}

export const PRODUCT_ORDERINGS = ["-created_at", "price", "-price", "-rate", "sale_price"] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export interface ProductQuery {
  readonly search?: string;
  readonly page?: number;
  readonly size?: number;
  readonly sections?: readonly number[];
  readonly brands?: readonly number[];
  readonly priceFrom?: Som;
  readonly priceTo?: Som;
  readonly inSale?: boolean;
  readonly isRecommendation?: boolean;
  readonly ordering?: ProductOrdering | "created_at";
}

export function emptyPage<T>(): PageOf<T> {
  return { results: [], total: 0, currentPage: 1, totalPages: 0, hasNext: false };
}
