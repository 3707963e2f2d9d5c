import type { Random } from "./random.ts";
import type { Row } from "./insert.ts";

const FIRST = [
  "Azizbek",
  "Dilshod",
  "Jasur",
  "Sardor",
  "Bekzod",
  "Otabek",
  "Shoxrux",
  "Ulug'bek",
  "Rustam",
  "Akmal",
  "Nodira",
  "Madina",
  "Gulnora",
  "Dilnoza",
  "Malika",
  "Sevara",
  "Zarina",
  "Kamola",
  "Aleksandr",
  "Sergey",
  "Olga",
  "Irina",
  "Timur",
  "Javohir",
  "Farrux",
  "Sanjar",
  "Bobur",
  "Nilufar",
  "Mohira",
  "Laylo",
];
const LAST = [
  "Karimov",
  "Rahimov",
  "Toshmatov",
  "Yusupov",
  "Aliyev",
  "Ismoilov",
  "Nazarov",
  "Qodirov",
  "Sobirov",
  "Xolmatov",
  "Ergashev",
  "Abdullayev",
  "Mirzayev",
  "Saidov",
  "Ivanov",
  "Petrov",
  "Kim",
  "Tursunov",
  "Umarov",
  "Hasanov",
];
const OPERATORS = ["90", "91", "93", "94", "95", "97", "98", "99", "33", "88", "77", "50", "20"];

// Reviews people write in the language they think in; the shop shows them as written.
const TEXTS: Record<number, string[]> = {
  5: [
    "Отличное качество, рекомендую!",
    "Всё пришло вовремя, упаковка целая.",
    "Zo'r mahsulot, tavsiya qilaman!",
    "Sifati a'lo, yetkazib berish tez bo'ldi.",
    "Жуда яхши маҳсулот, раҳмат!",
    "Брал для ремонта квартиры, доволен.",
  ],
  4: [
    "Хороший товар за свои деньги.",
    "Yaxshi, lekin narxi biroz qimmat.",
    "Яхши, қадоқлаш бироз эзилган эди.",
    "Качество нормальное, доставка задержалась на день.",
  ],
  3: ["Средне, ожидал большего.", "O'rtacha, ishlatsa bo'ladi.", "Ўртача сифат."],
  2: ["Качество не очень, пришлось менять.", "Yoqmadi, rangi rasmdagidek emas."],
  1: ["Пришёл бракованный товар.", "Sifati yomon."],
};
const ANSWERS = ["Спасибо за отзыв!", "Rahmat, fikringiz biz uchun muhim!", "Раҳмат! Яна келинг."];

export function generateUsers(count: number, rng: Random): Row[] {
  const phones = new Set<string>();
  const rows: Row[] = [];
  for (let id = 1; rows.length < count; id++) {
    const phone = rng.pick(OPERATORS) + String(rng.int(0, 9_999_999)).padStart(7, "0");
    if (phones.has(phone)) continue;
    phones.add(phone);
    rows.push({
      id,
      phone,
      full_name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      created_at: new Date(Date.UTC(2024, 0, 1) + rng.int(0, 500) * 86_400_000).toISOString(),
    });
  }
  return rows;
}

function stars(rng: Random): number {
  const r = rng.next();
  return r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
}

/** About one product in six has reviews; the products' rate and comment_count are then computed from them. */
export function* commentStream(productCount: number, userCount: number, rng: Random): Generator<Row> {
  let id = 0;
  for (let product = 1; product <= productCount; product++) {
    if (!rng.chance(0.16)) continue;
    const n = rng.int(1, 6);
    for (let i = 0; i < n; i++) {
      const rate = stars(rng);
      const created = Date.UTC(2025, 0, 1) + rng.int(0, 300) * 86_400_000 + rng.int(0, 86_399) * 1000;
      const answered = rng.chance(0.3);
      yield {
        id: ++id,
        product_id: product,
        user_id: rng.int(1, userCount),
        rate,
        comment: rng.pick(TEXTS[rate]!),
        answer: answered ? rng.pick(ANSWERS) : null,
        answered_at: answered ? new Date(created + 86_400_000).toISOString() : null,
        created_at: new Date(created).toISOString(),
      };
    }
  }
}

export function generateComments(productCount: number, userCount: number, rng: Random): Row[] {
  return [...commentStream(productCount, userCount, rng)];
}
