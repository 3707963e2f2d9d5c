/** The back office's calls on admin/reviews/ (list and answer). */
export interface AdminReviewsCalls {
  /** Placeholder until the section's slice declares its calls. */
  readonly section: "reviews";
}
