import type { Lang } from "./language.ts";

type Texts = Record<Lang, string>;

/** Error texts the server itself writes; stable codes travel beside them for clients that translate on their own. */
export const MESSAGES = {
  NOT_FOUND: { ru: "Не найдено.", uz: "Топилмади.", sr: "Topilmadi." },
  ROUTE_NOT_FOUND: { ru: "Страница не найдена.", uz: "Саҳифа топилмади.", sr: "Sahifa topilmadi." },
  SERVER_ERROR: { ru: "Ошибка сервера. Попробуйте ещё раз.", uz: "Сервер хатоси. Қайта уриниб кўринг.", sr: "Server xatosi. Qayta urinib ko'ring." },
  INVALID_VALUE: { ru: "Неверное значение поля «{field}».", uz: "«{field}» майдонининг қиймати нотўғри.", sr: "«{field}» maydonining qiymati noto'g'ri." },
  REQUIRED: { ru: "Поле «{field}» обязательно.", uz: "«{field}» майдони тўлдирилиши шарт.", sr: "«{field}» maydoni to'ldirilishi shart." },
  INVALID_BODY: { ru: "Тело запроса не читается.", uz: "Сўров танасини ўқиб бўлмади.", sr: "So'rov tanasini o'qib bo'lmadi." },
  BODY_TOO_LARGE: { ru: "Запрос слишком большой.", uz: "Сўров жуда катта.", sr: "So'rov juda katta." },
  UNSUPPORTED_MEDIA: { ru: "Неподдерживаемый формат запроса.", uz: "Сўров формати қўллаб-қувватланмайди.", sr: "So'rov formati qo'llab-quvvatlanmaydi." },
  METHOD_NOT_ALLOWED: { ru: "Метод не поддерживается.", uz: "Усул қўллаб-қувватланмайди.", sr: "Usul qo'llab-quvvatlanmaydi." },
  BAD_IMAGE_MODIFIER: { ru: "Неверный параметр изображения «{field}».", uz: "Расм параметри нотўғри: «{field}».", sr: "Rasm parametri noto'g'ri: «{field}»." },
  BAD_CREDENTIALS: {
    ru: "Не найдено активной учётной записи с указанными данными.",
    uz: "Кўрсатилган маълумотлар билан фаол ҳисоб топилмади.",
    sr: "Ko'rsatilgan ma'lumotlar bilan faol hisob topilmadi.",
  },
  NOT_AUTHENTICATED: { ru: "Необходимо войти в аккаунт.", uz: "Ҳисобингизга киринг.", sr: "Hisobingizga kiring." },
  TOKEN_INVALID: { ru: "Токен недействителен или истёк.", uz: "Токен яроқсиз ёки муддати ўтган.", sr: "Token yaroqsiz yoki muddati o'tgan." },
  TOO_MANY_REQUESTS: { ru: "Слишком много запросов.", uz: "Сўровлар жуда кўп.", sr: "So'rovlar juda ko'p." },
  // The storefront's over_stock text, so a shopper reads the same words whichever side noticed.
  OVER_STOCK: { ru: "В наличии осталось только {stock} шт.", uz: "Омборда фақат {stock} дона қолган", sr: "Omborda faqat {stock} dona qolgan" },
  NO_OWNER: {
    ru: "Не удалось определить покупателя: войдите в аккаунт или передайте Fingerprint.",
    uz: "Харидор аниқланмади: ҳисобингизга киринг ёки Fingerprint юборинг.",
    sr: "Xaridor aniqlanmadi: hisobingizga kiring yoki Fingerprint yuboring.",
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** The text in `lang` with `{field}` and any other `{name}` of `vars` filled in. */
export function message(key: MessageKey, lang: Lang, field = "", vars: Readonly<Record<string, string | number>> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (all, name: string) =>
    name === "field" ? field : name in vars ? String(vars[name]) : all);
}
