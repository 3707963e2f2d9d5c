import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The texts of the checkout model's step problems (application/checkout/checkout-draft.ts names them by id).
const PROBLEMS: Record<string, MessageDescriptor> = {
  "checkout.error.district": msg({
    id: "checkout.error.district",
    message: "Choose the region and district",
  }),
  "checkout.error.point": msg({ id: "checkout.error.point", message: "Choose a location on the map" }),
  "checkout.error.branch": msg({ id: "checkout.error.branch", message: "Choose a BTS branch" }),
  "checkout.error.name": msg({ id: "checkout.error.name", message: "Enter the receiver's full name" }),
  "checkout.error.phone": msg({
    id: "checkout.error.phone",
    message: "Enter the phone: 9 digits after +998",
  }),
  "checkout.error.phone2": msg({
    id: "checkout.error.phone2",
    message: "Confirm the second phone with the SMS code, or clear it",
  }),
};

/** The problem's text, when the step has that problem. */
export function problemText(i18n: I18n, problems: readonly string[], id: string): string | undefined {
  const descriptor = PROBLEMS[id];
  return problems.includes(id) && descriptor ? i18n._(descriptor) : undefined;
}
