import type { Language } from "../../../domain/language.ts";
import type { OrderNews, SmsPurpose } from "./sms.port.ts";

/**
 * The one-time code messages, "{code}" standing for the code. Eskiz delivers only texts that match a template
 * approved in the merchant's cabinet, so every change here must be registered there first (the README lists
 * them). Each stays within 70 characters with a 6-digit code: the Cyrillic letters and the ‘ of Uzbek Latin
 * make every text UCS-2, where one SMS part holds 70 characters and a longer text is billed as two.
 */
export const CODE_TEXTS: Readonly<
  Record<Exclude<SmsPurpose, OrderNews>, Readonly<Record<Language, string>>>
> = {
  registration: {
    ru: "Qurilish bozori: код для регистрации {code}. Никому не сообщайте.",
    uz: "Qurilish bozori: рўйхатдан ўтиш коди {code}. Ҳеч кимга берманг.",
    sr: "Qurilish bozori: ro‘yxatdan o‘tish kodi {code}. Hech kimga bermang.",
  },
  reset: {
    ru: "Qurilish bozori: код для смены пароля {code}. Никому не сообщайте.",
    uz: "Qurilish bozori: паролни тиклаш коди {code}. Ҳеч кимга берманг.",
    sr: "Qurilish bozori: parolni tiklash kodi {code}. Hech kimga bermang.",
  },
  phone_change: {
    ru: "Qurilish bozori: код для смены номера {code}. Никому не сообщайте.",
    uz: "Qurilish bozori: янги рақам коди {code}. Ҳеч кимга берманг.",
    sr: "Qurilish bozori: yangi raqam kodi {code}. Hech kimga bermang.",
  },
  receiver_phone: {
    ru: "Qurilish bozori: код получателя заказа {code}. Никому не сообщайте.",
    uz: "Qurilish bozori: буюртма олувчиси коди {code}. Ҳеч кимга берманг.",
    sr: "Qurilish bozori: buyurtma oluvchisi kodi {code}. Hech kimga bermang.",
  },
  master: {
    ru: "Qurilish bozori: код для заявки мастера {code}. Никому не сообщайте.",
    uz: "Qurilish bozori: уста аризаси коди {code}. Ҳеч кимга берманг.",
    sr: "Qurilish bozori: usta arizasi kodi {code}. Hech kimga bermang.",
  },
};

/**
 * News of an order, "{order}" standing for its number. Registered with Eskiz like the codes, and as short:
 * within 70 characters with a 7-digit order number.
 */
export const ORDER_TEXTS: Readonly<Record<OrderNews, Readonly<Record<Language, string>>>> = {
  order_approved: {
    ru: "Qurilish bozori: ваш заказ №{order} подтверждён.",
    uz: "Qurilish bozori: №{order} буюртмангиз тасдиқланди.",
    sr: "Qurilish bozori: №{order} buyurtmangiz tasdiqlandi.",
  },
  order_on_the_way: {
    ru: "Qurilish bozori: заказ №{order} в пути.",
    uz: "Qurilish bozori: №{order} буюртмангиз йўлда.",
    sr: "Qurilish bozori: №{order} buyurtmangiz yo‘lda.",
  },
  order_delivered: {
    ru: "Qurilish bozori: заказ №{order} доставлен. Спасибо за покупку!",
    uz: "Qurilish bozori: №{order} буюртмангиз етказилди. Раҳмат!",
    sr: "Qurilish bozori: №{order} buyurtmangiz yetkazildi. Rahmat!",
  },
  order_cancelled: {
    ru: "Qurilish bozori: заказ №{order} отменён.",
    uz: "Qurilish bozori: №{order} буюртмангиз бекор қилинди.",
    sr: "Qurilish bozori: №{order} buyurtmangiz bekor qilindi.",
  },
};

export function orderText(news: OrderNews, lang: Language, orderId: number): string {
  return ORDER_TEXTS[news][lang].replace("{order}", String(orderId));
}

/** The message carrying a one-time code, in the language the person uses the shop in. */
export function codeText(purpose: Exclude<SmsPurpose, OrderNews>, lang: Language, code: string): string {
  return CODE_TEXTS[purpose][lang].replace("{code}", code);
}
