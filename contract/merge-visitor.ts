/**
 * Ours, beside the contract's `?Fingerprint=<id>`: the storefront's call right after login sends this header
 * (value "1") to merge the basket and likes of the browser's own guest, whose id is an HttpOnly cookie the
 * page cannot read (decision 0025). The server merges it under the same binding as a named fingerprint: only
 * the guest of the browser that signed in (decision 0019).
 */
export const MERGE_VISITOR_HEADER = "X-Merge-Visitor";
