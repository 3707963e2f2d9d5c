import { ContainerModule } from "inversify";
import { AdminGateway } from "../../application/admin/admin.port";
import { RequestContext } from "../../application/visitor/visitor.port";
import { ApiConfig, TokenRenewal } from "../http/api-client";
import { AdminClient } from "../http/admin-client";
import { HttpAdminGateway } from "../http/admin.gateway";

/**
 * The back office's gateway over /api/v1/admin, loaded by the admin pages alone
 * (ui/composition/admin-ports.ts), so that none of it is in a shopper's chunks.
 */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(AdminClient)
    .toResolvedValue(
      (config: ApiConfig, context: RequestContext, renewal?: TokenRenewal) =>
        new AdminClient(config, context, renewal),
      [ApiConfig, RequestContext, { serviceIdentifier: TokenRenewal, optional: true }],
    )
    .inSingletonScope();
  bind(AdminGateway)
    .toResolvedValue((client: AdminClient) => new HttpAdminGateway(client), [AdminClient])
    .inSingletonScope();
});
