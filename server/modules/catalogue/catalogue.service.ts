import type { ProductCard, ProductsQuery, Review } from "../../../contract/index.ts";
import type { Language } from "../../../domain/language.ts";
import { searchKeyWords } from "../../../domain/search-key.ts";
import { pick } from "../../platform/language.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { CatalogueTree, CategoryNode } from "./catalogue-tree.ts";
import type { CatalogueRepository } from "./catalogue.repository.ts";
import type { Dictionary } from "./dictionary.ts";
import type { ListFilter } from "./list-filter.ts";
import type { ListFacts } from "./list-facts.ts";
import { productDetail } from "./product-detail.ts";
import { toCard } from "./product-card.ts";
import type { ProductsRepository } from "./products.repository.ts";
import type { SearchVocabulary } from "./search-vocabulary.ts";

const MAX_WORDS = 6;

export interface CatalogueDeps {
  repository: CatalogueRepository;
  products: ProductsRepository;
  tree: CatalogueTree;
  dictionary: Dictionary;
  vocabulary: SearchVocabulary;
  facts: ListFacts;
  media: MediaUrls;
}

/** The catalogue's reads: product lists and search, the product page, reviews, brands and categories. */
export class CatalogueService {
  constructor(private readonly deps: CatalogueDeps) {}

  get tree() {
    return this.deps.tree;
  }

  /** Reloads what the catalogue keeps in memory, after the catalogue changed. */
  async reload() {
    const { tree, dictionary, vocabulary, facts } = this.deps;
    await Promise.all([tree.reload(), dictionary.reload(), vocabulary.reload(), facts.reload()]);
  }

  private cards(rows: Parameters<typeof toCard>[0][]): ProductCard[] {
    return rows.map((r) => toCard(r, this.deps.media));
  }

  /** What a filter of the query means: asked sections as such, other categories with all under them. */
  private listFilter(query: ProductsQuery): ListFilter {
    const { tree } = this.deps;
    const asked = [
      ...(query.category_id !== undefined ? [query.category_id] : []),
      ...((query.category_id__in ?? []) as number[]),
    ];
    const isSection = (id: number) => tree.get(id)?.parentId === null;
    return {
      query,
      sections: [...new Set(asked.filter(isSection))],
      categoryIds: tree.expand(asked.filter((id) => !isSection(id))),
    };
  }

  async list(
    lang: Language,
    query: ProductsQuery,
    page: PageRequest,
  ): Promise<{ results: ProductCard[]; total: number }> {
    const { products, vocabulary } = this.deps;
    const filter = this.listFilter(query);
    if (query.search !== undefined && query.search.trim() !== "") {
      const found = await products.search(
        lang,
        filter,
        vocabulary.resolve(searchKeyWords(query.search).slice(0, MAX_WORDS)),
        vocabulary.productCount,
        page,
      );
      return { results: this.cards(found.rows), total: found.total };
    }
    const total = this.deps.facts.count(filter);
    // A page past the end is empty: the index walk would only skip every match to say so.
    const rows = (page.page - 1) * page.size < total ? await products.list(lang, filter, page) : [];
    return { results: this.cards(rows), total };
  }

  /**
   * These products' price, sale, titles or place changed, or they were added or removed: what list totals
   * count of them is read again.
   */
  productsMoved(ids: readonly number[]): Promise<void> {
    return this.deps.facts.patch(ids);
  }

  async mostSold(lang: Language, size: number): Promise<ProductCard[]> {
    return this.cards(await this.deps.repository.mostSold(lang, size));
  }

  /** null: no such product. */
  async similar(lang: Language, id: number, size: number): Promise<ProductCard[] | null> {
    const rows = await this.deps.repository.similar(lang, id, size);
    return rows && this.cards(rows);
  }

  async detail(lang: Language, slug: string) {
    const { repository, tree, dictionary, media } = this.deps;
    const row = await repository.detailRow(lang, slug);
    if (!row) return null;
    const variants = row.groupId === null ? [] : await repository.variants(row.groupId);
    return productDetail({ tree, dictionary, media }, lang, row, variants);
  }

  /** null: no such product. */
  async reviews(
    id: number,
    { page, size }: PageRequest,
  ): Promise<{ results: Review[]; total: number } | null> {
    const { repository } = this.deps;
    if (!(await repository.productExists(id))) return null;
    const { rows, total } = await repository.reviewPage(id, page, size);
    return {
      total,
      results: rows.map((r) => ({
        id: r.id,
        user: { full_name: r.fullName, avatar_src: null },
        rate: r.rate,
        comment: r.comment,
        created_at: r.createdAt.toISOString(),
        answer: r.answer,
        answered_at: r.answeredAt?.toISOString() ?? null,
        images: r.photos.map((name) => this.deps.media.imageSet("reviews", name)),
      })),
    };
  }

  /** The average rate and how many gave each; null: no such product. */
  async rates(id: number) {
    const { repository } = this.deps;
    if (!(await repository.productExists(id))) return null;
    const rows = await repository.rateCounts(id);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    const sum = rows.reduce((acc, r) => acc + r.rate * r.n, 0);
    return {
      rate: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
      total,
      rates: [5, 4, 3, 2, 1].map((rate) => {
        const c = rows.find((r) => r.rate === rate)?.n ?? 0;
        return { rate, count: c, percent: total === 0 ? 0 : Math.round((c / total) * 1000) / 10 };
      }),
    };
  }

  iconSrc(node: CategoryNode) {
    const { media } = this.deps;
    return {
      default: media.url("categories", node.icon),
      medium: media.url("categories", node.icon, "width=160"),
    };
  }

  ref(node: CategoryNode, lang: Language) {
    return { id: node.id, title: this.deps.tree.title(node, lang) };
  }

  async brandList(size: number) {
    const { rows, total } = await this.deps.repository.brandPage(size);
    return {
      results: rows.map((r) => ({ id: r.id, title: r.title, icon: this.deps.media.url("brands", r.icon) })),
      total,
    };
  }

  /** Brands with a few of their best sellers each, for the home page showcase. */
  async brandsWithProducts(lang: Language, size: number) {
    const { repository, media } = this.deps;
    const brands = await repository.brands(size);
    const top = await repository.topOfBrands(brands.map((b) => b.id));
    return brands.map((b) => ({
      id: b.id,
      title: b.title,
      icon: media.url("brands", b.icon),
      description: pick(lang, b.descriptionRu, b.descriptionUz, b.descriptionSr),
      products: top
        .filter((p) => p.manufacturer_id === b.id)
        .map((p) => ({
          slug: p.slug,
          price: `${p.price}.00`,
          images: p.images.map((k) => media.imageSet("products", k)),
        })),
    }));
  }

  /** Popular categories: the ones marked popular, best sellers' categories first. */
  async popularCategories(lang: Language, size: number) {
    const popular = this.deps.tree.all.filter((c) => c.isPopular);
    const sales = await this.deps.repository.categorySales(popular.map((c) => c.id));
    const order = new Map(sales.map((r, i) => [r.id, i]));
    return popular
      .sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9))
      .slice(0, size)
      .map((c) => ({ ...this.ref(c, lang), icon_src: this.iconSrc(c) }));
  }
}
