import type { AdminInboxCalls } from "../../application/admin/sections/inbox.port";
import type { AdminClient } from "./admin-client";

/** The back office's inbox calls (server/modules/admin/). */
export class HttpAdminInbox implements AdminInboxCalls {
  readonly section = "inbox";
  constructor(protected readonly api: AdminClient) {}
}
