import type { AdminProductsCalls } from "../../application/admin/sections/products.port";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The back office's products in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminProducts implements AdminProductsCalls {
  readonly section = "products";
  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}
}
