import type { AdminContentCalls } from "../../application/admin/sections/content.port";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The back office's content in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminContent implements AdminContentCalls {
  readonly section = "content";
  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}
}
