import { ContainerModule } from "inversify";
import { AccountGateway } from "../../application/account/account.port";
import { ShoppingGateway } from "../../application/basket/basket.port";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import { HttpAccountGateway } from "../http/account.gateway";
import { AuthFlowsGateway } from "../../application/account/auth-flows.port";
import { HttpAuthFlowsGateway } from "../http/auth-flows.gateway";
import { ProfileGateway } from "../../application/account/profile.port";
import { HttpProfileGateway } from "../http/profile.gateway";
import { HttpShoppingGateway } from "../http/shopping.gateway";
import { ApiClient } from "../http/api-client";
import { HttpCatalogueGateway } from "../http/catalogue.gateway";
import { HttpContentGateway } from "../http/content.gateway";
import { CheckoutGateway } from "../../application/checkout/checkout.port";
import { DraftStore } from "../../application/checkout/draft-store.port";
import { OrdersGateway } from "../../application/orders/orders.port";
import { HttpCheckoutGateway } from "../http/checkout.gateway";
import { HttpOrdersGateway } from "../http/orders.gateway";
import { CardsGateway } from "../../application/cards/cards.port";
import { HttpCardsGateway } from "../http/cards.gateway";
import { LocalDraftStore } from "../storage/local-draft-store";

/** The real gateways over /api/v1. ApiConfig and RequestContext are bound by the composition root. */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(ApiClient).toSelf().inSingletonScope();
  bind(AccountGateway).to(HttpAccountGateway).inSingletonScope();
  bind(AuthFlowsGateway).to(HttpAuthFlowsGateway).inSingletonScope();
  bind(ProfileGateway).to(HttpProfileGateway).inSingletonScope();
  bind(ShoppingGateway).to(HttpShoppingGateway).inSingletonScope();
  bind(CatalogueGateway).to(HttpCatalogueGateway).inSingletonScope();
  bind(ContentGateway).to(HttpContentGateway).inSingletonScope();
  bind(CheckoutGateway).to(HttpCheckoutGateway).inSingletonScope();
  bind(OrdersGateway).to(HttpOrdersGateway).inSingletonScope();
  bind(CardsGateway).to(HttpCardsGateway).inSingletonScope();
  bind(DraftStore).toConstantValue(new LocalDraftStore());
});
