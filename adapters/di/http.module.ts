import { ContainerModule, type ServiceIdentifier } from "inversify";
import { bindRootClient } from "./root-client";
import { LoyaltyGateway } from "../../application/loyalty/loyalty.port";
import { HttpLoyaltyGateway } from "../http/loyalty.gateway";
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
import { ApiClient, ApiConfig } from "../http/api-client";
import { RequestContext } from "../../application/visitor/visitor.port";
import { HttpCatalogueGateway } from "../http/catalogue.gateway";
import { HttpContentGateway } from "../http/content.gateway";
import { CheckoutGateway } from "../../application/checkout/checkout.port";
import { DraftStore } from "../../application/checkout/draft-store.port";
import { OrdersGateway } from "../../application/orders/orders.port";
import { HttpCheckoutGateway } from "../http/checkout.gateway";
import { HttpOrdersGateway } from "../http/orders.gateway";
import { CardsGateway } from "../../application/cards/cards.port";
import { HttpCardsGateway } from "../http/cards.gateway";
import { SupportGateway } from "../../application/support/support.port";
import { HttpSupportGateway } from "../http/support.gateway";
import { LocalDraftStore } from "../storage/local-draft-store";
import { ReviewsGateway } from "../../application/reviews/reviews.port";
import { HttpReviewsGateway } from "../http/reviews.gateway";

/**
 * The client of /api/v1 over the composition root's ApiConfig and RequestContext, renewing tokens where the
 * root binds a TokenRenewal (the browser). The adapters know nothing of the container; the modules wire them
 * (decision 0042), so a tab can build its first reads by hand without loading the container.
 */
export const apiClientModule = new ContainerModule(({ bind }) => bindRootClient(bind, ApiClient));

/** The real gateways over the ApiClient the root binds (apiClientModule, or the tab's own). */
export const httpModule = new ContainerModule(({ bind }) => {
  // Each gateway is one per container, made over the one ApiClient.
  const overApi = <T>(id: ServiceIdentifier<T>, Gateway: new (api: ApiClient) => T) =>
    bind(id)
      .toResolvedValue((api: ApiClient) => new Gateway(api), [ApiClient])
      .inSingletonScope();
  overApi(LoyaltyGateway, HttpLoyaltyGateway);
  overApi(AccountGateway, HttpAccountGateway);
  overApi(ProfileGateway, HttpProfileGateway);
  overApi(ShoppingGateway, HttpShoppingGateway);
  overApi(CatalogueGateway, HttpCatalogueGateway);
  overApi(ContentGateway, HttpContentGateway);
  overApi(CheckoutGateway, HttpCheckoutGateway);
  overApi(OrdersGateway, HttpOrdersGateway);
  overApi(CardsGateway, HttpCardsGateway);
  overApi(SupportGateway, HttpSupportGateway);
  overApi(ReviewsGateway, HttpReviewsGateway);
  bind(AuthFlowsGateway)
    .toResolvedValue(
      (api: ApiClient, config: ApiConfig, context: RequestContext) =>
        new HttpAuthFlowsGateway(api, config, context),
      [ApiClient, ApiConfig, RequestContext],
    )
    .inSingletonScope();
  bind(DraftStore).toConstantValue(new LocalDraftStore());
});
