// CommerceML 2 files as 1C:Enterprise writes them for "exchange with the site": import.xml (classifier and
// catalogue), offers.xml (price types, warehouses, offers), and the order documents 1C sends back. Two schema
// forms: 2.05 (stock as Количество) and 2.08 and later (stock as Остатки per Склад). UTF-8 with a byte-order
// mark, as 1C writes them, or windows-1251 as old configurations do. Used by the 1C double and the bench.

export type Schema = "2.05" | "2.10";

export interface GroupSpec {
  id: string;
  title: string;
  children?: GroupSpec[];
}

export interface GoodSpec {
  id: string;
  title: string;
  sku?: string;
  groupId?: string;
  /** A value id of the Производитель property. */
  brand?: string;
  /** The Цвет property (a string). */
  color?: string;
  description?: string;
  pictures?: string[];
  vat?: number | "Без НДС";
  unit?: { code: string; full: string; short: string };
  deleted?: boolean;
}

export interface OfferSpec {
  id: string;
  title?: string;
  /** So'm by price type name; the file writes them with kopecks, as 1C does. */
  prices: Record<string, number>;
  /** One number: the total; several: a warehouse each (2.10 writes them per Склад, 2.05 their sum). */
  stock?: number[];
  characteristics?: [string, string][];
}

export const PRICE_TYPES = {
  Розничная: "5e2f1c40-1b0d-11ee-8d3a-0050569f1a01",
  Оптовая: "5e2f1c41-1b0d-11ee-8d3a-0050569f1a01",
  Закупочная: "5e2f1c42-1b0d-11ee-8d3a-0050569f1a01",
} as const;
export const BRAND_PROPERTY = "8b0f7e11-2a3c-11ee-9b1d-0050569f1a01";
export const COLOR_PROPERTY = "8b0f7e12-2a3c-11ee-9b1d-0050569f1a01";
export const BRANDS: Record<string, string> = {
  "b1c0a001-2a3c-11ee-9b1d-0050569f1a01": "Knauf",
  "b1c0a002-2a3c-11ee-9b1d-0050569f1a01": "Ceresit",
  "b1c0a003-2a3c-11ee-9b1d-0050569f1a01": "Akfa",
};
const STORES = ["c7d1e001-3b4c-11ee-a2b3-0050569f1a01", "c7d1e002-3b4c-11ee-a2b3-0050569f1a01"];
const CATALOGUE_ID = "d2f3a4b5-1111-11ee-8c00-0050569f1a01";
const OWNER = `<Владелец><Ид>e0e0e0e0-0000-11ee-8c00-0050569f1a01</Ид><Наименование>ООО "Qurilish Bozori"</Наименование><ОфициальноеНаименование>Общество с ограниченной ответственностью "Qurilish Bozori"</ОфициальноеНаименование><ИНН>305123456</ИНН></Владелец>`;

/** A GUID-looking id from a number: 1C's Ид are GUIDs. */
export function guid(n: number, kind = 0): string {
  const hex = n.toString(16).padStart(12, "0");
  return `${(0xa0000000 + kind).toString(16)}-${hex.slice(0, 4)}-11ee-8a0b-${hex}`;
}

const esc = (t: string) =>
  t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`;
const money = (som: number) => som.toFixed(2);

function head(schema: Schema, encoding: "UTF-8" | "windows-1251"): string {
  return (
    `<?xml version="1.0" encoding="${encoding}"?>\r\n` +
    `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ВерсияСхемы="${schema}" ДатаФормирования="2024-05-20T10:15:30">\r\n`
  );
}

function groupXml(g: GroupSpec): string {
  const inner = g.children?.length ? `<Группы>${g.children.map(groupXml).join("")}</Группы>` : "";
  return `<Группа>${el("Ид", g.id)}${el("Наименование", g.title)}${inner}</Группа>`;
}

function goodXml(g: GoodSpec): string {
  const unit = g.unit ?? { code: "796", full: "Штука", short: "шт" };
  const props = [
    ...(g.brand
      ? [`<ЗначенияСвойства>${el("Ид", BRAND_PROPERTY)}${el("Значение", g.brand)}</ЗначенияСвойства>`]
      : []),
    ...(g.color
      ? [`<ЗначенияСвойства>${el("Ид", COLOR_PROPERTY)}${el("Значение", g.color)}</ЗначенияСвойства>`]
      : []),
  ];
  const vat =
    g.vat === undefined
      ? ""
      : `<СтавкиНалогов><СтавкаНалога>${el("Наименование", "НДС")}${el("Ставка", g.vat)}</СтавкаНалога></СтавкиНалогов>`;
  return (
    `\t\t\t<Товар${g.deleted ? ' Статус="Удален"' : ""}>` +
    el("Ид", g.id) +
    (g.sku ? el("Артикул", g.sku) : "<Артикул/>") +
    el("Наименование", g.title) +
    `<БазоваяЕдиница Код="${unit.code}" НаименованиеПолное="${unit.full}" МеждународноеСокращение="PCE">${unit.short}</БазоваяЕдиница>` +
    (g.groupId ? `<Группы>${el("Ид", g.groupId)}</Группы>` : "") +
    (g.description ? el("Описание", g.description) : "") +
    (g.pictures ?? []).map((p) => el("Картинка", p)).join("") +
    (props.length ? `<ЗначенияСвойств>${props.join("")}</ЗначенияСвойств>` : "") +
    vat +
    `<ЗначенияРеквизитов><ЗначениеРеквизита>${el("Наименование", "ВидНоменклатуры")}${el("Значение", "Товар")}</ЗначениеРеквизита>` +
    `<ЗначениеРеквизита>${el("Наименование", "ТипНоменклатуры")}${el("Значение", "Товар")}</ЗначениеРеквизита>` +
    `<ЗначениеРеквизита>${el("Наименование", "Полное наименование")}${el("Значение", g.title)}</ЗначениеРеквизита></ЗначенияРеквизитов>` +
    `</Товар>\r\n`
  );
}

/** import.xml: the classifier (groups, properties) and the catalogue of goods. */
export function catalogueXml(o: {
  schema: Schema;
  onlyChanges: boolean;
  groups: GroupSpec[];
  goods: GoodSpec[];
  encoding?: "UTF-8" | "windows-1251";
}): Buffer {
  const brands = Object.entries(BRANDS)
    .map(([id, name]) => `<Справочник>${el("ИдЗначения", id)}${el("Значение", name)}</Справочник>`)
    .join("");
  const text =
    head(o.schema, o.encoding ?? "UTF-8") +
    `\t<Классификатор>${el("Ид", CATALOGUE_ID)}${el("Наименование", "Классификатор (Основной каталог товаров)")}${OWNER}\r\n` +
    `\t\t<Группы>${o.groups.map(groupXml).join("")}</Группы>\r\n` +
    `\t\t<Свойства><Свойство>${el("Ид", BRAND_PROPERTY)}${el("Наименование", "Производитель")}` +
    `${el("ТипЗначений", "Справочник")}<ВариантыЗначений>${brands}</ВариантыЗначений></Свойство>` +
    `<Свойство>${el("Ид", COLOR_PROPERTY)}${el("Наименование", "Цвет")}${el("ТипЗначений", "Строка")}</Свойство></Свойства>\r\n` +
    `\t</Классификатор>\r\n` +
    `\t<Каталог СодержитТолькоИзменения="${o.onlyChanges}">${el("Ид", CATALOGUE_ID)}${el("ИдКлассификатора", CATALOGUE_ID)}` +
    `${el("Наименование", "Основной каталог товаров")}${OWNER}\r\n\t\t<Товары>\r\n` +
    o.goods.map(goodXml).join("") +
    `\t\t</Товары>\r\n\t</Каталог>\r\n</КоммерческаяИнформация>\r\n`;
  return encode(text, o.encoding ?? "UTF-8");
}

function offerXml(schema: Schema, o: OfferSpec): string {
  const prices = Object.entries(o.prices)
    .map(
      ([type, som]) =>
        `<Цена>${el("Представление", `${som.toLocaleString("ru-RU")} UZS за шт`)}` +
        `${el("ИдТипаЦены", PRICE_TYPES[type as keyof typeof PRICE_TYPES])}${el("ЦенаЗаЕдиницу", money(som))}` +
        `${el("Валюта", "UZS")}${el("Единица", "шт")}${el("Коэффициент", 1)}</Цена>`,
    )
    .join("");
  const chars = o.characteristics?.length
    ? `<ХарактеристикиТовара>${o.characteristics
        .map(
          ([n, v]) =>
            `<ХарактеристикаТовара>${el("Наименование", n)}${el("Значение", v)}</ХарактеристикаТовара>`,
        )
        .join("")}</ХарактеристикиТовара>`
    : "";
  let stock = "";
  if (o.stock && schema === "2.05") stock = el("Количество", o.stock.reduce((a, b) => a + b, 0).toFixed(3));
  else if (o.stock)
    stock = `<Остатки>${o.stock
      .map(
        (n, i) =>
          `<Остаток><Склад>${el("Ид", STORES[i % STORES.length]!)}${el("Количество", n)}</Склад></Остаток>`,
      )
      .join("")}</Остатки>`;
  return (
    `\t\t\t<Предложение>${el("Ид", o.id)}${o.title ? el("Наименование", o.title) : ""}` +
    `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>` +
    `${chars}<Цены>${prices}</Цены>${stock}</Предложение>\r\n`
  );
}

/** offers.xml: the price types (1C sends several), warehouses (2.10) and offers. */
export function offersXml(o: {
  schema: Schema;
  onlyChanges: boolean;
  offers: OfferSpec[];
  priceTypes?: (keyof typeof PRICE_TYPES)[];
  encoding?: "UTF-8" | "windows-1251";
}): Buffer {
  const types = (o.priceTypes ?? (["Розничная", "Оптовая", "Закупочная"] as const))
    .map(
      (name) =>
        `<ТипЦены>${el("Ид", PRICE_TYPES[name])}${el("Наименование", name)}${el("Валюта", "UZS")}` +
        `<Налог>${el("Наименование", "НДС")}${el("УчтеноВСумме", "true")}</Налог></ТипЦены>`,
    )
    .join("");
  const stores =
    o.schema === "2.05"
      ? ""
      : `<Склады>${STORES.map((id, i) => `<Склад>${el("Ид", id)}${el("Наименование", i === 0 ? "Основной склад" : "Склад Чиланзар")}</Склад>`).join("")}</Склады>`;
  const text =
    head(o.schema, o.encoding ?? "UTF-8") +
    `\t<ПакетПредложений СодержитТолькоИзменения="${o.onlyChanges}">${el("Ид", `${CATALOGUE_ID}#`)}` +
    `${el("Наименование", "Пакет предложений (Основной каталог товаров)")}${el("ИдКаталога", CATALOGUE_ID)}` +
    `${el("ИдКлассификатора", CATALOGUE_ID)}${OWNER}\r\n\t\t<ТипыЦен>${types}</ТипыЦен>${stores}\r\n\t\t<Предложения>\r\n` +
    o.offers.map((offer) => offerXml(o.schema, offer)).join("") +
    `\t\t</Предложения>\r\n\t</ПакетПредложений>\r\n</КоммерческаяИнформация>\r\n`;
  return encode(text, o.encoding ?? "UTF-8");
}

/** What 1C sends back about orders: each its Документ with the requisites 1C's exchange writes. */
export function orderChangesXml(docs: { orderId: number; requisites: [string, string][] }[]): Buffer {
  const text =
    head("2.10", "UTF-8") +
    docs
      .map(
        (d) =>
          `<Контейнер><Документ>${el("Ид", d.orderId)}${el("Номер", d.orderId)}${el("Дата", "2024-05-21")}` +
          `${el("ХозОперация", "Заказ товара")}${el("Роль", "Продавец")}${el("Валюта", "UZS")}${el("Курс", 1)}` +
          `<ЗначенияРеквизитов>${d.requisites
            .map(
              ([n, v]) =>
                `<ЗначениеРеквизита>${el("Наименование", n)}${el("Значение", v)}</ЗначениеРеквизита>`,
            )
            .join("")}</ЗначенияРеквизитов></Документ></Контейнер>`,
      )
      .join("") +
    `</КоммерческаяИнформация>\r\n`;
  return encode(text, "UTF-8");
}

/** UTF-8 with a BOM (1C's own way), or windows-1251 (Cyrillic and ASCII are all these files hold). */
function encode(text: string, encoding: "UTF-8" | "windows-1251"): Buffer {
  if (encoding === "UTF-8")
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c;
    else if (c >= 0x410 && c <= 0x44f) out[i] = c - 0x410 + 0xc0;
    else if (c === 0x401) out[i] = 0xa8;
    else if (c === 0x451) out[i] = 0xb8;
    else if (c === 0xab) out[i] = 0xab;
    else if (c === 0xbb) out[i] = 0xbb;
    else out[i] = 0x3f;
  }
  return out;
}
