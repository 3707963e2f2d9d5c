import type { ContentGateway } from "../../application/content/content.port";
import type {
  Contacts,
  Feedback,
  FooterColumn,
  Post,
  StaticPage,
  Statistics,
} from "../../application/content/content.types";
import { pick, type Tri } from "./demo-data";

export const DEMO_CONTACTS: Contacts = {
  phone: "+998 71 200 00 00",
  email: "info@qurilish-bozori.uz",
  address: "Toshkent, Chilonzor tumani, Bunyodkor ko‘chasi, 1",
  latitude: 41.2857,
  longitude: 69.2044,
  workFrom: "09:00",
  workTo: "20:00",
  telegram: "https://t.me/qurilish_bozori",
  instagram: "https://instagram.com/qurilish_bozori",
  facebook: "https://facebook.com/qurilish_bozori",
};

const FOOTER: [Tri, [Tri, string][]][] = [
  [
    ["Покупателям", "Харидорларга", "Xaridorlarga"],
    [
      [["Все категории", "Барча категориялар", "Barcha kategoriyalar"], "/products/categories"],
      [["Бренды", "Брендлар", "Brendlar"], "/brands"],
      [["Каталог товаров", "Товарлар каталоги", "Tovarlar katalogi"], "/products"],
    ],
  ],
  [
    ["Компания", "Компания", "Kompaniya"],
    [
      [["О нас", "Биз ҳақимизда", "Biz haqimizda"], "/about"],
      [["Контакты", "Алоқа", "Aloqa"], "/contact"],
      [["Политика конфиденциальности", "Махфийлик сиёсати", "Maxfiylik siyosati"], "/pages/privacy-policy"],
    ],
  ],
];

const PAGES: Record<string, [Tri, Tri]> = {
  "privacy-policy": [
    ["Политика конфиденциальности", "Махфийлик сиёсати", "Maxfiylik siyosati"],
    [
      "Мы храним только те данные, которые нужны для доставки заказа.",
      "Биз фақат буюртмани етказиш учун керакли маълумотларни сақлаймиз.",
      "Biz faqat buyurtmani yetkazish uchun kerakli ma’lumotlarni saqlaymiz.",
    ],
  ],
  "terms-of-use": [
    ["Условия использования", "Фойдаланиш шартлари", "Foydalanish shartlari"],
    [
      "Доставка по Ташкенту — за 1–2 дня, по регионам — через BTS. Товар можно вернуть в течение 10 дней.",
      "Тошкент бўйлаб етказиш — 1–2 кунда, вилоятларга — BTS орқали. Маҳсулотни 10 кун ичида қайтариш мумкин.",
      "Toshkent boʻylab yetkazish — 1–2 kunda, viloyatlarga — BTS orqali. Mahsulotni 10 kun ichida qaytarish mumkin.",
    ],
  ],
  "user-agreement": [
    ["Пользовательское соглашение", "Фойдаланувчи келишуви", "Foydalanuvchi kelishuvi"],
    [
      "Оформляя заказ, вы принимаете условия магазина.",
      "Буюртма бериш орқали сиз дўкон шартларини қабул қиласиз.",
      "Buyurtma berish orqali siz do‘kon shartlarini qabul qilasiz.",
    ],
  ],
};

export class FakeContentGateway implements ContentGateway {
  readonly feedback: Feedback[] = [];

  constructor(
    private readonly options: { language?: () => string; failing?: boolean; latency?: number } = {},
  ) {}

  private get lang() {
    return this.options.language?.() ?? "ru";
  }

  private async wait<T>(value: () => T): Promise<T> {
    if (this.options.latency) await new Promise((r) => setTimeout(r, this.options.latency));
    if (this.options.failing) throw new Error("an_error_occurred");
    return value();
  }

  contacts(): Promise<Contacts> {
    return this.wait(() => DEMO_CONTACTS);
  }

  footer(): Promise<readonly FooterColumn[]> {
    return this.wait(() =>
      FOOTER.map(([title, items]) => ({
        title: pick(title, this.lang),
        items: items.map(([t, path]) => ({ title: pick(t, this.lang), path })),
      })),
    );
  }

  staticPage(slug: string): Promise<StaticPage | null> {
    return this.wait(() => {
      const page = PAGES[slug];
      return page
        ? { title: pick(page[0], this.lang), subtitle: "", body: `<p>${pick(page[1], this.lang)}</p>` }
        : null;
    });
  }

  post(id: number): Promise<Post | null> {
    return this.wait(() =>
      id === 1
        ? {
            id,
            title: pick(
              ["Как выбрать цемент", "Цементни қандай танлаш керак", "Sementni qanday tanlash kerak"],
              this.lang,
            ),
            body: `<p>${pick(["Марка цемента показывает прочность.", "Цемент маркаси мустаҳкамликни кўрсатади.", "Sement markasi mustahkamlikni ko‘rsatadi."], this.lang)}</p>`,
            image: null,
          }
        : null,
    );
  }

  statistics(): Promise<Statistics> {
    return this.wait(() => ({ users: 184_250, categories: 412, orders: 96_310, products: 30_000 }));
  }

  sendFeedback(feedback: Feedback): Promise<void> {
    return this.wait(() => {
      this.feedback.push(feedback);
    });
  }
}
