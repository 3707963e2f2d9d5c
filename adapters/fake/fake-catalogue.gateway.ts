import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
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
} from "../../application/catalogue/catalogue.types";
import {
  DEMO_BRANDS,
  DEMO_PRODUCTS,
  DEMO_TREE,
  demoImage,
  pick,
  type DemoCategory,
  type DemoProduct,
  type Tri,
} from "./demo-data";

export interface FakeCatalogueOptions {
  /** The language answers come back in; a function so it can follow the route. */
  language?: () => string;
  /** Milliseconds every call waits (stories show loading with a large value). */
  latency?: number;
  /** Every call fails: stories and tests of the error state. */
  failing?: boolean;
  /** No products, banners or stories: the empty states. */
  empty?: boolean;
}

const STORY_TITLES: Tri[] = [
  ["Скидки недели", "Ҳафта чегирмалари", "Hafta chegirmalari"],
  ["Новинки", "Янгиликлар", "Yangiliklar"],
  ["Советы мастера", "Уста маслаҳатлари", "Usta maslahatlari"],
  ["Доставка", "Етказиб бериш", "Yetkazib berish"],
];
const BANNERS: [Tri, Tri][] = [
  [
    ["Всё для ремонта", "Таъмир учун ҳамма нарса", "Ta’mir uchun hamma narsa"],
    [
      "Более 30 000 товаров с доставкой",
      "30 000 дан ортиқ товар етказиб бериш билан",
      "30 000 dan ortiq tovar yetkazib berish bilan",
    ],
  ],
  [
    ["Сезон кровли", "Том ёпиш мавсуми", "Tom yopish mavsumi"],
    [
      "Профнастил и утеплители со скидкой",
      "Профнастил ва иситгичлар чегирмада",
      "Profnastil va isitgichlar chegirmada",
    ],
  ],
];

/** An in-memory catalogue with realistic demo goods, for stories and unit tests. */
export class FakeCatalogueGateway implements CatalogueGateway {
  readonly readItems = new Set<number>();
  calls = 0;

  constructor(private readonly options: FakeCatalogueOptions = {}) {}

  private get lang() {
    return this.options.language?.() ?? "ru";
  }

  private async wait<T>(value: () => T): Promise<T> {
    this.calls += 1;
    if (this.options.latency) await new Promise((r) => setTimeout(r, this.options.latency));
    if (this.options.failing) throw new Error("an_error_occurred");
    return value();
  }

  private products(): DemoProduct[] {
    return this.options.empty ? [] : DEMO_PRODUCTS;
  }

  card(p: DemoProduct): ProductCard {
    const brand = DEMO_BRANDS.find((b) => b.id === p.brand) ?? null;
    return {
      id: p.id,
      slug: p.slug,
      title: pick(p.title, this.lang),
      images: [0, 40, 160].map((shift) => {
        const url = demoImage((p.hue + shift) % 360, p.shape);
        return { extraSmall: url, small: url, medium: url, large: url };
      }),
      brand,
      price: p.price,
      oldPrice: p.oldPrice,
      rate: p.rate,
      commentCount: p.comments,
      stock: p.stock,
      isLiked: false,
    };
  }

  private descendants(id: number): number[] {
    const walk = (c: DemoCategory): number[] => [c.id, ...c.children.flatMap(walk)];
    const find = (list: DemoCategory[]): DemoCategory | undefined =>
      list.map((c) => (c.id === id ? c : find(c.children))).find(Boolean);
    const found = find(DEMO_TREE);
    return found ? walk(found) : [];
  }

  listProducts(q: ProductQuery): Promise<PageOf<ProductCard>> {
    return this.wait(() => {
      let list = this.products();
      const needle = q.search?.trim().toLowerCase();
      if (needle) list = list.filter((p) => p.title.some((t) => t.toLowerCase().includes(needle)));
      if (q.sections?.length) {
        const ids = new Set(q.sections.flatMap((s) => this.descendants(s)));
        list = list.filter((p) => ids.has(p.category));
      }
      if (q.brands?.length) list = list.filter((p) => q.brands!.includes(p.brand));
      if (q.priceFrom !== undefined) list = list.filter((p) => p.price >= q.priceFrom!);
      if (q.priceTo !== undefined) list = list.filter((p) => p.price <= q.priceTo!);
      if (q.inSale) list = list.filter((p) => p.stock > 0);
      if (q.isRecommendation) list = list.filter((p) => p.recommended);
      const sorters: Record<string, (a: DemoProduct, b: DemoProduct) => number> = {
        price: (a, b) => a.price - b.price,
        "-price": (a, b) => b.price - a.price,
        "-rate": (a, b) => b.rate - a.rate,
        "-created_at": (a, b) => b.createdAt - a.createdAt,
        created_at: (a, b) => a.createdAt - b.createdAt,
        sale_price: (a, b) => Number(b.oldPrice !== null) - Number(a.oldPrice !== null) || a.price - b.price,
      };
      if (q.ordering && sorters[q.ordering]) list = [...list].sort(sorters[q.ordering]);
      const size = q.size ?? 12;
      const page = q.page ?? 1;
      const totalPages = Math.ceil(list.length / size);
      return {
        results: list.slice((page - 1) * size, page * size).map((p) => this.card(p)),
        total: list.length,
        currentPage: page,
        totalPages,
        hasNext: page < totalPages,
      };
    });
  }

  productDetail(slug: string): Promise<ProductDetail | null> {
    return this.wait(() => {
      const p = this.products().find((x) => x.slug === slug);
      if (!p) return null;
      const lang = this.lang;
      const category = this.flat().find((c) => c.id === p.category);
      const group = this.products().filter((x) => x.group === p.group);
      const about: Tri = [
        "Надёжный материал для строительства и ремонта. Соответствует ГОСТ, подходит для внутренних и наружных работ.",
        "Қурилиш ва таъмирлаш учун ишончли материал. ГОСТ талабларига мос, ички ва ташқи ишлар учун.",
        "Qurilish va ta’mirlash uchun ishonchli material. GOST talablariga mos, ichki va tashqi ishlar uchun.",
      ];
      return {
        ...this.card(p),
        description: `<p>${pick(about, lang)}</p>`,
        category: category ? { id: category.id, title: category.title } : null,
        year: p.year,
        unit: pick(p.unit, lang),
        unitValue: p.unitValue,
        weight: p.unit[2] === "kg" ? p.unitValue : null,
        country: pick(p.country, lang),
        audience: pick(
          ["Мастера и частные покупатели", "Усталар ва хусусий харидорлар", "Ustalar va xususiy xaridorlar"],
          lang,
        ),
        attributeGroups: [
          {
            title: pick(["Общие характеристики", "Умумий хусусиятлар", "Umumiy xususiyatlar"], lang),
            attributes: [
              {
                name: pick(["Бренд", "Бренд", "Brend"], lang),
                value: DEMO_BRANDS.find((b) => b.id === p.brand)?.title ?? "",
              },
              {
                name: pick(["Фасовка", "Қадоқ", "Qadoq"], lang),
                value: `${p.unitValue} ${pick(p.unit, lang)}`,
              },
            ],
          },
        ],
        variants: group.map((v) => ({
          slug: v.slug,
          label: DEMO_BRANDS.find((b) => b.id === v.brand)?.title ?? v.slug,
        })),
      };
    });
  }

  similarProducts(productId: number, size: number): Promise<readonly ProductCard[]> {
    return this.wait(() => {
      const p = this.products().find((x) => x.id === productId);
      if (!p) return [];
      const top = Math.floor(p.category / 10);
      return this.products()
        .filter((x) => x.id !== productId && Math.floor(x.category / 10) === top)
        .concat(this.products().filter((x) => x.id !== productId && Math.floor(x.category / 10) !== top))
        .slice(0, size)
        .map((x) => this.card(x));
    });
  }

  mostSold(): Promise<readonly ProductCard[]> {
    return this.wait(() =>
      [...this.products()]
        .sort((a, b) => b.sold - a.sold)
        .slice(0, 12)
        .map((p) => this.card(p)),
    );
  }

  /** Reviews written in this fake (newest first), per product; they come before the demo's own. */
  private readonly written = new Map<number, Review[]>();

  /** A review the fake reviews gateway accepted: listed and counted in the product's rates from now on. */
  addReview(productId: number, review: Review): void {
    this.written.set(productId, [review, ...(this.written.get(productId) ?? [])]);
  }

  private reviewsOf(productId: number): Review[] {
    if (this.options.empty) return [];
    const texts: Tri[] = [
      [
        "Отличное качество, доставили быстро.",
        "Сифати зўр, тез етказиб беришди.",
        "Sifati zo‘r, tez yetkazib berishdi.",
      ],
      ["Цена соответствует качеству.", "Нархи сифатига мос.", "Narxi sifatiga mos."],
      [
        "Брал для ремонта квартиры, доволен.",
        "Квартира таъмири учун олдим, мамнунман.",
        "Kvartira ta’miri uchun oldim, mamnunman.",
      ],
    ];
    const demo = texts.map((t, i): Review => ({
      author: i === 2 ? null : (["Азиз Каримов", "Дилноза Юсупова"][i] ?? null),
      rate: 5 - i,
      text: pick(t, this.lang),
      createdAt: `2026-0${i + 3}-1${i}T10:00:00Z`,
      answer:
        i === 0
          ? pick(["Спасибо за отзыв!", "Фикрингиз учун раҳмат!", "Fikringiz uchun rahmat!"], this.lang)
          : null,
      answeredAt: i === 0 ? "2026-03-11T09:30:00Z" : null,
      // The first buyer shows what arrived: the goods from three sides.
      photos:
        i === 0
          ? [30, 150, 270].map((hue) => {
              const url = demoImage(hue, "bag");
              return { thumb: url, large: url };
            })
          : [],
    }));
    return [...(this.written.get(productId) ?? []), ...demo];
  }

  comments(productId: number, page: number, size: number): Promise<PageOf<Review>> {
    return this.wait(() => {
      const all = this.reviewsOf(productId);
      return {
        results: all.slice((page - 1) * size, page * size),
        total: all.length,
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(all.length / size)),
        hasNext: page * size < all.length,
      };
    });
  }

  rates(productId: number): Promise<RatingBreakdown> {
    return this.wait(() => {
      const all = this.reviewsOf(productId);
      const count = (rate: number) => all.filter((r) => r.rate === rate).length;
      const sum = all.reduce((a, r) => a + r.rate, 0);
      return {
        rate: all.length ? Math.round((sum / all.length) * 10) / 10 : 0,
        total: all.length,
        rates: [5, 4, 3, 2, 1].map((rate) => ({
          rate,
          percent: all.length ? Math.round((count(rate) / all.length) * 1000) / 10 : 0,
          count: count(rate),
        })),
      };
    });
  }

  private toCategory(c: DemoCategory): Category {
    return {
      id: c.id,
      title: pick(c.title, this.lang),
      icon: null,
      children: c.children.map((x) => this.toCategory(x)),
    };
  }

  private flat(): Category[] {
    const walk = (c: Category): Category[] => [c, ...c.children.flatMap(walk)];
    return DEMO_TREE.map((c) => this.toCategory(c)).flatMap(walk);
  }

  categoryTree(): Promise<readonly Category[]> {
    return this.wait(() => DEMO_TREE.map((c) => this.toCategory(c)));
  }

  category(id: number): Promise<Category | null> {
    return this.wait(() => this.flat().find((c) => c.id === id) ?? null);
  }

  popularCategories(size: number): Promise<readonly Category[]> {
    return this.wait(() =>
      this.flat()
        .filter((c) => c.id > 100)
        .slice(0, size)
        .map((c, i) => ({
          ...c,
          icon: demoImage((i * 47) % 360, (["bag", "box", "tile", "can", "tool"] as const)[i % 5]),
        })),
    );
  }

  headerMenu(): Promise<readonly HeaderMenuItem[]> {
    return this.wait(() =>
      this.flat()
        .filter((c) => c.id >= 10 && c.id < 100)
        .map((c) => ({ id: c.id, title: c.title, categoryId: c.id })),
    );
  }

  brands(size: number): Promise<readonly Brand[]> {
    return this.wait(() => DEMO_BRANDS.slice(0, size).map((b) => ({ ...b, icon: null })));
  }

  banners(size: number): Promise<readonly Banner[]> {
    return this.wait(() =>
      this.options.empty
        ? []
        : BANNERS.slice(0, size).map(([title, sub], i) => ({
            id: i + 1,
            title: pick(title, this.lang),
            subtitle: pick(sub, this.lang),
            image: demoImage(20 + i * 180, "tile"),
            url: i === 0 ? "/products" : "/products?sections=13",
          })),
    );
  }

  stories(): Promise<readonly Story[]> {
    return this.wait(() =>
      this.options.empty
        ? []
        : STORY_TITLES.map((title, i) => {
            const items = [0, 1].map((j) => {
              const id = i * 10 + j + 1;
              return {
                id,
                title: pick(title, this.lang),
                description: pick(BANNERS[j]![1], this.lang),
                image: demoImage((i * 70 + j * 20) % 360, "box"),
                url: "/products",
                seen: this.readItems.has(id),
              };
            });
            return {
              id: i + 1,
              title: pick(title, this.lang),
              image: demoImage(i * 70, "box"),
              items,
              seen: items.every((x) => x.seen),
            };
          }),
    );
  }

  markStoryItemRead(itemId: number): Promise<void> {
    return this.wait(() => {
      this.readItems.add(itemId);
    });
  }
}

export function demoTitle(text: Tri, language: string): string {
  return pick(text, language);
}
