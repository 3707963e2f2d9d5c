import type { Tr } from "./data/types.ts";
import type { Row } from "./insert.ts";
import { SECTIONS } from "./catalogue.seed.ts";

const COLUMNS: [Tr, [Tr, string][]][] = [
  [
    ["Покупателям", "Харидорларга", "Xaridorlarga"],
    [
      [["Доставка и оплата", "Етказиб бериш ва тўлов", "Yetkazib berish va to'lov"], "/pages/terms-of-use"],
      [["Помощь", "Ёрдам", "Yordam"], "/profile/help"],
      [["Видеоуроки", "Видео дарслар", "Video darslar"], "/profile/vedio"],
      [["Бренды", "Брендлар", "Brendlar"], "/brands"],
    ],
  ],
  [
    ["Компания", "Компания", "Kompaniya"],
    [
      [["О компании", "Компания ҳақида", "Kompaniya haqida"], "/about"],
      [["Контакты", "Алоқа", "Aloqa"], "/contact"],
      [["Статистика", "Статистика", "Statistika"], "/pages/statistics"],
    ],
  ],
  [
    ["Документы", "Ҳужжатлар", "Hujjatlar"],
    [
      [["Политика конфиденциальности", "Махфийлик сиёсати", "Maxfiylik siyosati"], "/pages/privacy-policy"],
      [
        ["Пользовательское соглашение", "Фойдаланувчи келишуви", "Foydalanuvchi kelishuvi"],
        "/pages/user-agreement",
      ],
      [["Условия использования", "Фойдаланиш шартлари", "Foydalanish shartlari"], "/pages/terms-of-use"],
    ],
  ],
];

export function generateFooter(): Row[] {
  const rows: Row[] = [];
  COLUMNS.forEach(([column, links], columnNo) =>
    links.forEach(([title, path], position) =>
      rows.push({
        id: rows.length + 1,
        column_no: columnNo,
        position,
        column_ru: column[0],
        column_uz: column[1],
        column_sr: column[2],
        title_ru: title[0],
        title_uz: title[1],
        title_sr: title[2],
        path,
      }),
    ),
  );
  return rows;
}

/** The header strip shows the first eight sections. */
export function generateHeaderMenu(): Row[] {
  return SECTIONS.slice(0, 8).map((_, i) => ({ id: i + 1, position: i, category_id: i + 1 }));
}

export function generateSettings(): Row[] {
  return [
    {
      key: "contacts",
      value: {
        phone: "+998712000707",
        email: "info@qurilish-bozori.uz",
        address: {
          ru: "г. Ташкент, Яккасарайский район, ул. Бабура, 45",
          uz: "Тошкент ш., Яккасарой тумани, Бобур кўчаси, 45",
          sr: "Toshkent sh., Yakkasaroy tumani, Bobur ko'chasi, 45",
        },
        latitude: 41.287,
        longitude: 69.2525,
        work_from: "09:00",
        work_to: "20:00",
        telegram: "https://t.me/qurilish_bozori_uz",
        instagram: "https://instagram.com/qurilish_bozori_uz",
        facebook: "https://facebook.com/qurilishbozoriuz",
        youtube: "https://youtube.com/@qurilishbozori",
      },
    },
    {
      key: "payment_settings",
      value: {
        is_cash_valid: true,
        is_card_valid: true,
        is_payme_valid: true,
        is_click_valid: true,
        is_uzumbank_valid: true,
        is_paynet_valid: false,
      },
    },
  ];
}
