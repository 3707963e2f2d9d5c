/** The back office's calls on admin/inbox/ (feedback and bug reports, close, bug photos). */
export interface AdminInboxCalls {
  /** Placeholder until the section's slice declares its calls. */
  readonly section: "inbox";
}
