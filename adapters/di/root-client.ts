import type { Bind } from "inversify";
import { RequestContext } from "../../application/visitor/visitor.port";
import { ApiConfig, TokenRenewal } from "../http/api-client";

/**
 * Binds a client of /api/v1 (the shop's ApiClient, the back office's AdminClient) over the root's ApiConfig
 * and RequestContext, with the root's TokenRenewal where it binds one.
 */
export function bindRootClient<T extends object>(
  bind: Bind,
  Client: new (config: ApiConfig, context: RequestContext, renewal?: TokenRenewal) => T,
): void {
  bind(Client)
    .toResolvedValue(
      (config: ApiConfig, context: RequestContext, renewal?: TokenRenewal) =>
        new Client(config, context, renewal),
      [ApiConfig, RequestContext, { serviceIdentifier: TokenRenewal, optional: true }],
    )
    .inSingletonScope();
}
