import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { LedgerCurrency, LedgerEntry, LedgerKind } from "../../../domain/loyalty";
import { formatMoney } from "../../../domain/money";
import { signedAmount } from "../../../domain/loyalty";

export interface LoyaltyText {
  /** "12 650,00 so'm" */
  cashback: (som: number) => string;
  /** "146 ball", with the language's plural */
  points: (count: number) => string;
  /** An entry's change with its sign: "+4 650,00 so'm", "−12 000,00 so'm", "+46 ball". */
  change: (entry: LedgerEntry) => string;
  /** What happened: "Cashback earned", "Points returned"... */
  title: (currency: LedgerCurrency, kind: LedgerKind) => string;
}

const MINUS = "\u2212";

/** The balance page's words for sums and entries, in the page's language. */
export function useLoyaltyText(): LoyaltyText {
  const { t } = useLingui();
  const currency = t({ id: "kit.money.currency", message: "so'm" });
  const cashback = (som: number) => `${formatMoney(som)}\u00A0${currency}`;
  const points = (count: number) =>
    t({ id: "loyalty.points.count", message: plural(count, { one: "# ball", other: "# ball" }) });
  const titles: Record<LedgerCurrency, Record<LedgerKind, string>> = {
    cashback: {
      earned: t({ id: "loyalty.entry.cashbackEarned", message: "Cashback earned" }),
      spent: t({ id: "loyalty.entry.cashbackSpent", message: "Cashback spent" }),
      returned: t({ id: "loyalty.entry.cashbackReturned", message: "Cashback returned" }),
    },
    points: {
      earned: t({ id: "loyalty.entry.pointsEarned", message: "Points earned" }),
      spent: t({ id: "loyalty.entry.pointsSpent", message: "Points spent" }),
      returned: t({ id: "loyalty.entry.pointsReturned", message: "Points returned" }),
    },
  };
  return {
    cashback,
    points,
    change: (entry) => {
      const sign = signedAmount(entry.kind, 1) < 0 ? MINUS : "+";
      const sum = entry.currency === "cashback" ? cashback(entry.amount) : points(entry.amount);
      return `${sign}${sum}`;
    },
    title: (c, kind) => titles[c][kind],
  };
}
