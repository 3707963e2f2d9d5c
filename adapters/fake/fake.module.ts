import { ContainerModule } from "inversify";
import { LoyaltyGateway } from "../../application/loyalty/loyalty.port";
import { FakeLoyaltyGateway, type FakeLoyaltyOptions } from "./fake-loyalty.gateway";
import { AccountGateway } from "../../application/account/account.port";
import { ShoppingGateway } from "../../application/basket/basket.port";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { FakeAccountGateway, type FakeAccountOptions } from "./fake-account.gateway";
import { AuthFlowsGateway } from "../../application/account/auth-flows.port";
import { FakeAuthFlowsGateway } from "./fake-auth-flows.gateway";
import { ProfileGateway } from "../../application/account/profile.port";
import { FakeProfileGateway } from "./fake-profile.gateway";
import { FakeShoppingGateway, type FakeShoppingOptions } from "./fake-shopping.gateway";
import { FakeCatalogueGateway, type FakeCatalogueOptions } from "./fake-catalogue.gateway";
import { FakeContentGateway } from "./fake-content.gateway";
import { MemoryCookieJar } from "./memory-cookie-jar";
import { CheckoutGateway } from "../../application/checkout/checkout.port";
import { DraftStore } from "../../application/checkout/draft-store.port";
import { OrdersGateway } from "../../application/orders/orders.port";
import { CardsGateway } from "../../application/cards/cards.port";
import { FakeCardsGateway, type FakeCardsOptions } from "./fake-cards.gateway";
import { SupportGateway } from "../../application/support/support.port";
import { FakeSupportGateway, type FakeSupportOptions } from "./fake-support.gateway";
import { MemoryDraftStore } from "../storage/local-draft-store";
import { FakeCheckoutGateway, type FakeCheckoutOptions } from "./fake-checkout.gateway";
import { FakeOrdersGateway, type FakeOrdersOptions } from "./fake-orders.gateway";
import { ReviewsGateway } from "../../application/reviews/reviews.port";
import { FakeReviewsGateway, type FakeReviewsOptions } from "./fake-reviews.gateway";
import { AdminGateway } from "../../application/admin/admin.port";
import { FakeAdminGateway, type FakeAdminOptions } from "./fake-admin.gateway";

/** Every port bound to its in-memory fake. */
export function fakeModule(
  options: FakeCatalogueOptions & {
    cookies?: Record<string, string>;
    loyalty?: FakeLoyaltyOptions;
    account?: FakeAccountOptions;
    shopping?: FakeShoppingOptions;
    checkout?: Omit<FakeCheckoutOptions, "shopping" | "orders">;
    orders?: FakeOrdersOptions;
    cards?: FakeCardsOptions;
    support?: Omit<FakeSupportOptions, "language">;
    reviews?: FakeReviewsOptions;
    admin?: FakeAdminOptions;
  } = {},
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const language = options.language ?? (() => "ru");
    bind(AccountGateway).toConstantValue(new FakeAccountGateway(options.account));
    bind(LoyaltyGateway).toConstantValue(new FakeLoyaltyGateway(options.loyalty));
    bind(AuthFlowsGateway)
      .toDynamicValue(
        (c) => new FakeAuthFlowsGateway({ language, sessions: c.get<FakeAccountGateway>(AccountGateway) }),
      )
      .inSingletonScope();
    bind(ProfileGateway)
      .toDynamicValue((c) => new FakeProfileGateway(c.get(AccountGateway) as FakeAccountGateway))
      .inSingletonScope();
    const catalogue = new FakeCatalogueGateway({ ...options, language });
    bind(CatalogueGateway).toConstantValue(catalogue);
    const shopping = new FakeShoppingGateway(catalogue, options.shopping);
    bind(ShoppingGateway).toConstantValue(shopping);
    const orders = new FakeOrdersGateway({ language, ...options.orders });
    bind(OrdersGateway).toConstantValue(orders);
    // Priced from the fake basket and listed in the fake orders, so a demo order shows up where it should.
    bind(CheckoutGateway).toConstantValue(
      new FakeCheckoutGateway({ language, ...options.checkout, shopping, orders }),
    );
    bind(DraftStore).toConstantValue(new MemoryDraftStore());
    bind(CardsGateway).toConstantValue(new FakeCardsGateway(options.cards));
    bind(SupportGateway).toConstantValue(new FakeSupportGateway({ language, ...options.support }));
    // An accepted review joins the fake catalogue's list, so the product page shows it when it reads again.
    bind(ReviewsGateway).toConstantValue(new FakeReviewsGateway(options.reviews, catalogue));
    bind(AdminGateway).toConstantValue(new FakeAdminGateway(options.admin));
    bind(ContentGateway).toConstantValue(
      new FakeContentGateway({ language, failing: options.failing, latency: options.latency }),
    );
    bind(CookieJar).toConstantValue(new MemoryCookieJar(options.cookies));
    bind(RequestContext).toConstantValue({ language, visitorId: () => "demo", accessToken: () => undefined });
  });
}
