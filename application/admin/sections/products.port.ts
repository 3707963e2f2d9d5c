/** The back office's calls on admin/products/ (price, sale price, stock and their audit log). */
export interface AdminProductsCalls {
  /** Placeholder until the section's slice declares its calls. */
  readonly section: "products";
}
