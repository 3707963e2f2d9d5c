// Real-looking wire values: so'm prices as decimal strings, Uzbek and Russian titles, media paths as the
// backend serves them. Builders return fresh objects, so a test may change its copy.

export function imageSet(id: number, name: string) {
  const base = `/media/products/${id}/${name}`;
  return {
    extra_small: `${base}-xs.webp`,
    small: `${base}-sm.webp`,
    compressed: `${base}-c.webp`,
    medium: `${base}-md.webp`,
    large: `${base}-lg.webp`,
    default: `${base}.webp`,
  };
}

export function productCard(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    slug: "sement-m400-50-kg",
    title: "Портландцемент М400, 50 кг",
    images: [imageSet(12, "cement-m400")],
    manufacturer: { id: 3, title: "Qizilqumsement" },
    price: "62000.00",
    sale_price: "0.00",
    price_without_discount: "62000.00",
    rate: 4.5,
    comment_count: 18,
    realtime_count: 240,
    is_liked: false,
    ...overrides,
  };
}

/** A card with a discount, no brand and no pictures: the nullable corners. */
export function discountedCard() {
  return productCard({
    id: 57,
    slug: "gipsokarton-knauf-12-5",
    title: "Gipsokarton Knauf 12,5 mm",
    images: [],
    manufacturer: null,
    price: "54000.00",
    sale_price: "6000.00",
    price_without_discount: "60000.00",
    rate: "4.20",
    comment_count: 0,
    realtime_count: 0,
    is_liked: true,
  });
}

export function page<T>(items: T[], overrides: Record<string, unknown> = {}) {
  return {
    current_page: 1,
    links: { next: "https://qurilish.uz/api/v1/products/?page=2&size=12", previous: null },
    page_items: items.length,
    page_size: 12,
    total: 37,
    total_pages: 4,
    results: items,
    ...overrides,
  };
}

export function review(overrides: Record<string, unknown> = {}) {
  return {
    id: 301,
    user: {
      full_name: "Азиз Каримов",
      avatar_src: { default: "/media/avatars/88.webp", small: "/media/avatars/88-sm.webp" },
    },
    rate: 5,
    comment: "Sifatli sement, tez yetkazib berishdi.",
    created_at: "2024-05-14T10:21:33.512+05:00",
    answer: null,
    answered_at: null,
    ...overrides,
  };
}

export const ACCESS = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjo0Mn0.c2lnbmF0dXJl";
export const REFRESH = "eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoicmVmcmVzaCJ9.c2lnbmF0dXJlMg";

export const pngFile = { filename: "screenshot.png", mimetype: "image/png" };
export const jpgFile = { name: "qoldiq.jpg", type: "image/jpeg", size: 182_344 };
export const pdfFile = { filename: "invoice.pdf", mimetype: "application/pdf" };
