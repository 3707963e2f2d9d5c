import { array, enums, integer, nullable, optional, string, type } from "superstruct";
import { PROMO_STATES } from "../domain/promo-state.ts";
import { defineEndpoints, type Endpoint } from "./endpoint.ts";

/** A promo code with its state as the server's clock reads it (domain/promo-state.ts). */
export const StaffPromo = type({
  code: string(),
  kind: enums(["amount", "percent"] as const),
  value: integer(),
  min_order_price: integer(),
  starts_at: nullable(string()),
  ends_at: nullable(string()),
  max_uses: nullable(integer()),
  used: integer(),
  state: enums(PROMO_STATES),
});

const move = (name: "pause" | "resume" | "expire") =>
  ({
    method: "POST",
    path: `admin/promo-codes/{code}/${name}/`,
    params: type({ code: string() }),
    answer: StaffPromo,
    auth: "required",
    permission: "promo.edit",
  }) as const satisfies Endpoint;

export const adminPromoEndpoints = defineEndpoints({
  adminPromoCodes: {
    method: "GET",
    path: "admin/promo-codes/",
    answer: type({ results: array(StaffPromo) }),
    auth: "required",
    permission: "promo.edit",
  },
  /** 201 with the new code; PROMO.CODE_TAKEN when the code exists. */
  adminPromoCreate: {
    method: "POST",
    path: "admin/promo-codes/",
    body: type({
      code: string(),
      kind: enums(["amount", "percent"] as const),
      value: integer(),
      min_order_price: optional(integer()),
      starts_at: optional(nullable(string())),
      ends_at: optional(nullable(string())),
      max_uses: optional(nullable(integer())),
    }),
    answer: StaffPromo,
    auth: "required",
    permission: "promo.edit",
  },
  adminPromoPause: move("pause"),
  adminPromoResume: move("resume"),
  adminPromoExpire: move("expire"),
});
