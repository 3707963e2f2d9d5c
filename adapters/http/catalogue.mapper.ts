import { parseMoneyString } from "../../domain/money";
import type {
  Banner,
  Brand,
  Category,
  HeaderMenuItem,
  PageOf,
  ProductCard,
  ProductDetail,
  ProductImage,
  RatingBreakdown,
  Review,
  ReviewPhoto,
  Story,
} from "../../application/catalogue/catalogue.types";
import type * as W from "../../contract/catalogue";
import type * as P from "../../contract/product";
import type { ImageRef, ImageSet } from "../../contract/media";
import type { Infer } from "superstruct";
import type { HeaderMenuAnswer, StoriesAnswer } from "../../contract/content";

export function toImage(set: ImageSet): ProductImage {
  const d = set.default;
  return {
    extraSmall: set.extra_small ?? set.small ?? d,
    small: set.small ?? set.compressed ?? d,
    medium: set.medium ?? set.compressed ?? d,
    large: set.large ?? d,
  };
}

export function imageUrl(ref: ImageRef | undefined): string {
  if (!ref) return "";
  return typeof ref === "string" ? ref : (ref.medium ?? ref.default);
}

const som = (text: string | null | undefined): number => (text ? parseMoneyString(text) : 0);

export function toProductCard(w: P.ProductCard): ProductCard {
  const base = som(w.price);
  const sale = som(w.sale_price);
  const before = som(w.price_without_discount);
  const price = sale > 0 && sale < base ? sale : base;
  const old = before > price ? before : sale > 0 && sale < base ? base : 0;
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    images: w.images.map(toImage),
    brand: w.manufacturer ? { id: w.manufacturer.id, title: w.manufacturer.title } : null,
    price,
    oldPrice: old > 0 ? old : null,
    rate: w.rate,
    commentCount: w.comment_count,
    stock: w.realtime_count,
    isLiked: w.is_liked,
  };
}

export function toProductDetail(w: P.ProductDetail): ProductDetail {
  return {
    ...toProductCard(w),
    description: w.description ?? "",
    category: w.category,
    year: w.year,
    unit: w.unit?.title ?? null,
    unitValue: w.unit_value === null ? null : String(w.unit_value),
    weight: w.weight === null ? null : String(w.weight),
    country: w.manufactured_country,
    audience: w.targeted_audience,
    attributeGroups: w.general_attributes.map((g) => ({
      title: g.title,
      attributes: g.attributes.map((a) => ({ name: a.attribute, value: a.value })),
    })),
    variants: w.products.map((v) => ({
      slug: v.slug,
      label: v.attributes.map((a) => a.value).join(" · ") || v.slug,
    })),
  };
}

export function toPage<W, T>(
  w: {
    results: W[];
    total: number;
    current_page: number;
    total_pages: number;
    links: { next: string | null };
  },
  map: (item: W) => T,
): PageOf<T> {
  return {
    results: w.results.map(map),
    total: w.total,
    currentPage: w.current_page,
    totalPages: w.total_pages,
    hasNext: w.links.next !== null,
  };
}

export function toReview(w: P.Review): Review {
  return {
    author: w.user?.full_name ?? null,
    rate: w.rate,
    text: w.comment ?? "",
    createdAt: w.created_at,
    answer: w.answer,
    answeredAt: w.answer ? w.answered_at : null,
    photos: (w.images ?? []).flatMap((ref) => {
      const photo = toReviewPhoto(ref);
      return photo ? [photo] : [];
    }),
  };
}

/** A review photo as a URL or a set of sizes; null (a photo the server lost) is left out. */
export function toReviewPhoto(ref: ImageRef): ReviewPhoto | null {
  if (!ref) return null;
  if (typeof ref === "string") return { thumb: ref, large: ref };
  return {
    thumb: ref.small ?? ref.extra_small ?? ref.compressed ?? ref.default,
    large: ref.large ?? ref.default,
  };
}

export function toRating(w: P.RatesSummary): RatingBreakdown {
  return {
    rate: w.rate,
    total: w.total,
    rates: w.rates.map((r) => ({ rate: r.rate, percent: r.percent, count: r.count })),
  };
}

const icon = (src: { default?: string | null; medium?: string | null } | null | undefined) =>
  src?.medium ?? src?.default ?? null;

export function toCategory(w: W.Category): Category {
  return {
    id: w.id,
    title: w.title,
    icon: icon(w.icon_src),
    children: (w.categories ?? []).map((c) => ({ id: c.id, title: c.title, icon: null, children: [] })),
  };
}

export function toCategoryGroup(w: W.CategoryGroup): Category {
  return {
    id: w.id,
    title: w.title,
    icon: icon(w.icon_src),
    children: w.categories.map((c) => ({
      id: c.id,
      title: c.title,
      icon: null,
      children: c.categories.map((cc) => ({ id: cc.id, title: cc.title, icon: null, children: [] })),
    })),
  };
}

export function toCategoryDetail(w: W.CategoryDetailAnswer): Category {
  return { id: w.id, title: w.title, icon: icon(w.icon_src), children: w.categories.map(toCategory) };
}

export function toBrand(w: W.Manufacturer): Brand {
  return {
    id: w.id,
    title: w.title,
    icon: w.icon === null ? null : typeof w.icon === "string" ? w.icon : w.icon.default,
  };
}

export function toBanner(w: W.Banner): Banner {
  return {
    id: w.id,
    title: w.title ?? "",
    subtitle: w.sub_title ?? "",
    image: w.image_src.banner ?? w.image_src.optimized ?? w.image_src.default,
    url: w.url ?? "",
  };
}

export function toHeaderMenu(w: Infer<typeof HeaderMenuAnswer>): HeaderMenuItem[] {
  // An item without a category links to its own id (the strip item is the category).
  return w.results.map((r) => ({
    id: r.id,
    title: r.title,
    categoryId: r.category === null ? r.id : typeof r.category === "number" ? r.category : r.category.id,
  }));
}

export function toStories(w: Infer<typeof StoriesAnswer>): Story[] {
  return w.results.map((s) => ({
    id: s.id,
    title: s.title,
    image: imageUrl(s.image_src),
    seen: s.has_seen,
    items: s.items.map((i) => ({
      id: i.id,
      title: i.title ?? "",
      description: i.description ?? "",
      image: imageUrl(i.image_src),
      url: i.url ?? null,
      seen: i.has_seen,
    })),
  }));
}
