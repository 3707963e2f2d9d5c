import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { messageKeyOf, type DomainError } from "../../domain/errors";
import type { MessageKey } from "../../domain/messages";

/**
 * The translated text of every domain message. Ids are the domain's message keys (domain/messages.ts), so
 * a server error code (`errors[0].error`) and a client-side rule reach the same catalog entry; the English
 * text here is only the source default. Placeholders are filled from the error's params.
 */
export const VALIDATION_MESSAGES: Record<MessageKey, MessageDescriptor> = {
  phone_error: msg({ id: "phone_error", message: "Please check your phone number" }),
  required: msg({ id: "required", message: "Value is required" }),
  min_length: msg({ id: "min_length", message: "This field should be at least {min} characters long" }),
  max_length: msg({ id: "max_length", message: "This field should be at most {max} characters long" }),
  same_as: msg({ id: "same_as", message: "The value must be equal to the other value" }),
  text_min_length: msg({ id: "text_min_length", message: "At least 4 characters" }),
  min_password: msg({ id: "min_password", message: "The password should be at least {min} characters long" }),
  password_error: msg({ id: "password_error", message: "Entered passwords must be identical" }),
  wrong_old_password: msg({
    id: "wrong_old_password",
    message: "Your current password does not exist or is incorrect",
  }),
  phone_not_confirmed: msg({
    id: "phone_not_confirmed",
    message: "Confirm this phone number with the code from the SMS",
  }),
  code_error: msg({ id: "code_error", message: "Enter the {length}-digit code" }),
  code_wrong: msg({ id: "code_wrong", message: "Wrong code. Tries left: {left}" }),
  code_dead: msg({ id: "code_dead", message: "This code no longer works. Ask for a new one" }),
  code_too_soon: msg({ id: "code_too_soon", message: "A new code can be sent in {seconds} s" }),
  code_throttled: msg({
    id: "code_throttled",
    message: "Too many codes were asked for. Try again in an hour",
  }),
  step_expired: msg({
    id: "step_expired",
    message: "The time for this step has run out. Please start again",
  }),
  phone_taken: msg({
    id: "phone_taken",
    message: "An account with this phone number already exists. Sign in or reset the password",
  }),
  password_changed: msg({ id: "password_changed", message: "The password has been changed" }),
  master_confirmed: msg({
    id: "master_confirmed",
    message: "You are a master now: your discount card and points are in your profile",
  }),
  fill_in_form: msg({ id: "fill_in_form", message: "Please fill in the form" }),
  write_number_password: msg({ id: "write_number_password", message: "enter phone and password" }),
  choose_location: msg({ id: "choose_location", message: "choose a location on the map" }),
  no_bts_branch: msg({
    id: "no_bts_branch",
    message: "There is no BTS branch in this area, choose another area",
  }),
  courier_too_far: msg({
    id: "courier_too_far",
    message: "The courier delivers up to {max} km from the shop: choose a BTS branch or pick-up",
  }),
  no_takeaway: msg({ id: "no_takeaway", message: "Pick-up is not available in this area, choose delivery" }),
  max_photos: msg({ id: "max_photos", message: "max 4 photos" }),
  wrong_photo_format: msg({ id: "wrong_photo_format", message: "wrong photo format" }),
  upload_correct_format: msg({ id: "upload_correct_format", message: "please upload the correct format" }),
  image_too_large: msg({ id: "image_too_large", message: "The picture must be at most {megabytes} MB" }),
  rate_required: msg({ id: "rate_required", message: "Rate is required" }),
  rate_range: msg({ id: "rate_range", message: "Rate must be a whole number from 1 to 5" }),
  already_reviewed: msg({ id: "already_reviewed", message: "You already left a review" }),
  review_after_purchase: msg({
    id: "review_after_purchase",
    message: "You can review a product only after buying it",
  }),
  not_master: msg({ id: "not_master", message: "You are not a master" }),
  staff_only: msg({ id: "staff_only", message: "This section is for the shop's staff" }),
  promo_not_valid: msg({ id: "promo_not_valid", message: "Promo code not valid" }),
  promo_min_price: msg({
    id: "promo_min_price",
    message: "This promo code applies to orders from {min} so'm",
  }),
  promo_used: msg({ id: "promo_used", message: "You have already used this promo code" }),
  promo_code_taken: msg({ id: "promo_code_taken", message: "A promo code with this name already exists" }),
  sku_taken: msg({ id: "sku_taken", message: "This SKU already belongs to another product" }),
  file_type: msg({ id: "file_type", message: "Upload a spreadsheet: an .xlsx or .csv file" }),
  file_too_large: msg({ id: "file_too_large", message: "The file must be at most {megabytes} MB" }),
  column_missing: msg({ id: "column_missing", message: "The first row has no «{column}» column" }),
  file_unreadable: msg({
    id: "file_unreadable",
    message: "The file cannot be read as a spreadsheet: save it as .xlsx or as CSV UTF-8",
  }),
  import_interrupted: msg({
    id: "import_interrupted",
    message: "The import stopped before the end: upload the file again",
  }),
  not_whole: msg({ id: "not_whole", message: "«{field}» must be a whole number" }),
  outside_picture: msg({
    id: "outside_picture",
    message:
      "Only links to this shop's pictures (/media/products/…) are taken; add other pictures in the product's card",
  }),
  no_category: msg({
    id: "no_category",
    message: "There is no category {value} for goods (a section holds categories, not goods)",
  }),
  over_stock: msg({ id: "over_stock", message: "Only {stock} left in stock" }),
  invalid_quantity: msg({ id: "invalid_quantity", message: "The quantity must be a whole number" }),
  not_in_cart: msg({ id: "not_in_cart", message: "This product is not in the basket" }),
  cart_empty: msg({ id: "cart_empty", message: "The basket is empty" }),
  payment_unavailable: msg({
    id: "payment_unavailable",
    message: "This payment method is not available now, choose another one",
  }),
  order_status_locked: msg({
    id: "order_status_locked",
    message: "The order cannot be changed this way in its current status",
  }),
  order_status_0: msg({ id: "order_status_0", message: "Cancelled" }),
  order_status_1: msg({ id: "order_status_1", message: "New" }),
  order_status_2: msg({ id: "order_status_2", message: "Awaiting payment" }),
  order_status_3: msg({ id: "order_status_3", message: "Approved" }),
  order_status_4: msg({ id: "order_status_4", message: "In delivery" }),
  order_status_5: msg({ id: "order_status_5", message: "On the way" }),
  order_status_6: msg({ id: "order_status_6", message: "Delivered" }),
  card_number_invalid: msg({ id: "card_number_invalid", message: "Please check the card number" }),
  card_unsupported: msg({ id: "card_unsupported", message: "This card type is not supported" }),
  expiry_format: msg({ id: "expiry_format", message: "Enter the date as MM/YY" }),
  expiry_month: msg({ id: "expiry_month", message: "The month must be from 01 to 12" }),
  card_expired: msg({ id: "card_expired", message: "The card has expired" }),
  expiry_too_far: msg({ id: "expiry_too_far", message: "The year may be at most {years} years ahead" }),
  money_invalid: msg({ id: "money_invalid", message: "Please enter a valid amount" }),
  error_in_process: msg({ id: "error_in_process", message: "Error! Error in the process. Please try again" }),
  an_error_occurred: msg({ id: "an_error_occurred", message: "An error occurred" }),
  server_error: msg({ id: "server_error", message: "Server error" }),
  service_unavailable: msg({
    id: "service_unavailable",
    message: "The shop is temporarily unavailable. Please try again in a few seconds.",
  }),
  payment_success: msg({ id: "payment_success", message: "Payment completed successfully" }),
  field_required: msg({ id: "field_required", message: "The field «{field}» is required" }),
  invalid_value: msg({ id: "invalid_value", message: "The value of the field «{field}» is not valid" }),
  not_found: msg({ id: "not_found", message: "Not found." }),
  route_not_found: msg({ id: "route_not_found", message: "Page not found." }),
  invalid_body: msg({ id: "invalid_body", message: "The request body cannot be read." }),
  bad_url: msg({ id: "bad_url", message: "The request address cannot be read." }),
  body_too_large: msg({ id: "body_too_large", message: "The request is too large." }),
  unsupported_media: msg({ id: "unsupported_media", message: "This request format is not supported." }),
  method_not_allowed: msg({ id: "method_not_allowed", message: "This method is not supported." }),
  bad_image_modifier: msg({ id: "bad_image_modifier", message: "Wrong image parameter «{field}»." }),
  bad_credentials: msg({
    id: "bad_credentials",
    message: "No active account found with the given credentials.",
  }),
  not_authenticated: msg({ id: "not_authenticated", message: "Please sign in to your account." }),
  token_invalid: msg({ id: "token_invalid", message: "The token is not valid or has expired." }),
  too_many_requests: msg({ id: "too_many_requests", message: "Too many requests." }),
  no_owner: msg({
    id: "no_owner",
    message: "The shopper could not be identified: sign in or send a Fingerprint.",
  }),
};

/** The descriptor for an error code, e.g. for `<Trans>` or `i18n._(descriptor, values)`. */
export function descriptorFor(error: DomainError): MessageDescriptor {
  return VALIDATION_MESSAGES[messageKeyOf(error.code, error.params)];
}

/** The error as text in the i18n instance's language, its params filled in. */
export function translateError(i18n: I18n, error: DomainError): string {
  const descriptor = descriptorFor(error);
  return i18n._(error.params ? { ...descriptor, values: { ...error.params } } : descriptor);
}
