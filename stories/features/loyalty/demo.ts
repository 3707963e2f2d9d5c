import type { LoyaltyBalances } from "../../../application/loyalty/loyalty.types";
import { DEMO_DISCOUNT_CARD, DEMO_LEDGER } from "../../../adapters/fake/fake-loyalty.gateway";
import { balanceOf } from "../../../domain/loyalty";

export { DEMO_DISCOUNT_CARD, DEMO_LEDGER };

/** A master's balances: the sums of the demo history, as the server's would be. */
export const MASTER: LoyaltyBalances = {
  cashback: balanceOf(DEMO_LEDGER, "cashback"),
  points: balanceOf(DEMO_LEDGER, "points"),
  isMaster: true,
  discountCard: DEMO_DISCOUNT_CARD,
};

/** A new shopper: nothing yet, and no card. */
export const NEWCOMER: LoyaltyBalances = { cashback: 0, points: 0, isMaster: false, discountCard: null };

export const HOLDER = "Dilnoza Rahimova";
/** A name as long as people give, to see it cut on the card rather than push the layout. */
export const LONG_HOLDER = "Abdurahmonova Muxlisaxon Abdulazizxon qizi";

/** Text as toHaveTextContent compares it: every run of spaces (the money's no-break ones too) as one. */
export const plain = (text: string) => text.replace(/\s+/g, " ");
