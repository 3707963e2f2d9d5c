import type { AccountGateway } from "../account/account.port";
import type { AuthFlowsGateway } from "../account/auth-flows.port";
import type { ProfileGateway } from "../account/profile.port";
import type { ShoppingGateway } from "../basket/basket.port";
import type { CardsGateway } from "../cards/cards.port";
import type { LoyaltyGateway } from "../loyalty/loyalty.port";
import type { CatalogueGateway } from "../catalogue/catalogue.port";
import type { ContentGateway } from "../content/content.port";
import type { CheckoutGateway } from "../checkout/checkout.port";
import type { DraftStore } from "../checkout/draft-store.port";
import type { OrdersGateway } from "../orders/orders.port";
import type { SupportGateway } from "../support/support.port";
import type { ReviewsGateway } from "../reviews/reviews.port";
import type { CookieJar } from "../visitor/visitor.port";

/** The ports a scope's effects call. Each fork() scope gets its own set from its own container. */
export interface AppDeps {
  readonly account: AccountGateway;
  readonly catalogue: CatalogueGateway;
  readonly content: ContentGateway;
  readonly cookies: CookieJar;
  readonly shopping: ShoppingGateway;
  /** Optional: only the profile pages call it, and a scope built without it never reaches them. */
  readonly profile?: ProfileGateway;
  /** Optional: only the profile's balance and bonus page calls it. */
  readonly loyalty?: LoyaltyGateway;
  /** Optional: only the authentication modal calls it (registration, password reset). */
  readonly authFlows?: AuthFlowsGateway;
  /** Optional: only the checkout calls these. */
  readonly checkout?: CheckoutGateway;
  readonly drafts?: DraftStore;
  /** Optional: only the orders pages and the header's orders count call it. */
  readonly orders?: OrdersGateway;
  /** Optional: only the profile's cards and the checkout's payment step call it. */
  readonly cards?: CardsGateway;
  /** Optional: only the profile's help pages call it. */
  readonly support?: SupportGateway;
  /** Optional: only the review place of a product page calls it. */
  readonly reviews?: ReviewsGateway;
}

export type LoadStatus = "idle" | "pending" | "ready" | "error";

export function requireDeps(deps: AppDeps | null): AppDeps {
  if (!deps) throw new Error("The scope was forked without its dependencies ($deps).");
  return deps;
}
