/** An order as it goes to 1C: what a Документ of CommerceML's "Заказ товара" says. */
export interface OrderForExchange {
  id: number;
  createdAt: Date;
  /** whole so'm, delivery included */
  total: number;
  statusName: string;
  cancelled: boolean;
  delivered: boolean;
  paid: boolean;
  paymentName: string;
  deliveryName: string;
  deliveryPrice: number;
  discount: number;
  vat: number;
  address: string | null;
  customer: { id: string; name: string; phone: string };
  receiver: { name: string; phone: string };
  lines: OrderLineForExchange[];
}

export interface OrderLineForExchange {
  /** 1C's Ид of the good (or "<good>#<characteristic>"); the shop's id for goods 1C did not bring. */
  id: string;
  sku: string | null;
  title: string;
  unit: { code: string; name: string; short: string };
  price: number;
  amount: number;
}

/** What 1C's Ид of the delivery line is: the shop's own service line, as other sites send it. */
export const DELIVERY_LINE_ID = "ORDER_DELIVERY";
/** Uzbekistan keeps UTC+5 all year: 1C reads the order's date and time as the shop's. */
const TASHKENT_MS = 5 * 3600 * 1000;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const el = (name: string, value: string | number) => `<${name}>${escape(String(value))}</${name}>`;
const money = (som: number) => `${som}.00`;

function local(at: Date): { date: string; time: string; both: string } {
  const iso = new Date(at.getTime() + TASHKENT_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), both: iso.slice(0, 19) };
}

function requisites(pairs: [string, string][]): string {
  const items = pairs.map(
    ([n, v]) => `<ЗначениеРеквизита>${el("Наименование", n)}${el("Значение", v)}</ЗначениеРеквизита>`,
  );
  return `<ЗначенияРеквизитов>${items.join("")}</ЗначенияРеквизитов>`;
}

function line(l: OrderLineForExchange, kind: "Товар" | "Услуга"): string {
  return (
    `<Товар>${el("Ид", l.id)}${l.sku ? el("Артикул", l.sku) : ""}${el("Наименование", l.title)}` +
    `<БазоваяЕдиница Код="${escape(l.unit.code)}" НаименованиеПолное="${escape(l.unit.name)}">` +
    `${escape(l.unit.short)}</БазоваяЕдиница>` +
    `${el("ЦенаЗаЕдиницу", money(l.price))}${el("Количество", l.amount)}${el("Сумма", money(l.price * l.amount))}` +
    `${requisites([
      ["ВидНоменклатуры", kind],
      ["ТипНоменклатуры", kind],
    ])}</Товар>`
  );
}

/** One order as a Документ (ХозОперация "Заказ товара"), its number the shop's order number. */
export function orderDocument(o: OrderForExchange): string {
  const at = local(o.createdAt);
  const lines = o.lines.map((l) => line(l, "Товар"));
  if (o.deliveryPrice > 0)
    lines.push(
      line(
        {
          id: DELIVERY_LINE_ID,
          sku: null,
          title: `Доставка заказа (${o.deliveryName})`,
          unit: { code: "796", name: "Штука", short: "шт" },
          price: o.deliveryPrice,
          amount: 1,
        },
        "Услуга",
      ),
    );
  const contact = `<Контакты><Контакт>${el("Тип", "Телефон рабочий")}${el("Значение", o.customer.phone)}</Контакт></Контакты>`;
  const address = o.address ? `<АдресРегистрации>${el("Представление", o.address)}</АдресРегистрации>` : "";
  return (
    `<Документ>${el("Ид", o.id)}${el("Номер", o.id)}${el("Дата", at.date)}${el("Время", at.time)}` +
    `${el("ХозОперация", "Заказ товара")}${el("Роль", "Продавец")}${el("Валюта", "UZS")}${el("Курс", 1)}` +
    `${el("Сумма", money(o.total))}` +
    `<Контрагенты><Контрагент>${el("Ид", o.customer.id)}${el("Наименование", o.customer.name)}` +
    `${el("ПолноеНаименование", o.customer.name)}${el("Роль", "Покупатель")}${address}${contact}</Контрагент>` +
    `</Контрагенты>` +
    `${el("Комментарий", `Получатель: ${o.receiver.name}, ${o.receiver.phone}`)}` +
    `<Налоги><Налог>${el("Наименование", "НДС")}${el("УчтеноВСумме", "true")}${el("Сумма", money(o.vat))}</Налог></Налоги>` +
    (o.discount > 0
      ? `<Скидки><Скидка>${el("Наименование", "Скидка")}${el("Сумма", money(o.discount))}${el("УчтеноВСумме", "true")}</Скидка></Скидки>`
      : "") +
    `<Товары>${lines.join("")}</Товары>` +
    requisites([
      ["Метод оплаты", o.paymentName],
      ["Заказ оплачен", String(o.paid)],
      ["Способ доставки", o.deliveryName],
      ["Адрес доставки", o.address ?? ""],
      ["Статус заказа", o.statusName],
      ["Отменен", String(o.cancelled)],
      ["Финальный статус", String(o.cancelled || o.delivered)],
    ]) +
    `</Документ>`
  );
}

/** The answer to mode=query: every order owed to 1C, in one CommerceML file (none: an empty one). */
export function ordersFile(orders: OrderForExchange[], now: Date): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="${local(now).both}">` +
    orders.map(orderDocument).join("") +
    `</КоммерческаяИнформация>`
  );
}
