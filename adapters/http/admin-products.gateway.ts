import type { AdminProductsCalls } from "../../application/admin/sections/products.port";
import type { AdminClient } from "./admin-client";

/** The back office's products calls (server/modules/admin/). */
export class HttpAdminProducts implements AdminProductsCalls {
  readonly section = "products";
  constructor(protected readonly api: AdminClient) {}
}
