import { ContainerModule } from "inversify";
import { AdminGateway } from "../../application/admin/admin.port";
import { BrowserCookieJar, BrowserRequestContext } from "../../adapters/cookies/browser-cookie-jar";
import { adminModule } from "../../adapters/di/admin.module";
import { visitorModule } from "../../adapters/di/visitor.module";
import { ApiConfig, TokenRenewal } from "../../adapters/http/api-client";
import { CookieTokenRenewal } from "../../adapters/http/token-renewal";
import { buildContainer } from "./container";
import { tabApiConfig } from "./tab-api-config";

/**
 * The back office's own composition root, a chunk only the admin pages import: the tab's cookies and token,
 * and the admin gateway over them.
 */
export function adminPorts(): AdminGateway {
  const jar = new BrowserCookieJar(document);
  const config = tabApiConfig();
  const container = buildContainer(
    new ContainerModule(({ bind }) => {
      bind(ApiConfig).toConstantValue(config);
      bind(TokenRenewal).toConstantValue(new CookieTokenRenewal(config, jar));
    }),
    visitorModule(jar, new BrowserRequestContext(location, jar)),
    adminModule,
  );
  return container.get<AdminGateway>(AdminGateway);
}
