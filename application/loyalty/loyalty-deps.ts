import { requireDeps, type AppDeps } from "../app/deps";
import type { LoyaltyGateway } from "./loyalty.port";

/** The loyalty port of a scope; only the profile's balance page calls it. */
export function loyaltyOf(deps: AppDeps | null): LoyaltyGateway {
  const { loyalty } = requireDeps(deps);
  if (!loyalty) throw new Error("The scope was forked without a LoyaltyGateway.");
  return loyalty;
}
