/** The back office's calls on admin/promo-codes/ (create, pause, resume, expire). */
export interface AdminPromoCalls {
  /** Placeholder until the section's slice declares its calls. */
  readonly section: "promo";
}
