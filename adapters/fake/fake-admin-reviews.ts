import type { AdminReviewsCalls } from "../../application/admin/sections/reviews.port";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The back office's reviews in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminReviews implements AdminReviewsCalls {
  readonly section = "reviews";
  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}
}
