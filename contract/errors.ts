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

export { readApiError, type ApiErrorText } from "./error-reading.ts";
