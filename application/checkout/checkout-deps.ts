import { requireDeps, type AppDeps } from "../app/deps";
import type { CheckoutGateway } from "./checkout.port";
import type { DraftStore } from "./draft-store.port";

/** The checkout's port of a scope; only the checkout page calls it. */
export function checkoutOf(deps: AppDeps | null): CheckoutGateway {
  const { checkout } = requireDeps(deps);
  if (!checkout) throw new Error("The scope was forked without a CheckoutGateway.");
  return checkout;
}

/** A scope without a draft store (a test) keeps nothing across reloads. */
export function draftsOf(deps: AppDeps | null): DraftStore | null {
  return requireDeps(deps).drafts ?? null;
}
