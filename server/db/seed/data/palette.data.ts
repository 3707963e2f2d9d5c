import { colour as C } from "./types.ts";
import { u } from "./kind-range.ts";

// Colours, wood tones and metal finishes the kinds grow into; the sixteen first colours are types.ts's.
export const shade = {
  terracotta: u("Терракотовый", "Терракота ранг"),
  olive: u("Оливковый", "Зайтун ранг"),
  turquoise: u("Бирюзовый", "Феруза ранг"),
  lavender: u("Лавандовый", "Лаванда ранг"),
  sand: u("Песочный", "Қум ранг"),
  mint: u("Мятный", "Ялпиз ранг"),
  peach: u("Персиковый", "Шафтоли ранг"),
  cream: u("Кремовый", "Крем ранг"),
  skyBlue: u("Голубой", "Ҳаворанг"),
  emerald: u("Изумрудный", "Зумрад ранг"),
  burgundy: u("Бордовый", "Тўқ қизил"),
  cherry: u("Вишнёвый", "Олча ранг"),
  chocolate: u("Шоколадный", "Шоколад ранг"),
  anthracite: u("Антрацит", "Антрацит"),
  lightGrey: u("Светло-серый", "Оч кулранг"),
  darkGrey: u("Тёмно-серый", "Тўқ кулранг"),
  orange: u("Оранжевый", "Тўқ сариқ"),
  violet: u("Фиолетовый", "Бинафша ранг"),
  pink: u("Розовый", "Пушти"),
  pistachio: u("Фисташковый", "Писта ранг"),
  milk: u("Молочный", "Сут ранг"),
  mustard: u("Горчичный", "Хантал ранг"),
  brick: u("Кирпичный", "Ғишт ранг"),
  lemon: u("Лимонный", "Лимон ранг"),
  silver: u("Серебристый", "Кумуш ранг"),
  navy: u("Тёмно-синий", "Тўқ кўк"),
  lightGreen: u("Салатовый", "Оч яшил"),
  darkGreen: u("Тёмно-зелёный", "Тўқ яшил"),
  coral: u("Коралловый", "Маржон ранг"),
  darkBrown: u("Тёмно-коричневый", "Тўқ жигарранг"),
  apricot: u("Абрикосовый", "Ўрик ранг"),
  straw: u("Соломенный", "Сомон ранг"),
};

export const wood = {
  ash: u("Ясень", "Шумтол"),
  beech: u("Бук", "Бук"),
  pine: u("Сосна", "Қарағай"),
  alder: u("Ольха", "Қандағоч"),
  maple: u("Клён", "Заранг"),
  bleachedOak: u("Дуб белёный", "Оқартирилган эман"),
  smokedOak: u("Дуб мореный", "Тўқ эман"),
  greyOak: u("Дуб серый", "Кулранг эман"),
  naturalOak: u("Дуб натуральный", "Табиий эман"),
  sonomaOak: u("Дуб сонома", "Сонома эман"),
  cherry: u("Вишня", "Олча"),
  mahogany: u("Махагон", "Махагон"),
  teak: u("Тик", "Тик"),
  cappuccino: u("Капучино", "Капучино"),
  rosewood: u("Палисандр", "Палисандр"),
  zebrano: u("Зебрано", "Зебрано"),
  elm: u("Вяз", "Қайрағоч"),
  birch: u("Берёза", "Оққайин"),
  larch: u("Лиственница", "Тилоғоч"),
  merbau: u("Мербау", "Мербау"),
};

export const metal = {
  satin: u("Сатин", "Сатин"),
  bronze: u("Бронза", "Бронза"),
  antiqueBronze: u("Античная бронза", "Антик бронза"),
  brass: u("Латунь", "Латун"),
  copper: u("Медь", "Мис"),
  nickel: u("Никель", "Никел"),
  matteNickel: u("Матовый никель", "Хира никел"),
  matteChrome: u("Матовый хром", "Хира хром"),
  matteBlack: u("Чёрный матовый", "Хира қора"),
  matteWhite: u("Белый матовый", "Хира оқ"),
  champagne: u("Шампань", "Шампан"),
  matteGold: u("Матовое золото", "Хира олтин"),
  steel: u("Нержавеющая сталь", "Зангламас пўлат"),
};

/** Paints and enamels: a fan of colours, all of them real tinting-fan names. */
export const paintFan = [
  shade.terracotta, shade.olive, shade.turquoise, shade.lavender, shade.sand, shade.mint, shade.peach,
  shade.cream, shade.skyBlue, shade.emerald, shade.burgundy, shade.chocolate, shade.lightGrey, shade.darkGrey,
  shade.orange, shade.pistachio, shade.milk, shade.mustard, shade.lemon, shade.coral,
];
/** Wood-look surfaces: doors, laminate, skirting, chipboard. */
export const woodTones = [
  wood.ash, wood.beech, wood.pine, wood.alder, wood.maple, wood.bleachedOak, wood.smokedOak, wood.greyOak,
  wood.naturalOak, wood.sonomaOak, wood.cherry, wood.mahogany, wood.teak, wood.cappuccino,
];
/** Roofs, gutters and fences: the usual RAL colours of coated steel. */
export const roofColours = [
  C.blue, C.grey, C.white, shade.cherry, shade.burgundy, shade.chocolate, shade.terracotta, shade.darkGreen,
  shade.anthracite, shade.sand,
];
/** Switches and sockets: their frames' colours. */
export const deviceColours = [
  C.beige, C.grey, shade.silver, shade.anthracite, shade.cream, C.oak, C.walnut, metal.bronze,
  metal.champagne,
  metal.matteBlack, metal.matteWhite,
];
export const fittingFinishes = [
  metal.satin, metal.bronze, metal.antiqueBronze, metal.brass, metal.copper, metal.nickel, metal.matteNickel,
  metal.matteChrome, metal.matteBlack, metal.matteWhite, metal.champagne, metal.matteGold,
];
