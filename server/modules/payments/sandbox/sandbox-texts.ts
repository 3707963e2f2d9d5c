/**
 * The sandbox page speaks as a provider's checkout does: Russian, Uzbek in Latin script (the default, as on
 * Payme's own page) and English. Not Lingui: this page is the provider's, not the storefront's, and is
 * rendered by the server alone.
 */
export const SANDBOX_LANGUAGES = ["uz", "ru", "en"] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

/** The page's `lang` attribute and each language's own name, for the switcher. */
export const LANGUAGE_TAGS: Record<SandboxLanguage, { tag: string; name: string }> = {
  uz: { tag: "uz-Latn", name: "Oʻzbekcha" },
  ru: { tag: "ru", name: "Русский" },
  en: { tag: "en", name: "English" },
};

export const TEXTS = {
  uz: {
    title: "Toʻlov — sinov rejimi",
    badge: "SINOV REJIMI — haqiqiy pul yechilmaydi",
    merchant: "Sotuvchi",
    order: "Buyurtma",
    amount: "Toʻlov summasi",
    currency: "soʻm",
    pay: "Toʻlash",
    decline: "Rad etish",
    close: "Yopish",
    returnsTo: "Qaytish manzili",
    note: "Doʻkonda {provider} kalitlari yoʻq, shuning uchun bu sahifa {provider} oʻrnida ishlaydi va doʻkonga {provider} tizimining oʻz soʻrovlarini yuboradi. «Toʻlash» buyurtmani toʻlangan qiladi; «Rad etish» toʻlovni rad etadi va buyurtma toʻlovni kutishda qoladi.",
    failed: "Toʻlov amalga oshmadi",
    refused: "Doʻkon toʻlovni rad etdi",
    paid: "Toʻlov qabul qilindi",
    declined: "Toʻlov rad etildi",
    back: "Doʻkonga qaytish",
    retry: "Qayta urinish",
    badLinkTitle: "Havola notoʻgʻri",
    badLink:
      "Toʻlov havolasini oʻqib boʻlmadi: unda sotuvchi, buyurtma raqami, summa va qaytish manzili boʻlishi kerak.",
    badTokenTitle: "Shakl eskirgan",
    badToken: "Bu soʻrov toʻlov sahifasidan yuborilmagan. Toʻlov havolasini qaytadan oching.",
    notFoundTitle: "Topilmadi",
    notFound: "Sinov rejimi oʻchirilgan yoki doʻkonda haqiqiy toʻlov kalitlari bor.",
    unreachable: "Sinov rejimi doʻkon serveriga ulana olmadi. Birozdan keyin qayta urinib koʻring.",
    code: "Xato kodi",
  },
  ru: {
    title: "Оплата — тестовый режим",
    badge: "ПЕСОЧНИЦА — настоящие деньги не списываются",
    merchant: "Получатель",
    order: "Заказ",
    amount: "Сумма к оплате",
    currency: "сум",
    pay: "Оплатить",
    decline: "Отклонить",
    close: "Закрыть",
    returnsTo: "Адрес возврата",
    note: "У магазина нет ключей {provider}, поэтому эта страница играет роль {provider} и отправляет магазину собственные запросы {provider}. «Оплатить» оплачивает заказ; «Отклонить» отказывает в оплате, и заказ остаётся в ожидании оплаты.",
    failed: "Оплата не прошла",
    refused: "Магазин отклонил оплату",
    paid: "Оплата принята",
    declined: "Оплата отклонена",
    back: "Вернуться в магазин",
    retry: "Попробовать снова",
    badLinkTitle: "Неверная ссылка",
    badLink:
      "Ссылку на оплату не удалось прочитать: в ней должны быть получатель, номер заказа, сумма и адрес возврата.",
    badTokenTitle: "Форма устарела",
    badToken: "Запрос отправлен не со страницы оплаты. Откройте ссылку на оплату заново.",
    notFoundTitle: "Не найдено",
    notFound: "Тестовый режим выключен, или у магазина есть настоящие ключи оплаты.",
    unreachable: "Песочница не смогла связаться с сервером магазина. Попробуйте ещё раз чуть позже.",
    code: "Код ошибки",
  },
  en: {
    title: "Payment — sandbox",
    badge: "SANDBOX — no real money",
    merchant: "Merchant",
    order: "Order",
    amount: "Amount to pay",
    currency: "so'm",
    pay: "Pay",
    decline: "Decline",
    close: "Close",
    returnsTo: "Returns to",
    note: "The shop has no {provider} keys, so this page stands in for {provider} and sends the shop {provider}'s own callbacks. Pay marks the order paid; Decline refuses the payment and the order keeps awaiting it.",
    failed: "The payment did not go through",
    refused: "The shop refused the payment",
    paid: "Payment accepted",
    declined: "Payment declined",
    back: "Back to the shop",
    retry: "Try again",
    badLinkTitle: "Invalid link",
    badLink:
      "The payment link could not be read: it must hold the merchant, the order number, the amount and the return address.",
    badTokenTitle: "Form expired",
    badToken: "This request did not come from the payment page. Open the payment link again.",
    notFoundTitle: "Not found",
    notFound: "The sandbox is off, or the shop has real payment keys.",
    unreachable: "The sandbox could not reach the shop's server. Try again in a moment.",
    code: "Error code",
  },
} satisfies Record<SandboxLanguage, Record<string, string>>;

/** A text naming the provider the page plays (`{provider}`). */
export const withProvider = (text: string, provider: string) => text.replaceAll("{provider}", provider);

export type SandboxTexts = (typeof TEXTS)[SandboxLanguage];

/** `?lang=` first, then Accept-Language by q-values (uz-Cyrl and the shop's `sr` read as Uzbek), else uz. */
export function sandboxLanguage(query: unknown, acceptLanguage: string | undefined): SandboxLanguage {
  if (typeof query === "string" && (SANDBOX_LANGUAGES as readonly string[]).includes(query))
    return query as SandboxLanguage;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag !== "" && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (primary === "ru" || primary === "en") return primary;
    if (primary === "uz" || primary === "sr") return "uz";
  }
  return "uz";
}
