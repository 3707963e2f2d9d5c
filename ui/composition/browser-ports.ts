import { ContainerModule } from "inversify";
import type { AppDeps } from "../../application/app/deps";
import type { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { ApiConfig, TokenRenewal } from "../../adapters/http/api-client";
import { CookieTokenRenewal, SessionLostListener } from "../../adapters/http/token-renewal";
import { httpModule } from "../../adapters/di/http.module";
import { visitorModule } from "../../adapters/di/visitor.module";
import { buildContainer, depsOf } from "./container";

/** The tab's container: the real HTTP gateways with the visitor's cookies. Loaded on demand by main.tsx. */
export function browserPorts(jar: CookieJar, context: RequestContext, lost: SessionLostListener): AppDeps {
  const container = buildContainer(
    new ContainerModule(({ bind }) => {
      bind(ApiConfig).toConstantValue({
        baseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api/v1/",
        fetch: window.fetch.bind(window),
      });
      bind(TokenRenewal).to(CookieTokenRenewal).inSingletonScope();
      bind(SessionLostListener).toConstantValue(lost);
    }),
    visitorModule(jar, context),
    httpModule,
  );
  return depsOf(container);
}
