import { DELIVERY_TYPE, PAYMENT_TYPE } from "../../contract/codes";
import type { DeliveryType, PaymentType } from "../../contract/enums";
import type { GeoPoint } from "./checkout.types";

export const CHECKOUT_STEPS = ["delivery_address", "contact_detail", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Local-storage keys of spec section 3: the order data and the check price. */
export const DRAFT_KEY = "order";
export const CHECK_KEY = "check";

/** Every choice the shopper has made so far; what survives a reload under `order`. */
export interface CheckoutDraft {
  readonly deliveryType: DeliveryType;
  readonly region: number | null;
  readonly district: number | null;
  /** Courier: the point picked on the map. */
  readonly point: GeoPoint | null;
  /** BTS: the chosen branch. */
  readonly branch: number | null;
  /** Street, house and flat for the courier. */
  readonly address: string;
  readonly receiverName: string;
  readonly receiverPhone: string;
  readonly phone2: string;
  /** The SMS check of `phone2`, once its code was accepted. */
  readonly phone2Uuid: string | null;
  readonly paymentType: PaymentType;
  /** The saved card chosen to pay with (payment type 2); null for every other way. */
  readonly card: number | null;
  readonly useCashback: boolean;
  readonly promoCode: string | null;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  deliveryType: DELIVERY_TYPE.courier,
  region: null,
  district: null,
  point: null,
  branch: null,
  address: "",
  receiverName: "",
  receiverPhone: "",
  phone2: "",
  phone2Uuid: null,
  paymentType: PAYMENT_TYPE.cash,
  card: null,
  useCashback: false,
  promoCode: null,
};

const PHONE = /^\d{9}$/;

/**
 * What keeps a step from being done, as message ids the ui translates; empty when the step is complete. The
 * server checks all of it again.
 */
export function stepProblems(draft: CheckoutDraft, step: CheckoutStep): string[] {
  const problems: string[] = [];
  if (step === "delivery_address") {
    if (draft.district === null) problems.push("checkout.error.district");
    else if (draft.deliveryType === DELIVERY_TYPE.courier && !draft.point)
      problems.push("checkout.error.point");
    else if (draft.deliveryType === DELIVERY_TYPE.btsBranch && draft.branch === null)
      problems.push("checkout.error.branch");
  }
  if (step === "contact_detail") {
    if (draft.receiverName.trim() === "") problems.push("checkout.error.name");
    if (!PHONE.test(draft.receiverPhone)) problems.push("checkout.error.phone");
    if (draft.phone2 !== "" && draft.phone2Uuid === null) problems.push("checkout.error.phone2");
  }
  return problems;
}

/** The first step with a problem, or null when the draft can be placed. */
export function firstIncompleteStep(draft: CheckoutDraft): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => stepProblems(draft, step).length > 0) ?? null;
}

/** A stored draft, or null when it is missing or not one of ours (an older shape, hand-edited). */
export function readDraft(text: string | null): CheckoutDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CheckoutDraft>;
    if (typeof value !== "object" || value === null) return null;
    const draft = { ...EMPTY_DRAFT, ...value };
    const types = Object.values(DELIVERY_TYPE) as number[];
    return types.includes(draft.deliveryType) ? draft : null;
  } catch {
    return null;
  }
}
