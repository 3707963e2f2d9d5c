import type { AdminPromoCalls } from "../../application/admin/sections/promo.port";
import type { AdminClient } from "./admin-client";

/** The back office's promo calls (server/modules/admin/). */
export class HttpAdminPromo implements AdminPromoCalls {
  readonly section = "promo";
  constructor(protected readonly api: AdminClient) {}
}
