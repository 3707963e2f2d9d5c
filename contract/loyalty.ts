import { boolean, enums, nullable, string, type, type Infer } from "superstruct";
import { LEDGER_CURRENCIES, LEDGER_KINDS } from "../domain/loyalty.ts";
import { paginated, PageQuery } from "./pagination.ts";
import { DateTimeString, Id, MoneyString, Points } from "./scalars.ts";

// Ours, not in the shop's contract: the profile's "balance and bonus" page (decision 0016). Sums are spelled
// as account/ spells them: so'm and points as decimal strings ("15000.00", "120.00"), never negative.

export const LedgerKind = enums(LEDGER_KINDS);
export const LedgerCurrency = enums(LEDGER_CURRENCIES);

/** One change of a balance: `amount` is positive, `kind` says which way; `order_id` null for a bonus. */
export const LoyaltyEntry = type({
  kind: LedgerKind,
  currency: LedgerCurrency,
  amount: MoneyString,
  order_id: nullable(Id),
  created_at: DateTimeString,
});
export type LoyaltyEntry = Infer<typeof LoyaltyEntry>;

export const AccountBalanceQuery = PageQuery;
export type AccountBalanceQuery = Infer<typeof AccountBalanceQuery>;

/** The balances as account/ gives them, the master's card (null otherwise), and one page of history. */
export const AccountBalanceAnswer = type({
  cashback_balance: MoneyString,
  points: Points,
  is_master: boolean(),
  discount_card: nullable(string()),
  history: paginated(LoyaltyEntry),
});
export type AccountBalanceAnswer = Infer<typeof AccountBalanceAnswer>;
