import { Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { ensureArea } from "../../i18n/load-catalog";

// The receiver's and the payment's steps bring the phone field's number format, the SMS code step and the
// card marks; the checkout opens on the delivery step, so they come once the buyer starts on it (decision
// 0045), or at once when a kept draft reopens on them.
// Both say the validation messages (a phone, a code, a card), which the first step's load leaves out.
const loadContact = () => Promise.all([import("./contact-step"), ensureArea("validation")]).then(([m]) => m);
const loadPayment = () => Promise.all([import("./payment-step"), ensureArea("validation")]).then(([m]) => m);

export const ContactStep = lazy(() => loadContact().then((m) => ({ default: m.ContactStep })));
export const PaymentStep = lazy(() => loadPayment().then((m) => ({ default: m.PaymentStep })));

let asked = false;

/**
 * Fetches both later steps, once; called on the buyer's first move over the checkout. A failed fetch is tried
 * again by the step's own lazy load when it is shown.
 */
export function prefetchLaterSteps(): void {
  if (asked) return;
  asked = true;
  loadContact().catch(() => undefined);
  loadPayment().catch(() => undefined);
}

/** Stands in for a step whose code is still on its way (a slow network, before the buyer moved). */
export function StepLoading() {
  const { t } = useLingui();
  return (
    <Stack align="center" py="8" data-testid="step-loading">
      <Spinner
        color="brand.fg"
        aria-label={t({ id: "checkout.step.loading", message: "Loading the step" })}
      />
    </Stack>
  );
}
