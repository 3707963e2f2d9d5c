import type { AdminInboxCalls } from "../../application/admin/sections/inbox.port";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The back office's inbox in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminInbox implements AdminInboxCalls {
  readonly section = "inbox";
  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}
}
