// Reading an error body needs no struct: a tab of our own shop reads errors without them (decision 0046).

export interface ApiErrorText {
  /** What to show; undefined means "show an_error_occurred". */
  message?: string;
  /** The stable code of `errors[0]`, when the body has one. */
  code?: string;
}

/** Reads any error body in the contract's order of preference; tolerates bodies of no known shape. */
export function readApiError(body: unknown): ApiErrorText {
  if (typeof body !== "object" || body === null) return {};
  const { detail, errors, message } = body as Record<string, unknown>;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const item = typeof first === "object" && first !== null ? (first as Record<string, unknown>) : {};
  const code = typeof item.error === "string" ? item.error : undefined;
  if (typeof detail === "string" && detail !== "") return { message: detail, code };
  if (typeof item.message === "string" && item.message !== "") return { message: item.message, code };
  // `{message}` is listed as an error shape but not in the reading order; reading it last beats a generic
  // text.
  if (typeof message === "string" && message !== "") return { message, code };
  return { code };
}
