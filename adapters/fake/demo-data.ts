/** Text in the three interface languages: ru, uz (Uzbek Cyrillic), sr (Uzbek Latin). */
export type Tri = readonly [ru: string, uz: string, sr: string];
export const pick = (text: Tri, language: string): string =>
  text[language === "ru" ? 0 : language === "sr" ? 2 : 1];

/** A deterministic picture (no network): a tinted tile with a simple product silhouette. */
export function demoImage(hue: number, shape: "box" | "bag" | "can" | "tool" | "tile" = "box"): string {
  const fg = `hsl(${hue},55%,48%)`;
  const shapes: Record<string, string> = {
    box: `<rect x='110' y='120' width='180' height='170' rx='14' fill='${fg}'/><rect x='110' y='120' width='180' height='40' rx='14' fill='hsl(${hue},55%,38%)'/>`,
    bag: `<path d='M120 130h160l20 170H100z' fill='${fg}'/><rect x='150' y='100' width='100' height='40' rx='10' fill='hsl(${hue},55%,38%)'/>`,
    can: `<rect x='130' y='110' width='140' height='190' rx='20' fill='${fg}'/><rect x='130' y='170' width='140' height='60' fill='hsl(${hue},40%,92%)'/>`,
    tool: `<rect x='90' y='170' width='200' height='60' rx='20' fill='${fg}'/><rect x='210' y='220' width='50' height='90' rx='12' fill='hsl(${hue},55%,38%)'/><rect x='290' y='190' width='40' height='20' fill='#555'/>`,
    tile: `<rect x='100' y='100' width='95' height='95' fill='${fg}'/><rect x='205' y='100' width='95' height='95' fill='hsl(${hue},55%,62%)'/><rect x='100' y='205' width='95' height='95' fill='hsl(${hue},55%,62%)'/><rect x='205' y='205' width='95' height='95' fill='${fg}'/>`,
  };
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'><rect width='400' height='400' fill='hsl(${hue},45%,93%)'/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface DemoCategory {
  id: number;
  title: Tri;
  children: DemoCategory[];
}

export const DEMO_TREE: DemoCategory[] = [
  {
    id: 1,
    title: ["Строительные материалы", "Қурилиш материаллари", "Qurilish materiallari"],
    children: [
      {
        id: 11,
        title: ["Сухие смеси", "Қуруқ аралашмалар", "Quruq aralashmalar"],
        children: [
          { id: 111, title: ["Цемент", "Цемент", "Sement"], children: [] },
          { id: 112, title: ["Штукатурка", "Сувоқ", "Suvoq"], children: [] },
        ],
      },
      {
        id: 12,
        title: ["Кирпич и блоки", "Ғишт ва блоклар", "G‘isht va bloklar"],
        children: [{ id: 121, title: ["Кирпич", "Ғишт", "G‘isht"], children: [] }],
      },
      {
        id: 13,
        title: ["Кровля", "Том ёпиш", "Tom yopish"],
        children: [
          { id: 131, title: ["Профнастил", "Профнастил", "Profnastil"], children: [] },
          { id: 132, title: ["Утеплители", "Иситгичлар", "Isitgichlar"], children: [] },
        ],
      },
    ],
  },
  {
    id: 2,
    title: ["Отделочные материалы", "Пардозлаш материаллари", "Pardozlash materiallari"],
    children: [
      {
        id: 21,
        title: ["Краски", "Бўёқлар", "Bo‘yoqlar"],
        children: [
          { id: 211, title: ["Фасадные краски", "Фасад бўёқлари", "Fasad bo‘yoqlari"], children: [] },
        ],
      },
      {
        id: 22,
        title: ["Напольные покрытия", "Пол қопламалари", "Pol qoplamalari"],
        children: [
          { id: 221, title: ["Ламинат", "Ламинат", "Laminat"], children: [] },
          { id: 222, title: ["Плитка", "Плитка", "Plitka"], children: [] },
        ],
      },
    ],
  },
  {
    id: 3,
    title: ["Инструменты", "Асбоблар", "Asboblar"],
    children: [
      {
        id: 31,
        title: ["Электроинструмент", "Электр асбоблар", "Elektr asboblar"],
        children: [{ id: 311, title: ["Дрели", "Дреллар", "Drellar"], children: [] }],
      },
      {
        id: 32,
        title: ["Крепёж", "Маҳкамлагичлар", "Mahkamlagichlar"],
        children: [{ id: 321, title: ["Саморезы", "Саморезлар", "Samorezlar"], children: [] }],
      },
    ],
  },
  {
    id: 4,
    title: ["Сантехника", "Сантехника", "Santexnika"],
    children: [
      {
        id: 41,
        title: ["Смесители", "Аралаштиргичлар", "Aralashtirgichlar"],
        children: [{ id: 411, title: ["Для кухни", "Ошхона учун", "Oshxona uchun"], children: [] }],
      },
    ],
  },
];

export const DEMO_BRANDS: { id: number; title: string }[] = [
  { id: 1, title: "Knauf" },
  { id: 2, title: "Ceresit" },
  { id: 3, title: "Bosch" },
  { id: 4, title: "Makita" },
  { id: 5, title: "Tikkurila" },
  { id: 6, title: "Grohe" },
  { id: 7, title: "Kerama Marazzi" },
  { id: 8, title: "Akfa" },
];

interface Kind {
  title: Tri;
  category: number;
  brands: number[];
  price: number;
  hue: number;
  shape: "box" | "bag" | "can" | "tool" | "tile";
  unit: Tri;
  unitValue: string;
  country: Tri;
}

const UZ: Tri = ["Узбекистан", "Ўзбекистон", "O‘zbekiston"];
const DE: Tri = ["Германия", "Германия", "Germaniya"];
const RU: Tri = ["Россия", "Россия", "Rossiya"];
const KG: Tri = ["кг", "кг", "kg"];
const PCS: Tri = ["шт", "дона", "dona"];
const L: Tri = ["л", "л", "l"];
const M2: Tri = ["м²", "м²", "m²"];

const KINDS: Kind[] = [
  {
    title: ["Цемент М400", "Цемент М400", "Sement M400"],
    category: 111,
    brands: [8, 1, 2],
    price: 58_000,
    hue: 210,
    shape: "bag",
    unit: KG,
    unitValue: "50",
    country: UZ,
  },
  {
    title: ["Гипсовая штукатурка", "Гипсли сувоқ", "Gipsli suvoq"],
    category: 112,
    brands: [1, 2, 8],
    price: 72_000,
    hue: 30,
    shape: "bag",
    unit: KG,
    unitValue: "30",
    country: DE,
  },
  {
    title: ["Кирпич облицовочный", "Пардоз ғишт", "Pardoz g‘isht"],
    category: 121,
    brands: [8, 7, 1],
    price: 1_900,
    hue: 8,
    shape: "box",
    unit: PCS,
    unitValue: "1",
    country: UZ,
  },
  {
    title: ["Профнастил С8", "Профнастил С8", "Profnastil S8"],
    category: 131,
    brands: [8, 1, 3],
    price: 96_000,
    hue: 190,
    shape: "tile",
    unit: M2,
    unitValue: "2",
    country: UZ,
  },
  {
    title: ["Утеплитель минвата", "Минерал пахта иситгич", "Mineral paxta isitgich"],
    category: 132,
    brands: [1, 2, 8],
    price: 185_000,
    hue: 50,
    shape: "box",
    unit: M2,
    unitValue: "6",
    country: RU,
  },
  {
    title: ["Краска фасадная", "Фасад бўёғи", "Fasad bo‘yog‘i"],
    category: 211,
    brands: [5, 2, 1],
    price: 245_000,
    hue: 140,
    shape: "can",
    unit: L,
    unitValue: "9",
    country: DE,
  },
  {
    title: ["Ламинат дуб", "Ламинат эман", "Laminat eman"],
    category: 221,
    brands: [7, 8, 1],
    price: 89_000,
    hue: 28,
    shape: "tile",
    unit: M2,
    unitValue: "2.2",
    country: RU,
  },
  {
    title: ["Плитка керамическая", "Керамик плитка", "Keramik plitka"],
    category: 222,
    brands: [7, 2, 8],
    price: 115_000,
    hue: 200,
    shape: "tile",
    unit: M2,
    unitValue: "1.5",
    country: RU,
  },
  {
    title: ["Дрель ударная", "Зарбали дрель", "Zarbali drel"],
    category: 311,
    brands: [3, 4, 8],
    price: 890_000,
    hue: 220,
    shape: "tool",
    unit: PCS,
    unitValue: "1",
    country: DE,
  },
  {
    title: ["Саморезы по дереву", "Ёғоч учун саморезлар", "Yog‘och uchun samorezlar"],
    category: 321,
    brands: [3, 4, 1],
    price: 24_000,
    hue: 260,
    shape: "box",
    unit: PCS,
    unitValue: "200",
    country: UZ,
  },
  {
    title: ["Смеситель для кухни", "Ошхона аралаштиргичи", "Oshxona aralashtirgichi"],
    category: 411,
    brands: [6, 3, 8],
    price: 1_250_000,
    hue: 180,
    shape: "tool",
    unit: PCS,
    unitValue: "1",
    country: DE,
  },
  {
    title: ["Клей для плитки", "Плитка елими", "Plitka yelimi"],
    category: 222,
    brands: [2, 1, 8],
    price: 64_000,
    hue: 330,
    shape: "bag",
    unit: KG,
    unitValue: "25",
    country: UZ,
  },
];

export interface DemoProduct {
  id: number;
  slug: string;
  title: Tri;
  category: number;
  brand: number;
  price: number;
  oldPrice: number | null;
  stock: number;
  rate: number;
  comments: number;
  hue: number;
  shape: Kind["shape"];
  unit: Tri;
  unitValue: string;
  country: Tri;
  year: number;
  createdAt: number;
  recommended: boolean;
  sold: number;
  group: number;
}

const SERIES = ["", " Pro", " Max"];

export const DEMO_PRODUCTS: DemoProduct[] = KINDS.flatMap((kind, k) =>
  kind.brands.map((brandId, b) => {
    const id = k * 3 + b + 1;
    const brand = DEMO_BRANDS.find((x) => x.id === brandId)!.title;
    const suffix = `${SERIES[b]} ${brand}`;
    const price = Math.round((kind.price * (1 + b * 0.18)) / 100) * 100;
    const discounted = id % 3 === 1;
    return {
      id,
      slug: `${kind.title[2].toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${brand.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id}`,
      title: [kind.title[0] + suffix, kind.title[1] + suffix, kind.title[2] + suffix] as const,
      category: kind.category,
      brand: brandId,
      price: discounted ? Math.round((price * 0.85) / 100) * 100 : price,
      oldPrice: discounted ? price : null,
      stock: id % 7 === 0 ? 0 : 12 + ((id * 37) % 180),
      rate: [4.8, 4.5, 4.2, 5, 3.9][id % 5]!,
      comments: (id * 7) % 23,
      hue: kind.hue + b * 12,
      shape: kind.shape,
      unit: kind.unit,
      unitValue: kind.unitValue,
      country: kind.country,
      year: 2022 + (id % 4),
      createdAt: 1_700_000_000_000 + id * 86_400_000,
      recommended: id % 4 === 0,
      sold: (id * 53) % 400,
      group: k + 1,
    };
  }),
);
