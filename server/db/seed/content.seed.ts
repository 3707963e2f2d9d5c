import { PAGES } from "./data/pages.data.ts";
import { FAQ } from "./data/faq.data.ts";
import type { Tr } from "./data/types.ts";
import type { Row } from "./insert.ts";

const tr = (prefix: string, t: Tr) => ({
  [`${prefix}_ru`]: t[0],
  [`${prefix}_uz`]: t[1],
  [`${prefix}_sr`]: t[2],
});
const CREATED = "2025-01-15T09:00:00.000Z";

const BANNERS: [Tr, Tr, string, string][] = [
  [
    ["Скидки до 30% на цемент", "Цементга 30% гача чегирма", "Sementga 30% gacha chegirma"],
    ["Только до конца месяца", "Фақат ой охиригача", "Faqat oy oxirigacha"],
    "bag-0-ef7f1a",
    "/products?sections=1",
  ],
  [
    ["Всё для ванной", "Ҳаммом учун ҳаммаси", "Hammom uchun hammasi"],
    ["Смесители, ванны, плитка", "Аралаштиргичлар, ванналар, плитка", "Aralashtirgichlar, vannalar, plitka"],
    "tap-1-2e6fb5",
    "/products?sections=7",
  ],
  [
    ["Инструмент для мастеров", "Усталар учун асбоблар", "Ustalar uchun asboblar"],
    ["Bosch, Makita, DeWalt", "Bosch, Makita, DeWalt", "Bosch, Makita, DeWalt"],
    "drill-0-3c8d4a",
    "/products?sections=10",
  ],
  [
    ["Кровля под ключ", "Томёпма калит топширилгунча", "Tomyopma kalit topshirilguncha"],
    ["Профнастил и металлочерепица", "Профнастил ва металл черепица", "Profnastil va metall cherepitsa"],
    "roof-2-c0392b",
    "/products?sections=13",
  ],
  [
    [
      "Доставка по всему Узбекистану",
      "Бутун Ўзбекистон бўйлаб етказиб бериш",
      "Butun O'zbekiston bo'ylab yetkazib berish",
    ],
    ["Через 200+ отделений BTS", "200 дан ортиқ BTS бўлими орқали", "200 dan ortiq BTS bo'limi orqali"],
    "brick-1-b98a54",
    "/pages/terms-of-use",
  ],
];

const STORIES: [Tr, string, [Tr, Tr, string][]][] = [
  [
    ["Новинки", "Янгиликлар", "Yangiliklar"],
    "bag-2-ef7f1a",
    [
      [
        ["Новые смеси Knauf", "Knauf янги аралашмалари", "Knauf yangi aralashmalari"],
        ["Уже на складе", "Аллақачон омборда", "Allaqachon omborda"],
        "/products?search=knauf",
      ],
      [
        ["Газоблок D500", "Газоблок D500", "Gazoblok D500"],
        [
          "Тёплые стены без лишних затрат",
          "Ортиқча харажатсиз иссиқ деворлар",
          "Ortiqcha xarajatsiz issiq devorlar",
        ],
        "/products?search=gazoblok",
      ],
    ],
  ],
  [
    ["Ремонт ванной", "Ҳаммом таъмири", "Hammom ta'miri"],
    "tile-0-2e6fb5",
    [
      [
        ["Выбираем плитку", "Плитка танлаймиз", "Plitka tanlaymiz"],
        ["Керамогранит или кафель?", "Керамогранитми ёки кафелми?", "Keramogranitmi yoki kafelmi?"],
        "/products?sections=5",
      ],
      [
        ["Гидроизоляция", "Гидроизоляция", "Gidroizolyatsiya"],
        ["Защита от протечек", "Оқишдан ҳимоя", "Oqishdan himoya"],
        "/products?search=gidroizolyatsiya",
      ],
      [
        ["Смесители", "Аралаштиргичлар", "Aralashtirgichlar"],
        ["Grohe, Hansgrohe, Vitra", "Grohe, Hansgrohe, Vitra", "Grohe, Hansgrohe, Vitra"],
        "/products?search=smesitel",
      ],
    ],
  ],
  [
    ["Мастерам", "Усталарга", "Ustalarga"],
    "drill-1-474b4f",
    [
      [
        ["Дисконтная карта мастера", "Уста чегирма картаси", "Usta chegirma kartasi"],
        [
          "Подтвердите номер и получайте баллы",
          "Рақамни тасдиқланг ва баллар олинг",
          "Raqamni tasdiqlang va ballar oling",
        ],
        "/profile",
      ],
    ],
  ],
  [
    ["Сезон кровли", "Томёпма мавсуми", "Tomyopma mavsumi"],
    "roof-0-c0392b",
    [
      [
        ["Металлочерепица", "Металл черепица", "Metall cherepitsa"],
        ["Скидки на все цвета", "Барча рангларга чегирма", "Barcha ranglarga chegirma"],
        "/products?sections=13",
      ],
      [
        ["Водостоки", "Сув оқизиш", "Suv oqizish"],
        ["Соберите систему целиком", "Тизимни тўлиқ йиғинг", "Tizimni to'liq yig'ing"],
        "/products?search=vodostok",
      ],
    ],
  ],
];

const VIDEOS: [Tr, string][] = [
  [
    [
      "Как выровнять стены штукатуркой",
      "Деворларни сувоқ билан қандай текислаш мумкин",
      "Devorlarni suvoq bilan qanday tekislash mumkin",
    ],
    "https://www.youtube.com/watch?v=plaster-walls",
  ],
  [
    [
      "Укладка керамогранита своими руками",
      "Керамогранитни ўз қўлингиз билан ётқизиш",
      "Keramogranitni o'z qo'lingiz bilan yotqizish",
    ],
    "https://www.youtube.com/watch?v=porcelain-tiles",
  ],
  [
    ["Монтаж гипсокартона на профиль", "Гипсокартонни профилга ўрнатиш", "Gipsokartonni profilga o'rnatish"],
    "https://www.youtube.com/watch?v=drywall-profile",
  ],
  [
    ["Как выбрать перфоратор", "Перфораторни қандай танлаш керак", "Perforatorni qanday tanlash kerak"],
    "https://www.youtube.com/watch?v=rotary-hammer",
  ],
  [
    [
      "Пайка полипропиленовых труб",
      "Полипропилен қувурларни пайвандлаш",
      "Polipropilen quvurlarni payvandlash",
    ],
    "https://www.youtube.com/watch?v=pp-pipes",
  ],
];

const INSTRUCTIONS: [Tr, Tr][] = [
  [
    ["Как оформить заказ", "Буюртмани қандай расмийлаштириш", "Buyurtmani qanday rasmiylashtirish"],
    [
      "Пошагово: корзина, адрес, оплата.",
      "Босқичма-босқич: сават, манзил, тўлов.",
      "Bosqichma-bosqich: savat, manzil, to'lov.",
    ],
  ],
  [
    ["Как стать мастером", "Қандай қилиб уста бўлиш мумкин", "Qanday qilib usta bo'lish mumkin"],
    [
      "Подтвердите номер кодом из SMS в профиле.",
      "Профилда SMS коди билан рақамни тасдиқланг.",
      "Profilda SMS kodi bilan raqamni tasdiqlang.",
    ],
  ],
  [
    ["Как привязать карту", "Картани қандай улаш мумкин", "Kartani qanday ulash mumkin"],
    ["Профиль → Мои карты → Добавить.", "Профил → Карталарим → Қўшиш.", "Profil → Kartalarim → Qo'shish."],
  ],
  [
    ["Как использовать кэшбэк", "Кэшбэкдан қандай фойдаланиш мумкин", "Keshbekdan qanday foydalanish mumkin"],
    [
      "Отметьте «Использовать кэшбэк» при оформлении.",
      "Расмийлаштиришда «Кэшбэкдан фойдаланиш»ни белгиланг.",
      "Rasmiylashtirishda «Keshbekdan foydalanish»ni belgilang.",
    ],
  ],
];

const POSTS: [Tr, Tr][] = [
  [
    [
      "Как рассчитать цемент на фундамент",
      "Пойдевор учун цементни қандай ҳисоблаш мумкин",
      "Poydevor uchun sementni qanday hisoblash mumkin",
    ],
    [
      "На 1 м³ бетона М200 нужно около 280 кг цемента М400.",
      "1 м³ М200 бетон учун тахминан 280 кг М400 цемент керак.",
      "1 m³ M200 beton uchun taxminan 280 kg M400 sement kerak.",
    ],
  ],
  [
    ["Газоблок или кирпич?", "Газоблокми ёки ғиштми?", "Gazoblokmi yoki g'ishtmi?"],
    [
      "Газоблок легче и теплее, кирпич прочнее и долговечнее.",
      "Газоблок енгилроқ ва иссиқроқ, ғишт мустаҳкамроқ ва узоқ чидайди.",
      "Gazoblok yengilroq va issiqroq, g'isht mustahkamroq va uzoq chidaydi.",
    ],
  ],
  [
    ["Утепление дома к зиме", "Уйни қишга иситиш", "Uyni qishga isitish"],
    [
      "Минеральная вата 100 мм снижает теплопотери стен почти вдвое.",
      "100 мм минерал пахта деворлардан иссиқлик йўқотилишини деярли икки баравар камайтиради.",
      "100 mm mineral paxta devorlardan issiqlik yo'qotilishini deyarli ikki barobar kamaytiradi.",
    ],
  ],
];

export function generateContent(): Row[] {
  const rows: Row[] = [];
  const add = (kind: string, position: number, title: Tr, body: Tr, extra: Row = {}) =>
    rows.push({
      id: rows.length + 1,
      kind,
      slug: null,
      position,
      ...tr("title", title),
      ...tr("subtitle", ["", "", ""]),
      ...tr("body", body),
      cover: null,
      link: null,
      created_at: CREATED,
      ...extra,
    });
  PAGES.forEach((page, i) =>
    add("page", i, page.title, page.body, { slug: page.slug, ...tr("subtitle", page.subtitle) }),
  );
  FAQ.forEach(([q, a], i) => add("faq", i, q, a));
  VIDEOS.forEach(([title, link], i) =>
    add("video", i, title, ["", "", ""], { cover: `video-${i % 3}-ef7f1a`, link }),
  );
  add(
    "live",
    0,
    [
      "Прямой эфир: ремонт квартиры от А до Я",
      "Жонли эфир: квартира таъмири бошидан охиригача",
      "Jonli efir: kvartira ta'miri boshidan oxirigacha",
    ],
    ["", "", ""],
    { cover: "video-1-c0392b", link: "https://www.youtube.com/live/qurilish-bozori" },
  );
  INSTRUCTIONS.forEach(([title, body], i) =>
    add("instruction", i, title, [`<p>${body[0]}</p>`, `<p>${body[1]}</p>`, `<p>${body[2]}</p>`]),
  );
  POSTS.forEach(([title, body], i) =>
    add("post", i, title, [`<p>${body[0]}</p>`, `<p>${body[1]}</p>`, `<p>${body[2]}</p>`], {
      cover: `bag-${i % 3}-ef7f1a`,
    }),
  );
  return rows;
}

export function generateBanners(): Row[] {
  return BANNERS.map(([title, sub, image, url], i) => ({
    id: i + 1,
    position: i,
    ...tr("title", title),
    ...tr("sub_title", sub),
    image,
    url,
  }));
}

export function generateStories(): { stories: Row[]; items: Row[] } {
  const stories: Row[] = [];
  const items: Row[] = [];
  STORIES.forEach(([title, image, storyItems], i) => {
    stories.push({ id: i + 1, position: i, ...tr("title", title), image });
    storyItems.forEach(([itemTitle, description, url], position) => {
      const video = position === 1 ? `https://cdn.qurilish-bozori.uz/stories/${i + 1}-${position}.mp4` : null;
      items.push({
        id: items.length + 1,
        story_id: i + 1,
        position,
        ...tr("title", itemTitle),
        ...tr("description", description),
        image,
        url,
        video,
        video_duration: video ? 15 : null,
      });
    });
  });
  return { stories, items };
}
