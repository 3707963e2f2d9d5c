import { Container, type ContainerModule } from "inversify";
import type { AppDeps } from "../../application/app/deps";
import { LoyaltyGateway } from "../../application/loyalty/loyalty.port";
import { AccountGateway } from "../../application/account/account.port";
import { AuthFlowsGateway } from "../../application/account/auth-flows.port";
import { ProfileGateway } from "../../application/account/profile.port";
import { ShoppingGateway } from "../../application/basket/basket.port";
import { CardsGateway } from "../../application/cards/cards.port";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import { CheckoutGateway } from "../../application/checkout/checkout.port";
import { DraftStore } from "../../application/checkout/draft-store.port";
import { OrdersGateway } from "../../application/orders/orders.port";
import { SupportGateway } from "../../application/support/support.port";
import { ReviewsGateway } from "../../application/reviews/reviews.port";
import { CookieJar } from "../../application/visitor/visitor.port";

/** One container per request (server), per tab (browser), per story or test. */
export function buildContainer(...modules: ContainerModule[]): Container {
  const container = new Container();
  container.load(...modules);
  return container;
}

export function depsOf(container: Container): AppDeps {
  return {
    account: container.get<AccountGateway>(AccountGateway),
    loyalty: container.get<LoyaltyGateway>(LoyaltyGateway, { optional: true }),
    catalogue: container.get<CatalogueGateway>(CatalogueGateway),
    content: container.get<ContentGateway>(ContentGateway),
    cookies: container.get<CookieJar>(CookieJar),
    shopping: container.get<ShoppingGateway>(ShoppingGateway),
    authFlows: container.get<AuthFlowsGateway>(AuthFlowsGateway, { optional: true }),
    profile: container.get<ProfileGateway>(ProfileGateway, { optional: true }),
    checkout: container.get<CheckoutGateway>(CheckoutGateway, { optional: true }),
    drafts: container.get<DraftStore>(DraftStore, { optional: true }),
    orders: container.get<OrdersGateway>(OrdersGateway, { optional: true }),
    cards: container.get<CardsGateway>(CardsGateway, { optional: true }),
    support: container.get<SupportGateway>(SupportGateway, { optional: true }),
    reviews: container.get<ReviewsGateway>(ReviewsGateway, { optional: true }),
  };
}
