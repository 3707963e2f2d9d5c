import { colour as C, mm } from "./types.ts";
import { by, range, same, scaled, trait, u, type KindRange } from "./kind-range.ts";
import { metal, paintFan, shade, wood, woodTones } from "./palette.data.ts";

const fem = { matte: u("Матовая", "Хира"), gloss: u("Глянцевая", "Ялтироқ"), semi: u("Полуматовая", "Ярим хира") };
const masc = { matte: u("Матовый", "Хира"), gloss: u("Глянцевый", "Ялтироқ"), semi: u("Полуматовый", "Ярим хира") };
const lightFan = [
  C.white, shade.cream, shade.milk, shade.sand, C.beige, shade.lightGrey, shade.peach, C.ivory,
];
const stoneFinish = (extra: number) => [
  masc.matte,
  by(u("Полированный", "Жилоланган"), 1.2 * extra),
  by(u("Шлифованный", "Силлиқланган"), 0.95),
  by(u("Бучардированный", "Бучардланган"), 1.05),
];
const laminate = (s: string) => [s, s.replace("класс", "синф"), s.replace("класс", "sinf").replace("мм", "mm")] as const;

export const finishRanges: Record<string, KindRange> = {
  // paints
  "Краска интерьерная": range(
    [u("Глубокоматовая", "Чуқур хира"), fem.semi, u("Шелковисто-матовая", "Ипаксимон хира"), u("Для кухонь и ванных", "Ошхона ва ҳаммом учун"), u("Для детских", "Болалар хонаси учун"), u("Износостойкая", "Ейилишга чидамли")],
    [0.9, 2.7, 9, 15],
    trait("spec.colour", paintFan),
  ),
  "Краска фасадная": range(
    [u("Силикатная", "Силикатли"), u("Латексная", "Латексли"), u("Водоотталкивающая", "Сув итарувчи"), u("Структурная", "Структурали"), u("Эластичная", "Эластик")],
    [2.5, 20],
    trait("spec.colour", [C.white, ...paintFan.slice(0, 12)]),
  ),
  "Эмаль алкидная ПФ-115": range(
    [
      C.black, C.brown, C.graphite, shade.orange, shade.skyBlue, shade.lightGrey, shade.darkGrey,
      shade.cherry, shade.emerald, shade.chocolate, shade.cream, shade.turquoise, shade.lemon, shade.silver,
    ],
    [0.45, 6, 20],
    trait("spec.finish", [fem.gloss, by(fem.matte, 1.05), by(fem.semi, 1.03)]),
  ),
  "Лак паркетный": range(
    [u("Шелковисто-матовый", "Ипаксимон хира"), u("Полуглянцевый", "Ярим ялтироқ"), u("Глубокоматовый", "Чуқур хира")],
    [1, 5, 10],
    trait("spec.material", [u("Алкидно-уретановый", "Алкид-уретанли"), by(u("Полиуретановый", "Полиуретанли"), 1.2), by(u("На водной основе", "Сув асосли"), 1.1)]),
  ),
  "Лак для дерева": range(
    [u("Мебельный", "Мебел учун"), u("Для бани", "Ҳаммом учун"), u("Нитроцеллюлозный", "Нитроцеллюлозали"), u("Масляный", "Мойли"), u("Пентафталевый", "Пентафталли"), u("Тонирующий", "Тусловчи")],
    [0.5, 1, 5],
    trait("spec.finish", [masc.gloss, masc.matte, masc.semi]),
  ),
  "Грунт-эмаль по ржавчине 3 в 1": range(
    [
      C.white, C.blue, C.yellow, C.graphite, shade.silver, shade.burgundy, shade.darkGreen, shade.navy,
      shade.orange, shade.lightGrey,
    ],
    [0.4, 1.9, 20],
    trait("spec.finish", [fem.gloss, fem.matte, by(u("Молотковая", "Болғасимон"), 1.15)]),
  ),
  "Пропитка для дерева": range(
    [wood.pine, wood.teak, wood.mahogany, wood.rosewood, wood.larch, wood.cherry, wood.alder, wood.beech, wood.bleachedOak, u("Красное дерево", "Қизил дарахт")],
    [0.75, 2.5, 5, 10],
    trait("spec.model", [u("Антисептик", "Антисептик"), by(u("Лазурь", "Лазур"), 1.15), by(u("Масло", "Мой"), 1.3)]),
  ),
  "Колер универсальный": range(
    [
      shade.orange, shade.violet, shade.turquoise, shade.pink, shade.lemon, shade.emerald, shade.terracotta,
      shade.chocolate, shade.burgundy, shade.olive, shade.lightGreen, shade.skyBlue, shade.navy, C.white,
    ],
    [],
    scaled("spec.volume", ["100 мл", "50 мл", "250 мл", "500 мл", "1 л"], [100, 55, 230, 420, 800]),
  ),
  Растворитель: range(
    [same("650"), same("Р-4"), same("Р-12"), u("Сольвент", "Сольвент"), u("Ксилол", "Ксилол"), u("Толуол", "Толуол"), u("Керосин", "Керосин"), u("Нефрас", "Нефрас"), same("РС-2")],
    [0.25, 0.8, 3, 10, 20],
  ),
  "Краска аэрозольная": range(
    [
      C.grey, C.green, C.yellow, C.brown, C.beige, shade.silver, shade.orange, shade.violet, shade.pink,
      shade.skyBlue, shade.burgundy, shade.lightGreen, shade.navy, metal.copper, metal.bronze,
      shade.turquoise,
    ],
    [],
    trait("spec.finish", [fem.gloss, fem.matte, u("Металлик", "Металлик"), by(u("Флуоресцентная", "Флуоресцент"), 1.3), by(u("Термостойкая", "Иссиққа чидамли"), 1.4)]),
  ),
  "Штукатурка декоративная": range(
    [u("Барашек", "Қўзичоқ"), u("Мраморная крошка", "Мармар увоғи"), u("Шёлк", "Ипак"), u("Бетон", "Бетон"), u("Мокрый шёлк", "Ҳўл ипак"), u("Штрих", "Штрих"), u("Камешковая", "Тошчали")],
    [5, 7, 20],
    trait("spec.colour", lightFan),
  ),
  "Валик малярный": range(
    [mm(50), mm(70), mm(150), mm(200), mm(230)],
    [],
    trait("spec.material", [u("Велюр", "Велюр"), u("Поролон", "Поролон"), u("Микрофибра", "Микрофибра"), u("Полиакрил", "Полиакрил"), by(u("Овчина", "Қўй териси"), 1.5)]),
  ),
  "Кисть плоская": range(
    [mm(20), mm(35), mm(38), mm(63), mm(120), mm(150)],
    [],
    trait("spec.material", [u("Натуральная щетина", "Табиий қил"), u("Синтетика", "Синтетика"), u("Смешанная щетина", "Аралаш қил")]),
  ),
  // tiles
  "Плитка настенная": range(
    ["20x50", "30x90", "20x60", "25x75", "10x30", "30x30", "40x120", "7,5x15"],
    [],
    trait("spec.finish", [fem.matte, fem.gloss, u("Сатинированная", "Сатинли"), u("Рельефная", "Бўртма")]),
  ),
  "Плитка напольная": range(
    ["20x20", "30x60", "42x42", "50x50", "60x60", "15x15"],
    [],
    trait("spec.finish", [fem.matte, fem.gloss, u("Структурированная", "Структурали"), by(u("Противоскользящая", "Сирпанмайдиган"), 1.1)]),
  ),
  Керамогранит: range(
    ["30x30", "30x60", "40x40", "45x45", "60x90", "75x75", "90x90", "100x100"],
    [],
    trait("spec.finish", [masc.matte, by(u("Полированный", "Жилоланган"), 1.2), by(u("Лаппатированный", "Лаппатланган"), 1.15), u("Сатинированный", "Сатинли"), u("Структурированный", "Структурали")]),
  ),
  "Керамогранит под дерево": range(
    ["15x60", "20x90", "30x120", "20x80", "19,5x120", "15x120"],
    [],
    trait("spec.colour", [C.oak, C.walnut, C.wenge, wood.ash, wood.greyOak, wood.bleachedOak, wood.teak]),
  ),
  "Мозаика стеклянная": range(
    [
      C.black, C.grey, C.beige, C.red, shade.turquoise, shade.emerald, shade.silver, shade.navy,
      shade.skyBlue, shade.violet,
    ],
    [],
    trait("spec.size", ["20x20 мм", "15x15 мм", "25x25 мм", "10x10 мм"].map(same)),
  ),
  "Плитка клинкерная": range(
    [
      C.yellow, C.black, C.white, shade.terracotta, shade.sand, shade.burgundy, shade.chocolate, shade.peach,
      shade.straw,
    ],
    [],
    trait("spec.size", ["240x71", "240x115", "245x65", "294x52"]),
  ),
  "Бордюр керамический": range(
    ["5x20", "6x25", "7x25", "5x30", "8x30", "10x60", "3x25", "5x60", "4x30"],
    [],
    trait("spec.finish", [masc.matte, masc.gloss, by(u("С золотым декором", "Олтин безакли"), 1.4)]),
  ),
  "Ступень из керамогранита": range(
    ["30x90", "33x60", "33x90", "33x33", "30x30", "35x120", "30x100", "30x160"],
    [],
    trait("spec.model", [u("Прямая", "Тўғри"), by(u("С капиносом", "Капиносли"), 1.2), by(u("С противоскользящими насечками", "Сирпанмас кертикли"), 1.1), by(u("Угловая", "Бурчакли"), 1.3)]),
  ),
  "Плитка фасадная": range(
    [u("Под дерево", "Ёғочсимон"), u("Под бетон", "Бетонсимон"), u("Песчаник", "Қумтош"), u("Травертин", "Травертин"), u("Рваный камень", "Йиртиқ тош"), u("Бут", "Бут"), u("Гладкая", "Силлиқ")],
    [],
    trait("spec.colour", [C.grey, C.beige, C.brown, C.white, C.graphite, shade.terracotta, shade.sand]),
  ),
  "Плиткорез ручной": range(
    [mm(300), mm(500), mm(700), mm(900), mm(1000), mm(1200)],
    [],
    trait("spec.model", [u("На подшипниках", "Подшипникли"), by(u("С лазерным указателем", "Лазер кўрсаткичли"), 1.15), by(u("С усиленной станиной", "Мустаҳкам асосли"), 1.25)]),
  ),
  "Крестики для плитки": range([mm(1), mm(1.5), mm(2.5), mm(5), mm(6), mm(8), mm(10)], [50, 250, 500, 1000]),
  "Мрамор Газган": range(
    [u("Кремовый", "Крем ранг"), u("Чёрный", "Қора"), u("Зелёный", "Яшил"), u("Бежевый", "Беж"), u("Дымчатый", "Тутунсимон")],
    [],
    trait("spec.finish", [...stoneFinish(1), by(u("Состаренный", "Эскиртирилган"), 1.1)]),
  ),
  Гранит: range(
    [C.white, C.green, C.beige, C.brown, shade.pink, u("Дымчатый", "Тутунсимон")],
    [],
    trait("spec.finish", [...stoneFinish(1), by(u("Пилёный", "Арраланган"), 0.85), by(u("Термообработанный", "Оловда ишланган"), 1.1)]),
  ),
  // flooring
  Ламинат: range(
    ["31 класс 7 мм", "32 класс 10 мм", "32 класс 12 мм", "33 класс 8 мм", "34 класс 8 мм", "34 класс 10 мм", "34 класс 12 мм"].map(laminate),
    [],
    trait("spec.colour", [C.oak, C.walnut, C.wenge, ...woodTones.slice(0, 9)]),
  ),
  "Линолеум бытовой": range(
    [wood.ash, wood.beech, wood.pine, wood.bleachedOak, wood.greyOak, wood.cherry, u("Мрамор", "Мармар"), u("Плитка", "Плитка")],
    [],
    scaled("spec.thickness", ["2,5 мм", "2 мм", "3 мм", "3,5 мм"], [2.5, 2.1, 2.9, 3.3]),
  ),
  "Линолеум коммерческий": range(
    [C.beige, C.green, C.brown, shade.lightGrey, shade.darkGrey, shade.sand, shade.anthracite],
    [],
    scaled("spec.thickness", ["2 мм", "2,5 мм", "3 мм"], [2, 2.4, 2.8]),
  ),
  "Паркетная доска": range(
    [
      wood.beech, wood.maple, wood.merbau, wood.bleachedOak, wood.smokedOak, wood.greyOak, wood.teak,
      wood.cherry, wood.elm, wood.larch,
    ],
    [],
    trait("spec.model", [u("Трёхполосная", "Уч йўлакли"), by(u("Однополосная", "Бир йўлакли"), 1.2), by(u("Двухполосная", "Икки йўлакли"), 1.1)]),
  ),
  "Кварцвиниловая плитка SPC": range(
    [mm(3.5), mm(4.5), mm(5.5), mm(7), mm(8)],
    [],
    trait("spec.colour", [C.oak, C.walnut, C.grey, C.beige, wood.ash, wood.greyOak, wood.bleachedOak, wood.naturalOak, u("Бетон", "Бетон"), u("Мрамор", "Мармар")]),
  ),
  "Плинтус напольный": range(
    [C.walnut, C.black, C.beige, wood.ash, wood.beech, wood.cherry, wood.bleachedOak, wood.greyOak],
    [],
    trait("spec.material", [same("ПВХ"), by(same("МДФ"), 1.3), by(u("Дюрополимер", "Дюрополимер"), 1.6), by(u("Массив дерева", "Яхлит ёғоч"), 2), by(u("Алюминий", "Алюминий"), 1.5)]),
  ),
  "Подложка под ламинат": range(
    [mm(1.5), mm(1.8), mm(4), mm(6), mm(7), mm(10)],
    [5, 50],
    trait("spec.material", [u("Пенополиэтилен", "Пенополиэтилен"), by(u("Пробка", "Пўкак"), 2.5), by(u("Хвойная плита", "Игнабаргли плита"), 2), by(same("XPS"), 1.2)]),
  ),
  Ковролин: range(
    [
      C.green, C.red, C.black, shade.lightGrey, shade.darkGrey, shade.sand, shade.burgundy, shade.chocolate,
      shade.navy, shade.olive,
    ],
    [],
    trait("spec.model", [u("Петлевой ворс", "Ҳалқали тук"), by(u("Разрезной ворс", "Кесилган тук"), 1.2), by(u("Иглопробивной", "Игнали"), 0.8)]),
  ),
  "Порог стыковочный": range(
    [C.walnut, C.wenge, C.black, shade.silver, metal.bronze, metal.champagne, wood.beech, wood.cherry],
    [],
    scaled("spec.length", ["0,9 м", "1,35 м", "1,8 м", "2,7 м"], [0.9, 1.35, 1.8, 2.7]),
  ),
  "Доска обрезная": range(
    ["25x100x6000", "32x150x6000", "40x100x6000", "50x100x6000", "50x200x6000", "25x150x4000", "40x150x4000", "50x150x3000"],
    [],
    trait("spec.grade", [u("1 сорт", "1-нав"), by(u("2 сорт", "2-нав"), 0.8), by(u("Экстра", "Экстра"), 1.3)]),
  ),
  Брус: range(
    ["100x150x6000", "150x200x6000", "200x200x6000", "50x50x3000", "40x40x3000", "100x100x3000", "150x150x4000", "50x150x6000"],
    [],
    trait("spec.model", [u("Естественной влажности", "Табиий намликда"), by(u("Камерной сушки", "Камерада қуритилган"), 1.3), by(u("Строганый", "Рандаланган"), 1.5)]),
  ),
  "Плита OSB-3": range(
    [mm(6), mm(8), mm(10), mm(11), mm(15), mm(22)],
    [],
    trait("spec.size", ["2500x1250", by("2440x1220", 0.95), by(u("2500x1250 шпунт", "2500x1250 шпунтли"), 1.1)]),
  ),
  "Фанера ФК": range(
    [mm(3), mm(4), mm(8), mm(9), mm(12), mm(20), mm(21)],
    [],
    trait("spec.grade", [same("2/3"), by(same("1/2"), 1.3), by(same("2/2"), 1.1), by(same("3/4"), 0.85), by(same("4/4"), 0.75)]),
  ),
  "ДСП ламинированное": range(
    [C.grey, C.black, C.beige, C.walnut, wood.ash, wood.beech, wood.cherry, wood.sonomaOak, wood.alder, wood.maple, wood.cappuccino, u("Бетон", "Бетон")],
    [],
    scaled("spec.thickness", ["16 мм", "10 мм", "18 мм", "22 мм"], [16, 10.5, 18, 22]),
  ),
};
