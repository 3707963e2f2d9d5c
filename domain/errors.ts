import { MESSAGES, type MessageKey } from "./messages.ts";

/**
 * Errors are values with a stable code shared by server and storefront. The storefront turns a code into a
 * translated message through its message key (ui/i18n/validation-messages.ts); the server turns it into an
 * HTTP status and sends the code as `errors[0].error`.
 */
export const ErrorCode = {
  PHONE_INVALID: "PHONE.INVALID",
  PHONE_NOT_CONFIRMED: "PHONE.NOT_CONFIRMED",
  REQUIRED: "FIELD.REQUIRED",
  MIN_LENGTH: "FIELD.MIN_LENGTH",
  MAX_LENGTH: "FIELD.MAX_LENGTH",
  SAME_AS: "FIELD.SAME_AS",
  TEXT_TOO_SHORT: "FIELD.TEXT_TOO_SHORT",
  PASSWORD_TOO_SHORT: "PASSWORD.TOO_SHORT",
  PASSWORD_MISMATCH: "PASSWORD.MISMATCH",
  PASSWORD_WRONG_OLD: "PASSWORD.WRONG_OLD",
  CODE_INVALID: "CODE.INVALID",
  CODE_WRONG: "CODE.WRONG",
  CODE_DEAD: "CODE.DEAD",
  CODE_TOO_SOON: "CODE.TOO_SOON",
  CODE_THROTTLED: "CODE.THROTTLED",
  STEP_EXPIRED: "STEP.EXPIRED",
  ACCOUNT_PHONE_TAKEN: "ACCOUNT.PHONE_TAKEN",
  FORM_INCOMPLETE: "FORM.INCOMPLETE",
  LOGIN_CREDENTIALS_MISSING: "LOGIN.CREDENTIALS_MISSING",
  DELIVERY_NO_LOCATION: "DELIVERY.NO_LOCATION",
  DELIVERY_NO_BTS_BRANCH: "DELIVERY.NO_BTS_BRANCH",
  DELIVERY_TOO_FAR: "DELIVERY.TOO_FAR",
  DELIVERY_NO_TAKEAWAY: "DELIVERY.NO_TAKEAWAY",
  PHOTOS_TOO_MANY: "PHOTOS.TOO_MANY",
  PHOTOS_WRONG_FORMAT: "PHOTOS.WRONG_FORMAT",
  REVIEW_RATING_REQUIRED: "REVIEW.RATING_REQUIRED",
  REVIEW_RATING_RANGE: "REVIEW.RATING_RANGE",
  REVIEW_ALREADY_LEFT: "REVIEW.ALREADY_LEFT",
  REVIEW_NOT_BOUGHT: "REVIEW.NOT_BOUGHT",
  MASTER_REQUIRED: "MASTER.REQUIRED",
  STAFF_FORBIDDEN: "STAFF.FORBIDDEN",
  PROMO_INVALID: "PROMO.INVALID",
  PROMO_BELOW_MIN_PRICE: "PROMO.BELOW_MIN_PRICE",
  PROMO_ALREADY_USED: "PROMO.ALREADY_USED",
  PROMO_CODE_TAKEN: "PROMO.CODE_TAKEN",
  CATALOGUE_SKU_TAKEN: "CATALOGUE.SKU_TAKEN",
  IMPORT_FILE_TYPE: "IMPORT.FILE_TYPE",
  IMPORT_FILE_TOO_LARGE: "IMPORT.FILE_TOO_LARGE",
  IMPORT_COLUMN_MISSING: "IMPORT.COLUMN_MISSING",
  IMPORT_UNREADABLE: "IMPORT.UNREADABLE",
  IMPORT_INTERRUPTED: "IMPORT.INTERRUPTED",
  IMPORT_NOT_WHOLE: "IMPORT.NOT_WHOLE",
  IMPORT_OUTSIDE_PICTURE: "IMPORT.OUTSIDE_PICTURE",
  IMPORT_NO_CATEGORY: "IMPORT.NO_CATEGORY",
  CART_OVER_STOCK: "CART.OVER_STOCK",
  CART_INVALID_QUANTITY: "CART.INVALID_QUANTITY",
  CART_NOT_IN_CART: "CART.NOT_IN_CART",
  CART_EMPTY: "CART.EMPTY",
  PAYMENT_UNAVAILABLE: "PAYMENT.UNAVAILABLE",
  ORDER_STATUS_LOCKED: "ORDER.STATUS_LOCKED",
  CARD_INVALID_NUMBER: "CARD.INVALID_NUMBER",
  CARD_UNSUPPORTED: "CARD.UNSUPPORTED",
  EXPIRY_INVALID_FORMAT: "EXPIRY.INVALID_FORMAT",
  EXPIRY_INVALID_MONTH: "EXPIRY.INVALID_MONTH",
  EXPIRY_EXPIRED: "EXPIRY.EXPIRED",
  EXPIRY_TOO_FAR: "EXPIRY.TOO_FAR",
  MONEY_INVALID: "MONEY.INVALID",
  OWNER_REQUIRED: "OWNER.REQUIRED",
  AUTH_BAD_CREDENTIALS: "AUTH.BAD_CREDENTIALS",
  AUTH_REQUIRED: "AUTH.REQUIRED",
  AUTH_TOKEN_INVALID: "AUTH.TOKEN_INVALID",
  FIELD_INVALID: "FIELD.INVALID",
  REQUEST_INVALID: "REQUEST.INVALID",
  REQUEST_INVALID_BODY: "REQUEST.INVALID_BODY",
  REQUEST_BAD_URL: "REQUEST.BAD_URL",
  REQUEST_TOO_LARGE: "REQUEST.TOO_LARGE",
  REQUEST_UNSUPPORTED_MEDIA: "REQUEST.UNSUPPORTED_MEDIA",
  REQUEST_METHOD_NOT_ALLOWED: "REQUEST.METHOD_NOT_ALLOWED",
  REQUEST_TOO_MANY: "REQUEST.TOO_MANY",
  IMAGE_BAD_MODIFIER: "IMAGE.BAD_MODIFIER",
  IMAGE_WRONG_FORMAT: "IMAGE.WRONG_FORMAT",
  IMAGE_TOO_LARGE: "IMAGE.TOO_LARGE",
  NOT_FOUND: "GENERIC.NOT_FOUND",
  ROUTE_NOT_FOUND: "GENERIC.ROUTE_NOT_FOUND",
  PROCESS_FAILED: "GENERIC.PROCESS_FAILED",
  UNKNOWN: "GENERIC.UNKNOWN",
  SERVER_ERROR: "GENERIC.SERVER_ERROR",
  UNAVAILABLE: "GENERIC.UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGE_KEY: Record<ErrorCode, MessageKey> = {
  "PHONE.INVALID": "phone_error",
  "PHONE.NOT_CONFIRMED": "phone_not_confirmed",
  "FIELD.REQUIRED": "required",
  "FIELD.MIN_LENGTH": "min_length",
  "FIELD.MAX_LENGTH": "max_length",
  "FIELD.SAME_AS": "same_as",
  "FIELD.TEXT_TOO_SHORT": "text_min_length",
  "PASSWORD.TOO_SHORT": "min_password",
  "PASSWORD.MISMATCH": "password_error",
  "PASSWORD.WRONG_OLD": "wrong_old_password",
  "CODE.INVALID": "code_error",
  "CODE.WRONG": "code_wrong",
  "CODE.DEAD": "code_dead",
  "CODE.TOO_SOON": "code_too_soon",
  "CODE.THROTTLED": "code_throttled",
  "STEP.EXPIRED": "step_expired",
  "ACCOUNT.PHONE_TAKEN": "phone_taken",
  "FORM.INCOMPLETE": "fill_in_form",
  "LOGIN.CREDENTIALS_MISSING": "write_number_password",
  "DELIVERY.NO_LOCATION": "choose_location",
  "DELIVERY.NO_BTS_BRANCH": "no_bts_branch",
  "DELIVERY.TOO_FAR": "courier_too_far",
  "DELIVERY.NO_TAKEAWAY": "no_takeaway",
  "PHOTOS.TOO_MANY": "max_photos",
  "PHOTOS.WRONG_FORMAT": "wrong_photo_format",
  "REVIEW.RATING_REQUIRED": "rate_required",
  "REVIEW.RATING_RANGE": "rate_range",
  "REVIEW.ALREADY_LEFT": "already_reviewed",
  "REVIEW.NOT_BOUGHT": "review_after_purchase",
  "MASTER.REQUIRED": "not_master",
  "STAFF.FORBIDDEN": "staff_only",
  "PROMO.INVALID": "promo_not_valid",
  "PROMO.BELOW_MIN_PRICE": "promo_min_price",
  "PROMO.ALREADY_USED": "promo_used",
  "PROMO.CODE_TAKEN": "promo_code_taken",
  "CATALOGUE.SKU_TAKEN": "sku_taken",
  "IMPORT.FILE_TYPE": "file_type",
  "IMPORT.FILE_TOO_LARGE": "file_too_large",
  "IMPORT.COLUMN_MISSING": "column_missing",
  "IMPORT.UNREADABLE": "file_unreadable",
  "IMPORT.INTERRUPTED": "import_interrupted",
  "IMPORT.NOT_WHOLE": "not_whole",
  "IMPORT.OUTSIDE_PICTURE": "outside_picture",
  "IMPORT.NO_CATEGORY": "no_category",
  "CART.OVER_STOCK": "over_stock",
  "CART.INVALID_QUANTITY": "invalid_quantity",
  "CART.NOT_IN_CART": "not_in_cart",
  "CART.EMPTY": "cart_empty",
  "PAYMENT.UNAVAILABLE": "payment_unavailable",
  "ORDER.STATUS_LOCKED": "order_status_locked",
  "CARD.INVALID_NUMBER": "card_number_invalid",
  "CARD.UNSUPPORTED": "card_unsupported",
  "EXPIRY.INVALID_FORMAT": "expiry_format",
  "EXPIRY.INVALID_MONTH": "expiry_month",
  "EXPIRY.EXPIRED": "card_expired",
  "EXPIRY.TOO_FAR": "expiry_too_far",
  "MONEY.INVALID": "money_invalid",
  "OWNER.REQUIRED": "no_owner",
  "AUTH.BAD_CREDENTIALS": "bad_credentials",
  "AUTH.REQUIRED": "not_authenticated",
  "AUTH.TOKEN_INVALID": "token_invalid",
  "FIELD.INVALID": "invalid_value",
  "REQUEST.INVALID": "invalid_body",
  "REQUEST.INVALID_BODY": "invalid_body",
  "REQUEST.BAD_URL": "bad_url",
  "REQUEST.TOO_LARGE": "body_too_large",
  "REQUEST.UNSUPPORTED_MEDIA": "unsupported_media",
  "REQUEST.METHOD_NOT_ALLOWED": "method_not_allowed",
  "REQUEST.TOO_MANY": "too_many_requests",
  "IMAGE.BAD_MODIFIER": "bad_image_modifier",
  "IMAGE.WRONG_FORMAT": "upload_correct_format",
  "IMAGE.TOO_LARGE": "image_too_large",
  "GENERIC.NOT_FOUND": "not_found",
  "GENERIC.ROUTE_NOT_FOUND": "route_not_found",
  "GENERIC.PROCESS_FAILED": "error_in_process",
  "GENERIC.UNKNOWN": "an_error_occurred",
  "GENERIC.SERVER_ERROR": "server_error",
  "GENERIC.UNAVAILABLE": "service_unavailable",
};

/**
 * Codes whose text names the field when the error carries one (`params.field`): the server's answers to a
 * malformed request say which field it was.
 */
const FIELD_MESSAGE_KEY: Partial<Record<ErrorCode, MessageKey>> = {
  "FIELD.REQUIRED": "field_required",
};

export type ErrorParams = Readonly<Record<string, string | number>>;
export interface DomainError {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
}

export { fail, ok, type Result } from "./result.ts";

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_MESSAGE_KEY, value);
}

/** The message key of a code; `field` picks the variant that names the field, where the code has one. */
export function messageKeyOf(code: ErrorCode, params?: ErrorParams): MessageKey {
  return (params?.field !== undefined ? FIELD_MESSAGE_KEY[code] : undefined) ?? ERROR_MESSAGE_KEY[code];
}

/** The English text for logs, the server's `message` field and tests; people see the translated catalogs. */
export function englishMessage(error: DomainError): string {
  const template: string = MESSAGES[messageKeyOf(error.code, error.params)];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
