/** The back office's calls on admin/banners/ and stories/ (position and visibility). */
export interface AdminContentCalls {
  /** Placeholder until the section's slice declares its calls. */
  readonly section: "content";
}
