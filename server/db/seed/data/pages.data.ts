import type { Tr } from "./types.ts";

export interface PageSpec { slug: string; title: Tr; subtitle: Tr; body: Tr }

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");

export const PAGES: PageSpec[] = [
  {
    slug: "privacy-policy",
    title: ["Политика конфиденциальности", "Махфийлик сиёсати", "Maxfiylik siyosati"],
    subtitle: ["Как мы храним и используем ваши данные", "Маълумотларингизни қандай сақлаймиз ва ишлатамиз", "Ma'lumotlaringizni qanday saqlaymiz va ishlatamiz"],
    body: [
      p("Мы собираем только данные, нужные для оформления и доставки заказа: имя, номер телефона, адрес и историю заказов.",
        "Данные хранятся на серверах в Республике Узбекистан в соответствии с Законом «О персональных данных».",
        "Мы не передаём ваши данные третьим лицам, кроме службы доставки и платёжных систем в объёме, необходимом для исполнения заказа.",
        "Вы можете запросить удаление своих данных, написав в службу поддержки."),
      p("Биз фақат буюртмани расмийлаштириш ва етказиб бериш учун зарур маълумотларни йиғамиз: исм, телефон рақами, манзил ва буюртмалар тарихи.",
        "Маълумотлар «Шахсга доир маълумотлар тўғрисида»ги Қонунга мувофиқ Ўзбекистон Республикасидаги серверларда сақланади.",
        "Маълумотларингизни учинчи шахсларга бермаймиз, етказиб бериш хизмати ва тўлов тизимлари бундан мустасно.",
        "Маълумотларингизни ўчиришни қўллаб-қувватлаш хизматига ёзиб сўрашингиз мумкин."),
      p("Biz faqat buyurtmani rasmiylashtirish va yetkazib berish uchun zarur ma'lumotlarni yig'amiz: ism, telefon raqami, manzil va buyurtmalar tarixi.",
        "Ma'lumotlar «Shaxsga doir ma'lumotlar to'g'risida»gi Qonunga muvofiq O'zbekiston Respublikasidagi serverlarda saqlanadi.",
        "Ma'lumotlaringizni uchinchi shaxslarga bermaymiz, yetkazib berish xizmati va to'lov tizimlari bundan mustasno.",
        "Ma'lumotlaringizni o'chirishni qo'llab-quvvatlash xizmatiga yozib so'rashingiz mumkin."),
    ],
  },
  {
    slug: "user-agreement",
    title: ["Пользовательское соглашение", "Фойдаланувчи келишуви", "Foydalanuvchi kelishuvi"],
    subtitle: ["Условия использования магазина", "Дўкондан фойдаланиш шартлари", "Do'kondan foydalanish shartlari"],
    body: [
      p("Регистрируясь, вы подтверждаете, что вам исполнилось 18 лет и указанные данные верны.",
        "Цены указаны в сумах с учётом НДС. Магазин вправе изменить цену до подтверждения заказа.",
        "Отзывы могут оставлять только покупатели товара; оскорбительные отзывы удаляются."),
      p("Рўйхатдан ўтиш орқали сиз 18 ёшга тўлганингизни ва кўрсатилган маълумотлар тўғри эканини тасдиқлайсиз.",
        "Нархлар ҚҚС билан сўмда кўрсатилган. Дўкон буюртма тасдиқлангунга қадар нархни ўзгартириши мумкин.",
        "Фикрларни фақат маҳсулот харидорлари қолдириши мумкин; ҳақоратли фикрлар ўчирилади."),
      p("Ro'yxatdan o'tish orqali siz 18 yoshga to'lganingizni va ko'rsatilgan ma'lumotlar to'g'ri ekanini tasdiqlaysiz.",
        "Narxlar QQS bilan so'mda ko'rsatilgan. Do'kon buyurtma tasdiqlangunga qadar narxni o'zgartirishi mumkin.",
        "Fikrlarni faqat mahsulot xaridorlari qoldirishi mumkin; haqoratli fikrlar o'chiriladi."),
    ],
  },
  {
    slug: "terms-of-use",
    title: ["Условия использования", "Фойдаланиш шартлари", "Foydalanish shartlari"],
    subtitle: ["Доставка, оплата и возврат", "Етказиб бериш, тўлов ва қайтариш", "Yetkazib berish, to'lov va qaytarish"],
    body: [
      p("Доставка по Ташкенту — курьером в течение 1–2 дней, по регионам — через отделения BTS.",
        "Оплата наличными, банковской картой (Uzcard, Humo, Visa, Mastercard), через Payme, Click, Uzum и Paynet.",
        "Товар надлежащего качества можно вернуть в течение 10 дней в неповреждённой упаковке."),
      p("Тошкент бўйлаб етказиб бериш — курьер орқали 1–2 кунда, вилоятларга — BTS бўлимлари орқали.",
        "Тўлов нақд пулда, банк картаси (Uzcard, Humo, Visa, Mastercard), Payme, Click, Uzum ва Paynet орқали.",
        "Сифатли маҳсулотни 10 кун ичида бузилмаган қадоқда қайтариш мумкин."),
      p("Toshkent bo'ylab yetkazib berish — kuryer orqali 1–2 kunda, viloyatlarga — BTS bo'limlari orqali.",
        "To'lov naqd pulda, bank kartasi (Uzcard, Humo, Visa, Mastercard), Payme, Click, Uzum va Paynet orqali.",
        "Sifatli mahsulotni 10 kun ichida buzilmagan qadoqda qaytarish mumkin."),
    ],
  },
  {
    slug: "about",
    title: ["О компании", "Компания ҳақида", "Kompaniya haqida"],
    subtitle: ["Строительные материалы с доставкой по Узбекистану", "Ўзбекистон бўйлаб етказиб бериладиган қурилиш материаллари", "O'zbekiston bo'ylab yetkazib beriladigan qurilish materiallari"],
    body: [
      p("Более 30 000 товаров для стройки и ремонта: от цемента и кирпича до сантехники и инструмента.",
        "Собственные склады в Ташкенте, доставка во все 14 регионов страны."),
      p("Қурилиш ва таъмир учун 30 000 дан ортиқ маҳсулот: цемент ва ғиштдан сантехника ва асбобларгача.",
        "Тошкентда ўз омборларимиз, мамлакатнинг барча 14 ҳудудига етказиб бериш."),
      p("Qurilish va ta'mir uchun 30 000 dan ortiq mahsulot: sementdan va g'ishtdan santexnika va asboblargacha.",
        "Toshkentda o'z omborlarimiz, mamlakatning barcha 14 hududiga yetkazib berish."),
    ],
  },
];
