import type { AccountGateway } from "../../application/account/account.port";
import type { ShoppingGateway } from "../../application/basket/basket.port";
import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import type { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { HttpAccountGateway } from "../../adapters/http/account.gateway";
import { ApiClient, type ApiConfig, type TokenRenewal } from "../../adapters/http/api-client";
import { HttpCatalogueGateway } from "../../adapters/http/catalogue.gateway";
import { HttpShoppingGateway } from "../../adapters/http/shopping.gateway";
import { CookieTokenRenewal, type SessionLostListener } from "../../adapters/http/token-renewal";
import { tabApiConfig } from "./tab-api-config";

/**
 * What a tab asks for before the shopper acts (the stored session, the basket, the saved count, the
 * visitor's own marks on the page) and the one client every later port shares: built by hand, so a returning
 * visitor's first page loads no container (decision 0042). browser-ports.ts hands the same client and
 * renewal to the container, so calls that meet a 401 together still share one refresh.
 */
export interface FirstPorts {
  readonly config: ApiConfig;
  readonly renewal: TokenRenewal;
  readonly api: ApiClient;
  readonly account: AccountGateway;
  readonly catalogue: CatalogueGateway;
  readonly shopping: ShoppingGateway;
}

export function firstPorts(
  jar: CookieJar,
  context: RequestContext,
  lost: SessionLostListener,
  config: ApiConfig = tabApiConfig(),
): FirstPorts {
  const renewal = new CookieTokenRenewal(config, jar, lost);
  const api = new ApiClient(config, context, renewal);
  return {
    config,
    renewal,
    api,
    account: new HttpAccountGateway(api),
    catalogue: new HttpCatalogueGateway(api),
    shopping: new HttpShoppingGateway(api),
  };
}
