import type { AdminContentCalls } from "../../application/admin/sections/content.port";
import type { AdminClient } from "./admin-client";

/** The back office's content calls (server/modules/admin/). */
export class HttpAdminContent implements AdminContentCalls {
  readonly section = "content";
  constructor(protected readonly api: AdminClient) {}
}
