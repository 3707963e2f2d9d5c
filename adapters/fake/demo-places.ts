// A few regions and districts of Uzbekistan for stories and tests, in the three languages: "ru|uz|sr" titles
// (uz in Cyrillic, sr in Latin), the region first on each line, then its districts.
const LINES = [
  [
    "г. Ташкент|Тошкент шаҳри|Toshkent shahri",
    "Чиланзарский район|Чилонзор тумани|Chilonzor tumani",
    "Юнусабадский район|Юнусобод тумани|Yunusobod tumani",
    "Мирзо-Улугбекский район|Мирзо Улуғбек тумани|Mirzo Ulugʻbek tumani",
    "Яккасарайский район|Яккасарой тумани|Yakkasaroy tumani",
  ],
  [
    "Ташкентская область|Тошкент вилояти|Toshkent viloyati",
    "Зангиатинский район|Зангиота тумани|Zangiota tumani",
    "Кибрайский район|Қибрай тумани|Qibray tumani",
    "Бостанлыкский район|Бўстонлиқ тумани|Boʻstonliq tumani",
  ],
  [
    "Самаркандская область|Самарқанд вилояти|Samarqand viloyati",
    "г. Самарканд|Самарқанд шаҳри|Samarqand shahri",
    "Ургутский район|Ургут тумани|Urgut tumani",
    "Каттакурганский район|Каттақўрғон тумани|Kattaqoʻrgʻon tumani",
  ],
  [
    "Бухарская область|Бухоро вилояти|Buxoro viloyati",
    "г. Бухара|Бухоро шаҳри|Buxoro shahri",
    "Гиждуванский район|Ғиждувон тумани|Gʻijduvon tumani",
  ],
  [
    "Ферганская область|Фарғона вилояти|Fargʻona viloyati",
    "г. Фергана|Фарғона шаҳри|Fargʻona shahri",
    "г. Коканд|Қўқон шаҳри|Qoʻqon shahri",
    "г. Маргилан|Марғилон шаҳри|Margʻilon shahri",
  ],
];

export type DemoTitle = Readonly<Record<"ru" | "uz" | "sr", string>>;
export interface DemoPlace {
  readonly id: number;
  readonly title: DemoTitle;
}
export interface DemoRegion extends DemoPlace {
  readonly districts: readonly DemoPlace[];
}

const titleOf = (line: string): DemoTitle => {
  const [ru = "", uz = "", sr = ""] = line.split("|");
  return { ru, uz, sr };
};

/** Regions 1-5; a district's id is its region's times 100 plus its place in the list. */
export const DEMO_REGIONS: readonly DemoRegion[] = LINES.map(([region = "", ...districts], r) => ({
  id: r + 1,
  title: titleOf(region),
  districts: districts.map((line, d) => ({ id: (r + 1) * 100 + d + 1, title: titleOf(line) })),
}));
