import type {
  BtsBranch,
  CheckoutPlace,
  GeoPoint,
  PaymentWays,
  PriceSummary,
} from "../../../application/checkout/checkout.types";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../ui/i18n/locales";

// Believable Uzbek checkout data for the stories, in the three languages (uz in Cyrillic, sr in Latin).
// Points are the districts' real centres, rounded; branches and people are made up.

type Titles = Readonly<Record<Locale, string>>;
const titles = (ru: string, uz: string, sr: string): Titles => ({ ru, uz, sr });
const languageOf = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

interface DemoPlace {
  id: number;
  title: Titles;
  point: GeoPoint | null;
}

const REGIONS: readonly DemoPlace[] = [
  {
    id: 1,
    title: titles("г. Ташкент", "Тошкент шаҳри", "Toshkent shahri"),
    point: { latitude: 41.311081, longitude: 69.240562 },
  },
  {
    id: 2,
    title: titles("Ташкентская область", "Тошкент вилояти", "Toshkent viloyati"),
    point: { latitude: 41.041053, longitude: 69.357791 },
  },
  {
    id: 3,
    title: titles("Самаркандская область", "Самарқанд вилояти", "Samarqand viloyati"),
    point: { latitude: 39.654166, longitude: 66.959722 },
  },
  {
    id: 4,
    title: titles("Ферганская область", "Фарғона вилояти", "Fargʻona viloyati"),
    point: { latitude: 40.386389, longitude: 71.786389 },
  },
  {
    id: 5,
    title: titles(
      "Республика Каракалпакстан",
      "Қорақалпоғистон Республикаси",
      "Qoraqalpogʻiston Respublikasi",
    ),
    // No delivery point: the region has no BTS branch (spec section 3).
    point: null,
  },
];

const TASHKENT: readonly DemoPlace[] = [
  {
    id: 11,
    title: titles("Чиланзарский район", "Чилонзор тумани", "Chilonzor tumani"),
    point: { latitude: 41.2756, longitude: 69.2034 },
  },
  {
    id: 12,
    title: titles("Юнусабадский район", "Юнусобод тумани", "Yunusobod tumani"),
    point: { latitude: 41.3645, longitude: 69.2863 },
  },
  {
    id: 13,
    title: titles("Мирзо-Улугбекский район", "Мирзо Улуғбек тумани", "Mirzo Ulugʻbek tumani"),
    point: { latitude: 41.3385, longitude: 69.3346 },
  },
  {
    id: 14,
    title: titles("Яккасарайский район", "Яккасарой тумани", "Yakkasaroy tumani"),
    point: { latitude: 41.2872, longitude: 69.2525 },
  },
  {
    id: 15,
    title: titles("Сергелийский район", "Сергели тумани", "Sergeli tumani"),
    point: { latitude: 41.2266, longitude: 69.2183 },
  },
  {
    id: 16,
    title: titles("Шайхантахурский район", "Шайхонтоҳур тумани", "Shayxontohur tumani"),
    point: { latitude: 41.3262, longitude: 69.2289 },
  },
  {
    id: 17,
    title: titles("Яшнабадский район", "Яшнобод тумани", "Yashnobod tumani"),
    point: { latitude: 41.2937, longitude: 69.3246 },
  },
  {
    id: 18,
    title: titles("Алмазарский район", "Олмазор тумани", "Olmazor tumani"),
    point: { latitude: 41.3519, longitude: 69.2143 },
  },
  {
    id: 19,
    title: titles("Учтепинский район", "Учтепа тумани", "Uchtepa tumani"),
    point: { latitude: 41.2948, longitude: 69.1636 },
  },
  {
    id: 20,
    title: titles("Бектемирский район", "Бектемир тумани", "Bektemir tumani"),
    point: { latitude: 41.2093, longitude: 69.3345 },
  },
];

const inLanguage = (places: readonly DemoPlace[], locale: unknown): CheckoutPlace[] =>
  places.map((p) => ({ id: p.id, title: p.title[languageOf(locale)], point: p.point }));

/** The regions the checkout offers, in the story's language. */
export const regionsIn = (locale: unknown) => inLanguage(REGIONS, locale);
/** Tashkent's districts with the points deliveries there start from. */
export const districtsIn = (locale: unknown) => inLanguage(TASHKENT, locale);
export const CHILONZOR = 11;
export const TASHKENT_CITY = 1;

/** Tashkent's centre: where the map opens before a district is chosen. */
export const CENTER: GeoPoint = { latitude: 41.311081, longitude: 69.240562 };
/** Chilonzor's delivery point, where the map opens once the district is chosen. */
export const CHILONZOR_CENTER: GeoPoint = { latitude: 41.2756, longitude: 69.2034 };
/** A doorstep on Bunyodkor avenue. */
export const PICKED: GeoPoint = { latitude: 41.281234, longitude: 69.214567 };

interface DemoBranch {
  id: number;
  name: Titles;
  address: Titles | null;
  point: GeoPoint;
  workingHours: string | null;
  weekdays: string | null;
}

const BRANCHES: readonly DemoBranch[] = [
  {
    id: 301,
    name: titles("BTS Чиланзар-1", "BTS Чилонзор-1", "BTS Chilonzor-1"),
    address: titles(
      "пр. Бунёдкор, 42, ориентир: метро «Новза»",
      "Бунёдкор шоҳ кўчаси, 42, мўлжал: «Новза» метроси",
      "Bunyodkor shoh koʻchasi, 42, moʻljal: «Novza» metrosi",
    ),
    point: { latitude: 41.2799, longitude: 69.2197 },
    workingHours: "09:00–18:00",
    weekdays: "1,2,3,4,5,6",
  },
  {
    id: 302,
    name: titles("BTS Катартал", "BTS Қатортол", "BTS Qatortol"),
    address: titles(
      "ул. Катартал, 60А, ТЦ «Катартал», 1-й этаж",
      "Қатортол кўчаси, 60А, «Қатортол» савдо маркази, 1-қават",
      "Qatortol koʻchasi, 60A, «Qatortol» savdo markazi, 1-qavat",
    ),
    point: { latitude: 41.2725, longitude: 69.1991 },
    workingHours: "09:00–20:00",
    weekdays: "1,2,3,4,5,6,7",
  },
  {
    id: 303,
    name: titles("BTS Чиланзар-19", "BTS Чилонзор-19", "BTS Chilonzor-19"),
    address: null,
    point: { latitude: 41.2651, longitude: 69.1902 },
    workingHours: "10:00–17:00",
    // As BTS sometimes writes it: shown as given.
    weekdays: "Du-Sh",
  },
];

/** Chilonzor's BTS branches, in the story's language. */
export const branchesIn = (locale: unknown): BtsBranch[] => {
  const language = languageOf(locale);
  return BRANCHES.map((b) => ({
    id: b.id,
    name: b.name[language],
    address: b.address?.[language] ?? null,
    point: b.point,
    workingHours: b.workingHours,
    weekdays: b.weekdays,
  }));
};

const RECEIVER = titles(
  "Тошматов Анвар Бахтиёрович",
  "Тошматов Анвар Бахтиёрович",
  "Toshmatov Anvar Baxtiyorovich",
);
export const receiverIn = (locale: unknown) => RECEIVER[languageOf(locale)];
export const PHONE = "901234567";
export const PHONE2 = "935551122";

export const ALL_WAYS: PaymentWays = {
  cash: true,
  card: true,
  payme: true,
  click: true,
  uzum: true,
  paynet: true,
};
export const CASH_ONLY: PaymentWays = {
  cash: true,
  card: false,
  payme: false,
  click: false,
  uzum: false,
  paynet: false,
};

/** A large order (cement, rebar and tiles for a house): every row, and a total with eight digits. */
export const PRICE: PriceSummary = {
  total: 12_345_678,
  productsPrice: 13_000_000,
  productDiscount: 650_000,
  promoDiscount: 29_322,
  vatPercent: 12,
  vatPrice: 1_322_751,
  deliveryType: 2,
  deliveryPrice: 25_000,
  cashbackUsed: 0,
};
/** Picked up at a branch, free, paid partly with cashback. */
export const FREE_DELIVERY: PriceSummary = {
  total: 1_270_000,
  productsPrice: 1_285_000,
  productDiscount: 0,
  promoDiscount: null,
  vatPercent: 12,
  vatPrice: 136_071,
  deliveryType: 1,
  deliveryPrice: 0,
  cashbackUsed: 15_000,
};
