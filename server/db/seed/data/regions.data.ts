// The 14 regions of Uzbekistan (12 viloyat, the Republic of Karakalpakstan and Tashkent city) with their
// SOATO codes (national classifier of territories) and centres. Lines: "soato|ru|uz (Cyrillic)|sr
// (Latin)|lat|lon".
export const REGIONS = `
1726|г. Ташкент|Тошкент шаҳри|Toshkent shahri|41.311081|69.240562
1727|Ташкентская область|Тошкент вилояти|Toshkent viloyati|41.006000|69.600000
1703|Андижанская область|Андижон вилояти|Andijon viloyati|40.782067|72.344236
1730|Ферганская область|Фарғона вилояти|Farg'ona viloyati|40.389420|71.783009
1714|Наманганская область|Наманган вилояти|Namangan viloyati|40.998330|71.672570
1718|Самаркандская область|Самарқанд вилояти|Samarqand viloyati|39.654390|66.975950
1706|Бухарская область|Бухоро вилояти|Buxoro viloyati|39.767500|64.423060
1708|Джизакская область|Жиззах вилояти|Jizzax viloyati|40.115830|67.842220
1724|Сырдарьинская область|Сирдарё вилояти|Sirdaryo viloyati|40.489720|68.784720
1710|Кашкадарьинская область|Қашқадарё вилояти|Qashqadaryo viloyati|38.860560|65.789170
1722|Сурхандарьинская область|Сурхондарё вилояти|Surxondaryo viloyati|37.224170|67.278330
1712|Навоийская область|Навоий вилояти|Navoiy viloyati|40.084440|65.379170
1733|Хорезмская область|Хоразм вилояти|Xorazm viloyati|41.550000|60.633330
1735|Республика Каракалпакстан|Қорақалпоғистон Республикаси|Qoraqalpog'iston Respublikasi|42.460000|59.603330
`;
