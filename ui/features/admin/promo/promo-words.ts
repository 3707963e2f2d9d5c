import { useLingui } from "@lingui/react/macro";
import type {
  AdminPromoCode,
  PromoDraftProblem,
  PromoMove,
} from "../../../../application/admin/sections/promo.types";
import type { PromoState } from "../../../../domain/promo-state";
import { useMoneyText } from "../../../kit/price";
import { useOrderFormat } from "../../orders/order-format";

/** Each state's name, as the badge shows it. */
export function usePromoStateLabel(): (state: PromoState) => string {
  const { t } = useLingui();
  return (state) => {
    switch (state) {
      case "active":
        return t({ id: "admin.promo.state.active", message: "Active" });
      case "scheduled":
        return t({ id: "admin.promo.state.scheduled", message: "Not started yet" });
      case "paused":
        return t({ id: "admin.promo.state.paused", message: "Paused" });
      case "expired":
        return t({ id: "admin.promo.state.expired", message: "Expired" });
      case "used_up":
        return t({ id: "admin.promo.state.usedUp", message: "Used up" });
    }
  };
}

export function usePromoMoveLabel(): (move: PromoMove) => string {
  const { t } = useLingui();
  return (move) => {
    switch (move) {
      case "pause":
        return t({ id: "admin.promo.move.pause", message: "Pause" });
      case "resume":
        return t({ id: "admin.promo.move.resume", message: "Resume" });
      case "expire":
        return t({ id: "admin.promo.move.expire", message: "End now" });
    }
  };
}

/** What is wrong with a field of the new code's form, in words. */
export function usePromoProblemText(): (problem: PromoDraftProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case "required":
        return t({ id: "admin.form.required", message: "Fill this in" });
      case "code":
        return t({ id: "admin.promo.problem.code", message: "3 to 32 Latin letters or digits" });
      case "percent":
        return t({ id: "admin.promo.problem.percent", message: "A whole number from 1 to 100" });
      case "sum":
        return t({ id: "admin.promo.problem.sum", message: "A whole sum of so'm" });
      case "whole":
        return t({ id: "admin.promo.problem.whole", message: "A whole number, 1 or more" });
      case "window":
        return t({ id: "admin.promo.problem.window", message: "The end cannot come before the start" });
    }
  };
}

/** A code's terms as the list writes them: the discount, the minimum order, the window and the uses. */
export function usePromoTerms() {
  const { t } = useLingui();
  const money = useMoneyText();
  const format = useOrderFormat();
  return {
    discount: (c: AdminPromoCode) => (c.kind === "percent" ? `${c.value}%` : money(c.value)),
    minOrder: (c: AdminPromoCode) =>
      c.minOrderPrice > 0
        ? money(c.minOrderPrice)
        : t({ id: "admin.promo.minOrder.any", message: "Any sum" }),
    window: (c: AdminPromoCode) => {
      const from = format.date(c.startsAt);
      const to = format.date(c.endsAt);
      if (from && to) return t({ id: "admin.promo.window.both", message: `${from} – ${to}` });
      if (from) return t({ id: "admin.promo.window.from", message: `From ${from}` });
      if (to) return t({ id: "admin.promo.window.to", message: `Until ${to}` });
      return t({ id: "admin.promo.window.always", message: "No time limit" });
    },
    uses: (c: AdminPromoCode) => {
      const used = c.used;
      const max = c.maxUses;
      return max === null
        ? t({ id: "admin.promo.uses.unlimited", message: `${used}, no limit` })
        : t({ id: "admin.promo.uses.of", message: `${used} of ${max}` });
    },
  };
}
