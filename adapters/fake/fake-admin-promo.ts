import type { AdminPromoCalls } from "../../application/admin/sections/promo.port";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The back office's promo in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminPromo implements AdminPromoCalls {
  readonly section = "promo";
  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}
}
