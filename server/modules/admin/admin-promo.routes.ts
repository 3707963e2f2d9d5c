import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { normalisePromoCode, PROMO_LIMITS } from "../../../domain/promo.ts";
import { promoState } from "../../../domain/promo-state.ts";
import { failure, found } from "../../platform/failure.ts";
import type { AdminPromoRepository, NewPromoCode, PromoCodeRow } from "./admin-promo.repository.ts";
import { bodyOf, invalid, iso, required, wholeField, type Json } from "./admin-input.ts";

const { code: CODE, maxSum: MAX_SUM, maxPercent, maxUses } = PROMO_LIMITS;

function view(r: PromoCodeRow, now: Date) {
  const percent = r.discountPercent === null ? null : Number(r.discountPercent);
  return {
    code: r.code,
    kind: percent === null ? ("amount" as const) : ("percent" as const),
    value: percent ?? Number(r.discountAmount),
    min_order_price: Number(r.minOrderPrice),
    starts_at: iso(r.validFrom),
    ends_at: iso(r.validUntil),
    max_uses: r.maxUses,
    used: r.usedCount,
    state: promoState(
      {
        active: r.active,
        startsAt: r.validFrom && new Date(r.validFrom),
        endsAt: r.validUntil && new Date(r.validUntil),
        maxUses: r.maxUses,
        used: r.usedCount,
      },
      now,
    ),
  };
}

/** An ISO date-time with its zone, or null/absent for "no limit". */
function instant(body: Json, field: string): Date | null {
  const value = body[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value))
    throw invalid(field);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalid(field);
  return at;
}

function newCode(body: Json): NewPromoCode {
  if (body.code === undefined || body.code === null || body.code === "") throw required("code");
  if (typeof body.code !== "string") throw invalid("code");
  const code = normalisePromoCode(body.code);
  if (!CODE.test(code)) throw invalid("code");
  if (body.kind === undefined) throw required("kind");
  if (body.kind !== "amount" && body.kind !== "percent") throw invalid("kind");
  if (body.value === undefined) throw required("value");
  const value =
    body.kind === "percent"
      ? wholeField(body, "value", 1, maxPercent)!
      : wholeField(body, "value", 1, MAX_SUM)!;
  const startsAt = instant(body, "starts_at");
  const endsAt = instant(body, "ends_at");
  if (startsAt && endsAt && endsAt <= startsAt) throw invalid("ends_at");
  return {
    code,
    percent: body.kind === "percent" ? value : null,
    amount: body.kind === "amount" ? value : null,
    minOrderPrice: wholeField(body, "min_order_price", 0, MAX_SUM) ?? 0,
    startsAt,
    endsAt,
    maxUses: body.max_uses === null ? null : (wholeField(body, "max_uses", 1, maxUses) ?? null),
  };
}

/** Promo codes: list, create, pause, resume, expire (docs/decisions/0013-back-office.md). */
export function registerAdminPromo(
  app: FastifyInstance,
  deps: { promos: AdminPromoRepository; clock: () => Date; guard: preHandlerAsyncHookHandler },
) {
  const { promos, clock, guard } = deps;

  app.get(routePath(adminEndpoints.adminPromoCodes.path), { preHandler: guard }, async () => {
    const now = clock();
    return { results: (await promos.list()).map((r) => view(r, now)) };
  });

  app.post(routePath(adminEndpoints.adminPromoCreate.path), { preHandler: guard }, async (request, reply) => {
    const row = await promos.insert(newCode(bodyOf(request)));
    if (!row) throw failure("PROMO.CODE_TAKEN");
    reply.code(201);
    return view(row, clock());
  });

  const moves = [
    ["adminPromoPause", (code: string) => promos.setActive(code, false)],
    ["adminPromoResume", (code: string) => promos.setActive(code, true)],
    ["adminPromoExpire", (code: string) => promos.expire(code, clock())],
  ] as const;
  for (const [name, run] of moves)
    app.post<{ Params: { code: string } }>(
      routePath(adminEndpoints[name].path),
      { preHandler: guard },
      async (request) => view(found(await run(normalisePromoCode(request.params.code))), clock()),
    );
}
