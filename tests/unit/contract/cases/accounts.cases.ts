import { ACCESS, REFRESH, jpgFile } from "./samples.ts";
import { fault, type CaseTable } from "./run-cases.ts";

export const user = {
  id: 42,
  phone: "901234567",
  full_name: "Дилноза Рахимова",
  address: "Toshkent sh., Chilonzor tumani, 9-kvartal, 14-uy",
  avatar_src: { default: "/media/avatars/42.webp", small: "/media/avatars/42-sm.webp" },
  cashback_balance: "15400.00",
  coupon_balance: "1200.00",
  language: "uz",
  is_master: false,
};

const tokens = { access: ACCESS, refresh: REFRESH };
const login = { phone: "901234567", password: "qurilish2024" };
const passwordChange = {
  old_password: "eski-parol",
  new_password: "yangi-parol",
  password_confirm: "yangi-parol",
};
const register = { password: "kuchliParol1", full_name: "Jasur Tursunov", signature: "c2lnbmF0dXJl" };

export const accountCases: CaseTable = {
  login: {
    body: {
      ok: [login],
      bad: [
        fault(login, "password", undefined),
        fault(login, "phone", "+998901234567"),
        fault(login, "password", ""),
      ],
    },
    answer: { ok: [tokens], bad: [fault(tokens, "refresh", undefined), fault(tokens, "access", 12)] },
  },
  tokenRefresh: {
    body: { ok: [{ refresh: REFRESH }], bad: [{ value: {}, path: "refresh" }] },
    answer: { ok: [tokens, { access: ACCESS }], bad: [{ value: { refresh: REFRESH }, path: "access" }] },
  },
  logout: {
    body: { ok: [{ refresh: REFRESH }], bad: [{ value: {}, path: "refresh" }] },
    answer: { ok: [{ success: true }], bad: [{ value: { success: false }, path: "success" }] },
  },
  account: {
    answer: {
      ok: [
        user,
        { ...user, avatar_src: null, address: null, coupon_balance: 300, language: null, is_master: true },
      ],
      bad: [
        fault(user, "cashback_balance", 15400),
        fault(user, "phone", "+998 90 123-45-67"),
        fault(user, "is_master", undefined),
        fault(user, "avatar_src.default", undefined),
      ],
    },
  },
  accountEdit: {
    body: {
      ok: [{ full_name: "Dilnoza Rahimova", address: "Samarqand" }, { avatar: jpgFile }, { avatar: "" }],
      bad: [
        { value: { avatar: "photo.jpg" }, path: "avatar" },
        { value: { full_name: 5 }, path: "full_name" },
      ],
    },
    answer: { ok: [user], bad: [fault(user, "id", "42")] },
  },
  passwordChange: {
    body: {
      ok: [passwordChange],
      bad: [
        fault(passwordChange, "password_confirm", "boshqa-parol"),
        fault(passwordChange, "new_password", "12345"),
        fault(passwordChange, "old_password", undefined),
      ],
    },
    answer: {
      ok: [{ message: "Parol muvaffaqiyatli o'zgartirildi" }],
      bad: [{ value: {}, path: "message" }],
    },
  },
  phoneChange: {
    body: {
      ok: [{ password: "qurilish2024", phone: "935554433" }],
      bad: [{ value: { password: "x", phone: "93555443" }, path: "phone" }],
    },
    answer: { ok: [{ signature: "a1b2c3" }], bad: [{ value: { signature: "" }, path: "signature" }] },
  },
  phoneChangeVerify: {
    body: {
      ok: [{ code: "482913", signature: "a1b2c3", phone: "935554433" }],
      bad: [{ value: { code: "48291", signature: "a1b2c3", phone: "935554433" }, path: "code" }],
    },
    answer: { ok: [{}, null, { message: "Raqam o'zgartirildi" }] },
  },
  registrationEntrypoint: {
    body: {
      ok: [
        { phone: "991112233", district: 27 },
        { phone: "991112233", district: "27" },
        // "Send the code again": the server takes the open session's district (decision 0036).
        { phone: "991112233", full_name: "Aziz Karimov" },
      ],
      bad: [{ value: { phone: "991112233", district: "Yunusobod" }, path: "district" }],
    },
    answer: {
      ok: [{ session: "0f6c2a9e-5d1b-4c3e-9d7a-2b8e1f4a6c0d" }],
      bad: [{ value: { signature: "x" }, path: "session" }],
    },
  },
  registrationVerify: {
    body: {
      ok: [{ code: "120934", phone: "991112233", session: "0f6c2a9e" }],
      bad: [{ value: { code: "120934", phone: "991112233" }, path: "session" }],
    },
    answer: { ok: [{ signature: "c2lnbmF0dXJl" }], bad: [{ value: { signature: null }, path: "signature" }] },
  },
  registrationRegister: {
    body: {
      ok: [register],
      bad: [
        fault(register, "password", "1234567"),
        fault(register, "full_name", "   "),
        fault(register, "signature", undefined),
      ],
    },
    answer: {
      ok: [
        { token: tokens, full_name: "Jasur Tursunov" },
        { token: ACCESS, full_name: "Jasur Tursunov" },
      ],
      bad: [
        { value: { token: { access: ACCESS }, full_name: "Jasur" }, path: "token" },
        { value: { token: tokens }, path: "full_name" },
      ],
    },
  },
  passwordReset: {
    body: { ok: [{ phone: "977001122" }], bad: [{ value: { phone: "97700112" }, path: "phone" }] },
    answer: { ok: [{ signature: "cmVzZXQ" }], bad: [{ value: {}, path: "signature" }] },
  },
  passwordResetVerify: {
    body: {
      ok: [{ code: "000111", signature: "cmVzZXQ" }],
      bad: [{ value: { code: "abcdef", signature: "cmVzZXQ" }, path: "code" }],
    },
    answer: { ok: [tokens], bad: [fault(tokens, "access", undefined)] },
  },
  passwordChangeAfterReset: {
    body: {
      ok: [{ new_password: "123456", password_confirm: "123456" }],
      bad: [
        { value: { new_password: "123456", password_confirm: "654321" }, path: "password_confirm" },
        { value: { new_password: "12345", password_confirm: "12345" }, path: "new_password" },
      ],
    },
    answer: { ok: [{ message: "Пароль изменён" }], bad: [{ value: { detail: "x" }, path: "message" }] },
  },
  smsCodeSend: {
    body: {
      ok: [{ phone_number: "881234567" }],
      bad: [{ value: { phone: "881234567" }, path: "phone_number" }],
    },
    answer: {
      ok: [{ uuid: "7d3f0c9a-2e51-4b7e-8a43-6f1c2d9e0b15" }],
      bad: [{ value: { uuid: 7 }, path: "uuid" }],
    },
  },
  smsCodeCheck: {
    body: {
      ok: [{ uuid: "7d3f0c9a", code: "556677" }],
      bad: [{ value: { uuid: "7d3f0c9a", code: 556677 }, path: "code" }],
    },
    answer: { ok: [{ verified: true }], bad: [{ value: { verified: "true" }, path: "verified" }] },
  },
  masterRequest: {
    body: { ok: [{ phone: "901234567" }], bad: [{ value: {}, path: "phone" }] },
    answer: { ok: [{ is_master: false }], bad: [{ value: {}, path: "is_master" }] },
  },
  masterRequestVerify: {
    body: {
      ok: [{ phone: "901234567", otp: "908172" }],
      bad: [{ value: { phone: "901234567", code: "908172" }, path: "otp" }],
    },
    answer: {
      ok: [{ is_master: true, message: "Siz usta sifatida tasdiqlandingiz" }],
      bad: [{ value: { is_master: true }, path: "message" }],
    },
  },
};
