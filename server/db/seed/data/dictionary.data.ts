import type { Tr } from "./types.ts";

export const countries: Record<string, Tr> = {
  UZ: ["Узбекистан", "Ўзбекистон", "O'zbekiston"], RU: ["Россия", "Россия", "Rossiya"], DE: ["Германия", "Германия", "Germaniya"],
  TR: ["Турция", "Туркия", "Turkiya"], CN: ["Китай", "Хитой", "Xitoy"], IT: ["Италия", "Италия", "Italiya"],
  PL: ["Польша", "Польша", "Polsha"], KZ: ["Казахстан", "Қозоғистон", "Qozog'iston"], FR: ["Франция", "Франция", "Fransiya"],
  ES: ["Испания", "Испания", "Ispaniya"], JP: ["Япония", "Япония", "Yaponiya"], US: ["США", "АҚШ", "AQSH"],
  FI: ["Финляндия", "Финляндия", "Finlyandiya"], AT: ["Австрия", "Австрия", "Avstriya"], CH: ["Швейцария", "Швейцария", "Shveytsariya"],
  DK: ["Дания", "Дания", "Daniya"], BE: ["Бельгия", "Бельгия", "Belgiya"], SE: ["Швеция", "Швеция", "Shvetsiya"],
  NL: ["Нидерланды", "Нидерландия", "Niderlandiya"], GB: ["Великобритания", "Буюк Британия", "Buyuk Britaniya"],
  NO: ["Норвегия", "Норвегия", "Norvegiya"], SI: ["Словения", "Словения", "Sloveniya"], UA: ["Украина", "Украина", "Ukraina"],
  LV: ["Латвия", "Латвия", "Latviya"], LI: ["Лихтенштейн", "Лихтенштейн", "Lixtenshteyn"], KR: ["Южная Корея", "Жанубий Корея", "Janubiy Koreya"],
  EE: ["Эстония", "Эстония", "Estoniya"], GR: ["Греция", "Греция", "Gretsiya"], IN: ["Индия", "Ҳиндистон", "Hindiston"],
};

export const units: Record<string, Tr> = {
  kg: ["кг", "кг", "kg"], l: ["л", "л", "l"], pcs: ["шт", "дона", "dona"], m: ["м", "м", "m"],
  m2: ["м²", "м²", "m²"], pack: ["упак", "қадоқ", "qadoq"], set: ["компл", "тўплам", "to'plam"], g: ["г", "г", "g"],
};

export const audiences: Record<string, Tr> = {
  all: ["Для всех", "Ҳамма учун", "Hamma uchun"],
  masters: ["Для мастеров и строителей", "Усталар ва қурувчилар учун", "Ustalar va quruvchilar uchun"],
  home: ["Для дома и ремонта", "Уй ва таъмир учун", "Uy va ta'mir uchun"],
  professional: ["Для профессионалов", "Профессионаллар учун", "Professionallar uchun"],
};

/** Attribute names; the group comes first in the code ("main.brand"). */
export const attributeNames: Record<string, Tr> = {
  "main.brand": ["Бренд", "Бренд", "Brend"],
  "main.country": ["Страна производства", "Ишлаб чиқарилган мамлакат", "Ishlab chiqarilgan mamlakat"],
  "main.year": ["Год выпуска", "Ишлаб чиқарилган йил", "Ishlab chiqarilgan yil"],
  "main.series": ["Серия", "Серия", "Seriya"],
  "main.audience": ["Для кого", "Кимлар учун", "Kimlar uchun"],
  "spec.variant": ["Исполнение", "Тури", "Turi"],
  "spec.pack": ["Фасовка", "Қадоқлаш", "Qadoqlash"],
  "spec.weight": ["Вес", "Оғирлиги", "Og'irligi"],
  "spec.warranty": ["Гарантия", "Кафолат", "Kafolat"],
  // The second traits of the products a grown catalogue adds (data/kind-range.ts).
  "spec.colour": ["Цвет", "Ранги", "Rangi"],
  "spec.finish": ["Поверхность", "Сирти", "Sirti"],
  "spec.size": ["Размер", "Ўлчами", "O'lchami"],
  "spec.length": ["Длина", "Узунлиги", "Uzunligi"],
  "spec.thickness": ["Толщина", "Қалинлиги", "Qalinligi"],
  "spec.material": ["Материал", "Материали", "Materiali"],
  "spec.model": ["Модель", "Модели", "Modeli"],
  "spec.kit": ["Комплектация", "Тўплами", "To'plami"],
  "spec.grade": ["Марка", "Маркаси", "Markasi"],
  "spec.volume": ["Объём", "Ҳажми", "Hajmi"],
  "spec.light": ["Цветовая температура", "Ёруғлик ҳарорати", "Yorug'lik harorati"],
};

export const attributeGroups: Record<string, Tr> = {
  main: ["Общие характеристики", "Умумий хусусиятлар", "Umumiy xususiyatlar"],
  spec: ["Технические характеристики", "Техник хусусиятлар", "Texnik xususiyatlar"],
};
