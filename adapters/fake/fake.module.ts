import { ContainerModule } from "inversify";
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

/** Every port bound to its in-memory fake. */
export function fakeModule(
  options: FakeCatalogueOptions & {
    cookies?: Record<string, string>;
    account?: FakeAccountOptions;
    shopping?: FakeShoppingOptions;
  } = {},
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const language = options.language ?? (() => "ru");
    bind(AccountGateway).toConstantValue(new FakeAccountGateway(options.account));
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
    bind(ShoppingGateway).toConstantValue(new FakeShoppingGateway(catalogue, options.shopping));
    bind(ContentGateway).toConstantValue(
      new FakeContentGateway({ language, failing: options.failing, latency: options.latency }),
    );
    bind(CookieJar).toConstantValue(new MemoryCookieJar(options.cookies));
    bind(RequestContext).toConstantValue({ language, visitorId: () => "demo", accessToken: () => undefined });
  });
}
