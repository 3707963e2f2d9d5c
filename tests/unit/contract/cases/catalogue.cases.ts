import { discountedCard, imageSet, jpgFile, page, pdfFile, pngFile, productCard, review } from "./samples.ts";
import { fault, type CaseTable } from "./run-cases.ts";

export const productDetail = {
  ...productCard(),
  description: "<p>Umumiy qurilish ishlari uchun portlandsement.</p>",
  category: { id: 5, title: "Sement va quruq aralashmalar" },
  year: 2024,
  unit_value: "50.00",
  unit: { title: "kg" },
  weight: 50,
  manufactured_country: "O'zbekiston",
  targeted_audience: null,
  can_comment: false,
  has_comment: false,
  product_group: 8,
  general_attributes: [
    {
      id: 1,
      title: "Umumiy xususiyatlar",
      attributes: [
        { attribute: "Markasi", value: "M400" },
        { attribute: "Qotish vaqti", value: 45 },
      ],
    },
  ],
  attributes: [{ attribute: "Qadoq", value: "50 kg" }],
  products: [
    { slug: "sement-m400-25-kg", attributes: [{ value: "25 kg" }] },
    { slug: "sement-m400-50-kg", attributes: [{ value: "50 kg" }] },
  ],
};

const list = page([productCard(), discountedCard()]);
const category = {
  id: 5,
  title: "Sement va quruq aralashmalar",
  icon_src: { default: "/media/icons/5.svg", medium: null },
};
const footerGroup = {
  id: 1,
  title: "Qurilish materiallari",
  icon_src: { medium: "/media/icons/1-md.png", default: "/media/icons/1.png" },
  categories: [
    {
      id: 5,
      title: "Sement",
      categories: [
        { id: 51, title: "Portlandsement" },
        { id: 52, title: "Oq sement" },
      ],
    },
  ],
};
const brand = { id: 3, title: "Knauf", icon: "/media/brands/knauf.png" };
const banner = {
  id: 1,
  title: "Yozgi chegirmalar",
  sub_title: "Bo'yoqlarga 20% gacha",
  image_src: {
    default: "/media/banners/1.jpg",
    optimized: "/media/banners/1.webp",
    banner: "/media/banners/1-wide.webp",
  },
  url: "/products?sections=14",
};
const rates = {
  rate: 4.6,
  total: 25,
  rates: [
    { rate: 5, percent: 72, count: 18 },
    { rate: 4, percent: "20.00", count: 5 },
    { rate: 1, percent: 8, count: 2 },
  ],
};

export const catalogueCases: CaseTable = {
  productsList: {
    query: {
      ok: [
        {},
        { search: "sement", page: "2", size: "12", ordering: "-price", in_sale: "true" },
        {
          category_id__in: "3,5,8",
          manufacturer_id__in: ["1", "2"],
          price__gte: "10000",
          price__lte: "500000",
        },
        { is_recommendation: true, size: 6, page: "" },
        // An ordering that is none arranges nothing (decision 0036).
        { ordering: "cheapest", product_group_id: "" },
        { ordering: "?", product_group_id: "7" },
      ],
      bad: [
        { value: { page: "two" }, path: "page" },
        { value: { page: "0" }, path: "page" },
        { value: { ordering: ["price", "-price"] }, path: "ordering" },
        { value: { category_id__in: "3,x,8" }, path: "category_id__in.1" },
        { value: { in_sale: "maybe" }, path: "in_sale" },
        { value: { price__gte: "12,5" }, path: "price__gte" },
      ],
    },
    answer: {
      ok: [list, page([], { total: 0, total_pages: 0, links: { next: null, previous: null } })],
      bad: [
        fault(list, "results.1.price", 54000),
        fault(list, "total_pages", undefined),
        fault(list, "links.next", undefined),
        fault(list, "results.0.images.0.default", undefined),
        fault(list, "results.0.sale_price", "скидка"),
        fault(list, "results.1.rate", 7),
      ],
    },
  },
  productsMostSold: {
    answer: {
      ok: [{ results: [productCard()] }],
      bad: [fault({ results: [productCard()] }, "results.0.is_liked", undefined)],
    },
  },
  productDetail: {
    params: { ok: [{ slug: "sement-m400-50-kg" }], bad: [{ value: { slug: "" }, path: "slug" }] },
    answer: {
      ok: [
        productDetail,
        {
          ...productDetail,
          manufactured_country: { id: 1, title: "Rossiya" },
          year: "2023",
          category: null,
          unit: null,
        },
      ],
      bad: [
        fault(productDetail, "general_attributes.0.attributes.1.attribute", undefined),
        fault(productDetail, "products.0.slug", 17),
        fault(productDetail, "can_comment", "yes"),
        fault(productDetail, "description", undefined),
      ],
    },
  },
  productComments: {
    params: { ok: [{ id: "12" }], bad: [{ value: { id: "sement" }, path: "id" }] },
    query: { ok: [{ page: "1", size: "10" }], bad: [{ value: { size: "-1" }, path: "size" }] },
    answer: {
      ok: [
        page([review(), review({ user: null, comment: null, answer: "Rahmat!", answered_at: "2024-05-15" })]),
      ],
      bad: [
        fault(page([review()]), "results.0.rate", 0),
        fault(page([review()]), "results.0.created_at", "вчера"),
      ],
    },
  },
  productCommentRates: {
    params: { ok: [{ id: 12 }] },
    answer: { ok: [rates], bad: [fault(rates, "rates.1.count", undefined), fault(rates, "rate", "high")] },
  },
  productsSimilar: {
    params: { ok: [{ id: "12" }], bad: [{ value: {}, path: "id" }] },
    query: { ok: [{ size: "6" }] },
    answer: { ok: [{ results: [discountedCard()] }], bad: [{ value: [productCard()], path: "" }] },
  },
  productCommentCreate: {
    body: {
      ok: [
        { product: 12, rate: 5, comment: "Zo'r!" },
        { product: "12", rate: "4" },
        { product: "12", rate: "5", images: [pngFile, jpgFile] },
      ],
      bad: [
        { value: { product: 12, rate: 6 }, path: "rate" },
        { value: { product: 12, comment: "Yaxshi" }, path: "rate" },
        { value: { product: 12, rate: 5, images: [pngFile, pdfFile] }, path: "images.1" },
        {
          value: { product: 12, rate: 5, images: [pngFile, pngFile, pngFile, pngFile, jpgFile] },
          path: "images",
        },
      ],
    },
    answer: {
      ok: [{ id: 302, product: 12, rate: 5, comment: "Zo'r!" }, review()],
      bad: [{ value: { comment: "Zo'r!" }, path: "rate" }],
    },
  },
  banners: {
    query: { ok: [{ size: "5" }] },
    answer: {
      ok: [{ results: [banner, { ...banner, id: 2, sub_title: null, url: null }] }],
      bad: [fault({ results: [banner] }, "results.0.image_src", "/media/banners/1.jpg")],
    },
  },
  popularCategories: {
    query: { ok: [{ size: "12" }] },
    answer: {
      ok: [{ results: [category, { id: 6, title: "Bo'yoqlar" }] }],
      bad: [fault({ results: [category] }, "results.0.title", null)],
    },
  },
  categoriesFooter: {
    query: { ok: [{}, { page: "1", size: "100" }] },
    answer: {
      ok: [{ results: [footerGroup], total: 1 }],
      bad: [
        fault({ results: [footerGroup], total: 1 }, "results.0.categories.0.categories.1.id", "52"),
        { value: { results: [footerGroup] }, path: "total" },
      ],
    },
  },
  categoriesList: {
    answer: {
      ok: [
        [category, { ...category, id: 7, title: "Электрика", categories: [{ id: 71, title: "Кабели" }] }],
        [],
      ],
      bad: [{ value: { results: [category] }, path: "" }],
    },
  },
  categoryDetail: {
    params: { ok: [{ id: "5" }], bad: [{ value: { id: "5a" }, path: "id" }] },
    answer: {
      ok: [{ id: 5, title: "Sement", icon_src: { default: "/media/icons/5.svg" }, categories: [category] }],
      bad: [{ value: { id: 5, title: "Sement", icon_src: null }, path: "categories" }],
    },
  },
  manufacturers: {
    query: { ok: [{ size: "20" }] },
    answer: {
      ok: [{ results: [brand, { id: 4, title: "Ceresit", icon: null }], total: 2 }],
      bad: [fault({ results: [brand], total: 1 }, "results.0.icon", 5)],
    },
  },
  manufacturersWithProducts: {
    query: { ok: [{ size: "4" }] },
    answer: {
      ok: [
        {
          results: [
            {
              ...brand,
              description: "Germaniya sifati",
              products: [{ slug: "knauf-rotband-30", price: "98000.00", images: [imageSet(40, "rotband")] }],
            },
          ],
        },
      ],
      bad: [
        {
          value: {
            results: [
              {
                ...brand,
                description: null,
                products: [{ slug: "knauf-rotband-30", price: 98000, images: [] }],
              },
            ],
          },
          path: "results.0.products.0.price",
        },
      ],
    },
  },
  likesList: {
    query: { ok: [{ page: "1", size: "12" }] },
    answer: { ok: [page([discountedCard()])], bad: [fault(page([discountedCard()]), "current_page", 0)] },
  },
  like: {
    params: { ok: [{ id: "57" }], bad: [{ value: { id: "" }, path: "id" }] },
    body: { ok: [{}, undefined], bad: [{ value: "like", path: "" }] },
    answer: { ok: [{}, null] },
  },
  unlike: {
    params: { ok: [{ id: 57 }], bad: [{ value: { id: 5.5 }, path: "id" }] },
    answer: { ok: [null] },
  },
};
