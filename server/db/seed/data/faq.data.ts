import type { Tr } from "./types.ts";

/** [question, answer] pairs. */
export const FAQ: [Tr, Tr][] = [
  [["Как оформить заказ?", "Буюртмани қандай расмийлаштириш мумкин?", "Buyurtmani qanday rasmiylashtirish mumkin?"],
    ["Добавьте товары в корзину, нажмите «Оформить» и выберите способ доставки и оплаты.", "Маҳсулотларни саватга қўшинг, «Расмийлаштириш»ни босинг ва етказиб бериш ҳамда тўлов усулини танланг.", "Mahsulotlarni savatga qo'shing, «Rasmiylashtirish»ni bosing va yetkazib berish hamda to'lov usulini tanlang."]],
  [["Сколько стоит доставка?", "Етказиб бериш қанча туради?", "Yetkazib berish qancha turadi?"],
    ["Стоимость зависит от веса заказа и района; точная сумма видна при оформлении.", "Нарх буюртма оғирлиги ва туманга боғлиқ; аниқ сумма расмийлаштиришда кўринади.", "Narx buyurtma og'irligi va tumanga bog'liq; aniq summa rasmiylashtirishda ko'rinadi."]],
  [["Можно ли забрать заказ самому?", "Буюртмани ўзим олиб кетсам бўладими?", "Buyurtmani o'zim olib ketsam bo'ladimi?"],
    ["Да, из наших складов-магазинов в Ташкенте или из отделения BTS в вашем районе.", "Ҳа, Тошкентдаги омбор-дўконларимиздан ёки туманингиздаги BTS бўлимидан.", "Ha, Toshkentdagi ombor-do'konlarimizdan yoki tumaningizdagi BTS bo'limidan."]],
  [["Кто такой мастер?", "Уста ким?", "Usta kim?"],
    ["Мастер — строитель или ремонтник, подтвердивший номер; он получает дисконтную карту и баллы.", "Уста — рақамини тасдиқлаган қурувчи ёки таъмирчи; у чегирма картаси ва баллар олади.", "Usta — raqamini tasdiqlagan quruvchi yoki ta'mirchi; u chegirma kartasi va ballar oladi."]],
  [["Как работает кэшбэк?", "Кэшбэк қандай ишлайди?", "Keshbek qanday ishlaydi?"],
    ["Часть суммы каждого заказа возвращается на баланс; им можно оплатить следующий заказ.", "Ҳар бир буюртма суммасининг бир қисми балансга қайтади; у билан кейинги буюртмани тўлаш мумкин.", "Har bir buyurtma summasining bir qismi balansga qaytadi; u bilan keyingi buyurtmani to'lash mumkin."]],
  [["Как вернуть товар?", "Маҳсулотни қандай қайтариш мумкин?", "Mahsulotni qanday qaytarish mumkin?"],
    ["Позвоните в колл-центр в течение 10 дней; курьер заберёт товар в целой упаковке.", "10 кун ичида колл-марказга қўнғироқ қилинг; курьер маҳсулотни бутун қадоқда олиб кетади.", "10 kun ichida koll-markazga qo'ng'iroq qiling; kuryer mahsulotni butun qadoqda olib ketadi."]],
  [["Какие способы оплаты доступны?", "Қандай тўлов усуллари бор?", "Qanday to'lov usullari bor?"],
    ["Наличные, карты Uzcard и Humo, Payme, Click, Uzum и Paynet.", "Нақд пул, Uzcard ва Humo карталари, Payme, Click, Uzum ва Paynet.", "Naqd pul, Uzcard va Humo kartalari, Payme, Click, Uzum va Paynet."]],
  [["Можно ли рассчитать количество материала?", "Материал миқдорини ҳисоблаш мумкинми?", "Material miqdorini hisoblash mumkinmi?"],
    ["Да, позвоните нам — консультант поможет посчитать цемент, плитку или краску по площади.", "Ҳа, бизга қўнғироқ қилинг — маслаҳатчи майдон бўйича цемент, плитка ёки бўёқни ҳисоблашга ёрдам беради.", "Ha, bizga qo'ng'iroq qiling — maslahatchi maydon bo'yicha sement, plitka yoki bo'yoqni hisoblashga yordam beradi."]],
];
