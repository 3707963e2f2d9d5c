import { ContainerModule } from "inversify";
import { AccountGateway } from "../../../application/account/account.port";
import { ShoppingGateway } from "../../../application/basket/basket.port";
import { CatalogueGateway } from "../../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../../application/content/content.port";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { visitorModule } from "../../../adapters/di/visitor.module";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { renderWith, type RenderRequest } from "../../../ui/entry-server";

/** Renders a page on the "server" with the in-memory fakes instead of HTTP. */
export function renderFake(
  url: string,
  cookies: Record<string, string> = {},
  headers: RenderRequest["headers"] = {},
) {
  return renderWith(
    // The origin the server trusts (PUBLIC_URL); the Host header is never read for it.
    { url, cookies, headers: { host: "shop.test", ...headers }, origin: "http://shop.test" },
    fakePorts,
  );
}

/** The in-memory gateways in place of HTTP, for `renderWith`. */
export const fakePorts: Parameters<typeof renderWith>[1] = (jar, language) => [
  new ContainerModule(({ bind }) => {
    bind(AccountGateway).toConstantValue(new FakeAccountGateway());
    const catalogue = new FakeCatalogueGateway({ language: () => language });
    bind(CatalogueGateway).toConstantValue(catalogue);
    bind(ShoppingGateway).toConstantValue(new FakeShoppingGateway(catalogue));
    bind(ContentGateway).toConstantValue(new FakeContentGateway({ language: () => language }));
  }),
  visitorModule(jar, new FixedRequestContext({ language })),
];
