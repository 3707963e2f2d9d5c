import { defineEndpoints } from "./endpoint.ts";
import * as L from "./loyalty.ts";

export const loyaltyEndpoints = defineEndpoints({
  /** Ours: the cashback and points balances with their history, newest first (`page`, `size`). */
  accountBalance: {
    method: "GET",
    path: "account/balance/",
    query: L.AccountBalanceQuery,
    answer: L.AccountBalanceAnswer,
    auth: "required",
  },
});
