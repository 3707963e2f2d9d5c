import { page } from "./samples.ts";
import { fault, type CaseTable } from "./run-cases.ts";

const earned = {
  kind: "earned",
  currency: "cashback",
  amount: "12000.00",
  order_id: 1024,
  created_at: "2026-11-20T09:15:00.000Z",
};
const bonus = {
  kind: "earned",
  currency: "points",
  amount: "100.00",
  order_id: null,
  created_at: "2026-11-01",
};
const balance = {
  cashback_balance: "15000.00",
  points: "120.00",
  is_master: true,
  discount_card: "QB000000427",
  history: page([earned, { ...earned, kind: "spent", amount: "7000.00" }, bonus]),
};

export const loyaltyCases: CaseTable = {
  accountBalance: {
    query: {
      ok: [{}, { page: "2", size: "20" }, { page: "" }],
      bad: [
        { value: { page: "0" }, path: "page" },
        { value: { size: "many" }, path: "size" },
      ],
    },
    answer: {
      ok: [
        balance,
        { ...balance, points: 0, is_master: false, discount_card: null, history: page([], { total: 0 }) },
      ],
      bad: [
        fault(balance, "history.results.0.kind", "refunded"),
        fault(balance, "history.results.0.currency", "ball"),
        fault(balance, "history.results.0.amount", "-7000.00"),
        fault(balance, "history.results.0.order_id", "1024"),
        fault(balance, "discount_card", undefined),
        fault(balance, "cashback_balance", 15000),
      ],
    },
  },
};
