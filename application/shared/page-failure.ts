import { Refused } from "./refusal";

/** The error pages a page can fall to when its data does not load (spec section 2). */
export type PageFailure = 400 | 500 | 502 | 504;

/**
 * Which error page a failed load shows: the server's 400 (a request it will not take), a gateway's 502 or
 * 504 (the shop's backend down or slow, which a retry in a minute may cure), else 500.
 */
export function pageFailureOf(error: unknown): PageFailure {
  if (!(error instanceof Refused)) return 500;
  if (error.status === 400 || error.status === 502 || error.status === 504) return error.status;
  if (error.status === 503) return 502;
  return 500;
}
