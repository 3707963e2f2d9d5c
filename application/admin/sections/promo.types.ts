import type { Som } from "../../../domain/money";
import { normalisePromoCode, PROMO_LIMITS } from "../../../domain/promo";
import type { PromoState } from "../../../domain/promo-state";

/** What a code takes off: a fixed sum of so'm or a percentage of the goods. */
export type PromoKind = "amount" | "percent";

/** A promo code as the back office lists it; `state` is the domain's (domain/promo-state.ts). */
export interface AdminPromoCode {
  readonly code: string;
  readonly kind: PromoKind;
  /** Whole so'm for "amount", 1-100 for "percent". */
  readonly value: number;
  readonly minOrderPrice: Som;
  /** ISO times; null is "no limit". */
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly maxUses: number | null;
  readonly used: number;
  readonly state: PromoState;
}

/** A new code's terms as POST admin/promo-codes/ takes them. */
export interface NewPromoCode {
  readonly code: string;
  readonly kind: PromoKind;
  readonly value: number;
  readonly minOrderPrice: Som;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly maxUses: number | null;
}

export { PROMO_MOVES, promoMovesOf, type PromoMove } from "../../../domain/promo-state";
export { PROMO_LIMITS } from "../../../domain/promo";

/** The form as typed: text for the numbers, Tashkent days (`YYYY-MM-DD`) for the window. */
export interface PromoDraft {
  readonly code: string;
  readonly kind: PromoKind;
  readonly value: string;
  readonly minOrderPrice: string;
  readonly from: string;
  readonly to: string;
  readonly maxUses: string;
}

export const EMPTY_PROMO_DRAFT: PromoDraft = {
  code: "",
  kind: "amount",
  value: "",
  minOrderPrice: "",
  from: "",
  to: "",
  maxUses: "",
};

export type PromoDraftField = Exclude<keyof PromoDraft, "kind">;
/** Why a field is refused before anything is sent; the ui words each one. */
export type PromoDraftProblem = "required" | "code" | "percent" | "sum" | "whole" | "window";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const digits = (text: string) => text.replace(/[\s\u00A0\u202F]/g, "");

function whole(text: string, min: number, max: number): number | null {
  const clean = digits(text);
  if (!/^\d{1,16}$/.test(clean)) return null;
  const n = Number(clean);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** A Tashkent day's first moment; the shop and its shoppers are in Tashkent (UTC+5, no summer time). */
export const dayStart = (day: string) => `${day}T00:00:00+05:00`;
/** The end of a Tashkent day, so "valid to the 30th" holds all the 30th. */
export const dayEnd = (day: string) => `${day}T23:59:59+05:00`;

/** The draft checked as the server would check it: the new code's terms, or what is wrong with each field. */
export function checkPromoDraft(
  draft: PromoDraft,
):
  | { ok: true; value: NewPromoCode }
  | { ok: false; problems: Partial<Record<PromoDraftField, PromoDraftProblem>> } {
  const problems: Partial<Record<PromoDraftField, PromoDraftProblem>> = {};
  const code = normalisePromoCode(draft.code);
  if (code === "") problems.code = "required";
  else if (!PROMO_LIMITS.code.test(code)) problems.code = "code";
  const percent = draft.kind === "percent";
  const value = whole(draft.value, 1, percent ? PROMO_LIMITS.maxPercent : PROMO_LIMITS.maxSum);
  if (digits(draft.value) === "") problems.value = "required";
  else if (value === null) problems.value = percent ? "percent" : "sum";
  const minOrderPrice =
    digits(draft.minOrderPrice) === "" ? 0 : whole(draft.minOrderPrice, 0, PROMO_LIMITS.maxSum);
  if (minOrderPrice === null) problems.minOrderPrice = "sum";
  const maxUses = digits(draft.maxUses) === "" ? null : whole(draft.maxUses, 1, PROMO_LIMITS.maxUses);
  if (digits(draft.maxUses) !== "" && maxUses === null) problems.maxUses = "whole";
  if (draft.from !== "" && !DAY.test(draft.from)) problems.from = "window";
  if (draft.to !== "" && (!DAY.test(draft.to) || (draft.from !== "" && draft.to < draft.from)))
    problems.to = "window";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      code,
      kind: draft.kind,
      value: value!,
      minOrderPrice: minOrderPrice!,
      startsAt: draft.from ? dayStart(draft.from) : null,
      endsAt: draft.to ? dayEnd(draft.to) : null,
      maxUses,
    },
  };
}
