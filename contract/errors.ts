import { array, integer, string, type, type Infer } from "superstruct";
import { union } from "./union.ts";

// The three error bodies the backend sends. Clients read `detail`, then `errors[0].message`, else show their
// own an_error_occurred; `errors[0].error` is a stable code, usable as an i18n key.

export const DetailError = type({ detail: string() });
export type DetailError = Infer<typeof DetailError>;

export const ErrorItem = type({ error: string(), message: string() });
export type ErrorItem = Infer<typeof ErrorItem>;

export const ErrorList = type({ status_code: integer(), errors: array(ErrorItem) });
export type ErrorList = Infer<typeof ErrorList>;

export const MessageError = type({ message: string() });
export type MessageError = Infer<typeof MessageError>;

export const ApiError = union([DetailError, ErrorList, MessageError]);
export type ApiError = Infer<typeof ApiError>;

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
