import { ContainerModule } from "inversify";
import { AdminGateway } from "../../application/admin/admin.port";
import { AdminClient } from "../http/admin-client";
import { HttpAdminGateway } from "../http/admin.gateway";
import { bindRootClient } from "./root-client";

/**
 * The back office's gateway over /api/v1/admin, loaded by the admin pages alone
 * (ui/composition/admin-ports.ts), so that none of it is in a shopper's chunks.
 */
export const adminModule = new ContainerModule(({ bind }) => {
  bindRootClient(bind, AdminClient);
  bind(AdminGateway)
    .toResolvedValue((client: AdminClient) => new HttpAdminGateway(client), [AdminClient])
    .inSingletonScope();
});
