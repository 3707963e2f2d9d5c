import type { Tri } from "./demo-data";

// The help pages' demo content in ru, uz (Cyrillic) and sr (Latin), for the fake support gateway.

export const DEMO_FAQ: readonly (readonly [question: Tri, answer: Tri])[] = [
  [
    ["Как оформить заказ?", "Буюртмани қандай бериш мумкин?", "Buyurtmani qanday berish mumkin?"],
    [
      "<p>Добавьте товары в корзину, откройте её и нажмите «Оформить заказ».</p>",
      "<p>Маҳсулотларни саватга қўшинг, уни очинг ва «Буюртма бериш»ни босинг.</p>",
      "<p>Mahsulotlarni savatga qoʻshing, uni oching va «Buyurtma berish»ni bosing.</p>",
    ],
  ],
  [
    ["Какие есть способы оплаты?", "Қандай тўлов усуллари бор?", "Qanday toʻlov usullari bor?"],
    [
      "<p>Наличными, банковской картой, через Payme, Click, Uzum и Paynet.</p>",
      "<p>Нақд пул, банк картаси, Payme, Click, Uzum ва Paynet орқали.</p>",
      "<p>Naqd pul, bank kartasi, Payme, Click, Uzum va Paynet orqali.</p>",
    ],
  ],
  [
    ["Сколько идёт доставка?", "Етказиб бериш қанча вақт олади?", "Yetkazib berish qancha vaqt oladi?"],
    [
      "<p>По Ташкенту — курьером за 1–2 дня, по регионам — через отделения BTS.</p>",
      "<p>Тошкент бўйлаб — курьер орқали 1–2 кунда, вилоятларга — BTS бўлимлари орқали.</p>",
      "<p>Toshkent boʻylab — kuryer orqali 1–2 kunda, viloyatlarga — BTS boʻlimlari orqali.</p>",
    ],
  ],
  [
    ["Можно ли вернуть товар?", "Маҳсулотни қайтариш мумкинми?", "Mahsulotni qaytarish mumkinmi?"],
    [
      "<p>Да, в течение 10 дней в неповреждённой упаковке.</p>",
      "<p>Ҳа, 10 кун ичида бузилмаган қадоқда.</p>",
      "<p>Ha, 10 kun ichida buzilmagan qadoqda.</p>",
    ],
  ],
];

export const DEMO_INSTRUCTIONS: readonly (readonly [title: Tri, description: Tri, content: Tri])[] = [
  [
    ["Как оформить заказ", "Буюртмани қандай расмийлаштириш", "Buyurtmani qanday rasmiylashtirish"],
    [
      "Корзина, адрес и оплата по шагам",
      "Сават, манзил ва тўлов босқичма-босқич",
      "Savat, manzil va toʻlov bosqichma-bosqich",
    ],
    [
      "<p>Заказ оформляется в три шага.</p><ul><li>Проверьте корзину.</li><li>Выберите адрес на карте или пункт BTS.</li><li>Выберите способ оплаты и подтвердите заказ.</li></ul>",
      "<p>Буюртма уч босқичда расмийлаштирилади.</p><ul><li>Саватни текширинг.</li><li>Харитада манзил ёки BTS пунктини танланг.</li><li>Тўлов усулини танланг ва буюртмани тасдиқланг.</li></ul>",
      "<p>Buyurtma uch bosqichda rasmiylashtiriladi.</p><ul><li>Savatni tekshiring.</li><li>Xaritada manzil yoki BTS punktini tanlang.</li><li>Toʻlov usulini tanlang va buyurtmani tasdiqlang.</li></ul>",
    ],
  ],
  [
    ["Как привязать карту", "Картани қандай улаш мумкин", "Kartani qanday ulash mumkin"],
    ["Uzcard и Humo в профиле", "Профилда Uzcard ва Humo", "Profilda Uzcard va Humo"],
    [
      "<p>Откройте «Мои карты», нажмите «Добавить», введите номер и срок, затем код из SMS.</p>",
      "<p>«Карталарим»ни очинг, «Қўшиш»ни босинг, рақам ва муддатни, сўнг SMS кодини киритинг.</p>",
      "<p>«Kartalarim»ni oching, «Qoʻshish»ni bosing, raqam va muddatni, soʻng SMS kodini kiriting.</p>",
    ],
  ],
  [
    ["Как стать мастером", "Қандай қилиб уста бўлиш мумкин", "Qanday qilib usta boʻlish mumkin"],
    ["", "", ""],
    [
      "<p>Подтвердите номер телефона кодом из SMS на странице профиля — и получите дисконтную карту.</p>",
      "<p>Профил саҳифасида телефон рақамингизни SMS коди билан тасдиқланг ва чегирма картасини олинг.</p>",
      "<p>Profil sahifasida telefon raqamingizni SMS kodi bilan tasdiqlang va chegirma kartasini oling.</p>",
    ],
  ],
];

/** A video file the browser plays itself, and YouTube links (application/support/video-source.ts). */
export const DEMO_LESSONS: readonly (readonly [title: Tri, video: string, hue: number])[] = [
  [
    ["Укладка плитки в ванной", "Ваннахонага плитка ётқизиш", "Vannaxonaga plitka yotqizish"],
    "https://cdn.qurilish-bozori.uz/lessons/tiles.mp4",
    28,
  ],
  [
    ["Как выбрать цемент", "Цементни қандай танлаш керак", "Sementni qanday tanlash kerak"],
    "https://www.youtube.com/watch?v=cement-m400",
    210,
  ],
  [
    ["Штукатурка стен своими руками", "Деворларни ўзингиз сувоқ қилинг", "Devorlarni oʻzingiz suvoq qiling"],
    "https://youtu.be/plaster-walls",
    140,
  ],
  [
    [
      "Пайка полипропиленовых труб",
      "Полипропилен қувурларни пайвандлаш",
      "Polipropilen quvurlarni payvandlash",
    ],
    "https://cdn.qurilish-bozori.uz/lessons/pipes.webm",
    0,
  ],
];

export const DEMO_STREAM: readonly [title: Tri, link: string, hue: number] = [
  [
    "Прямой эфир: ремонт квартиры от А до Я",
    "Жонли эфир: квартира таъмири бошидан охиригача",
    "Jonli efir: kvartira taʼmiri boshidan oxirigacha",
  ],
  "https://www.youtube.com/live/qurilish-bozori",
  8,
];

/** A 16:9 cover drawn without the network: a tinted frame with a play mark. */
export function demoCover(hue: number): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360'>` +
    `<rect width='640' height='360' fill='hsl(${hue},40%,88%)'/>` +
    `<rect x='0' y='250' width='640' height='110' fill='hsl(${hue},45%,70%)'/>` +
    `<rect x='80' y='120' width='170' height='130' rx='8' fill='hsl(${hue},50%,55%)'/>` +
    `<rect x='390' y='80' width='170' height='170' rx='8' fill='hsl(${hue},35%,78%)'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
