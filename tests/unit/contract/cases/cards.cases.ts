import { fault, type CaseTable } from "./run-cases.ts";

const card = {
  id: 7,
  number: "8600 **** **** 4417",
  vendor: "uzcard",
  processing: "UZCARD",
  name: "DILNOZA RAHIMOVA",
  expiry_date: "09/27",
};
const created = {
  id: 8,
  number: "9860 **** **** 0931",
  expire: "11/26",
  verify: false,
  verification_code: { phone: "99890*****67", sent: true, wait: 60 },
};

export const cardCases: CaseTable = {
  cardsList: {
    answer: {
      ok: [
        { results: [card, { ...card, id: 9, vendor: null, processing: null, name: null }] },
        { results: [] },
      ],
      bad: [fault({ results: [card] }, "results.0.expiry_date", undefined), { value: [card], path: "" }],
    },
  },
  cardCreate: {
    body: {
      ok: [{ number: "8600123412344417", expire: "09/27" }],
      bad: [
        { value: { number: "8600 1234 1234 4417", expire: "09/27" }, path: "number" },
        { value: { number: "8600123412344417", expire: "13/27" }, path: "expire" },
        { value: { number: "8600123412344417", expire: "2027-09" }, path: "expire" },
      ],
    },
    answer: {
      ok: [created],
      bad: [fault(created, "verification_code.wait", "60"), fault(created, "verification_code", undefined)],
    },
  },
  cardVerify: {
    params: { ok: [{ id: "8" }], bad: [{ value: { id: "card-8" }, path: "id" }] },
    body: { ok: [{ code: "123456" }], bad: [{ value: { code: "12345" }, path: "code" }] },
    answer: { ok: [{ verify: true }], bad: [{ value: { verified: true }, path: "verify" }] },
  },
  cardRemove: {
    params: { ok: [{ id: "8" }], bad: [{ value: {}, path: "id" }] },
    answer: { ok: [null, {}] },
  },
};
