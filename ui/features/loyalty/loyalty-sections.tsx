import type { Account } from "../../../application/account/account.types";
import type { LoyaltySection } from "./lazy-loyalty";

/** Each loyalty page of the profile. */
export function LoyaltySections({ section }: { section: LoyaltySection; account: Account }) {
  return <div data-section={section} />;
}
