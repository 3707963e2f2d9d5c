import { ContainerModule } from "inversify";
import type { AppDeps } from "../../application/app/deps";
import type { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { ApiClient, ApiConfig, TokenRenewal } from "../../adapters/http/api-client";
import { httpModule } from "../../adapters/di/http.module";
import { visitorModule } from "../../adapters/di/visitor.module";
import { buildContainer, depsOf } from "./container";
import type { FirstPorts } from "./first-ports";

/**
 * The tab's container: the real HTTP gateways with the visitor's cookies, over the client and renewal the
 * first ports already made; those ports stay the ones the tab uses. Loaded by main.tsx on the first call
 * that needs a port beyond them, or at the shopper's first sign of intent.
 */
export function browserPorts(first: FirstPorts, jar: CookieJar, context: RequestContext): AppDeps {
  const container = buildContainer(
    new ContainerModule(({ bind }) => {
      bind(ApiConfig).toConstantValue(first.config);
      bind(TokenRenewal).toConstantValue(first.renewal);
      bind(ApiClient).toConstantValue(first.api);
    }),
    visitorModule(jar, context),
    httpModule,
  );
  return {
    ...depsOf(container),
    account: first.account,
    catalogue: first.catalogue,
    shopping: first.shopping,
  };
}
