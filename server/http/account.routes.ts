import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { normalisePhone } from "../application/account/phone.ts";
import { savedCards } from "../application/account/cards.ts";
import { apiRoute } from "./api-route.ts";
import { unauthorized } from "./errors.ts";
import { markPrivate } from "./auth.ts";

/** `phone` as typed ("+998 (90) 123-45-67") becomes the contract's 9 digits before the body is checked. */
function withNationalPhone(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return "phone" in b ? { ...b, phone: normalisePhone(b.phone) } : body;
}

/** Sign-in, token refresh, the profile and saved cards. Every answer here is for one person and never cached. */
export function accountRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "login", async ({ body, reply }) => {
    markPrivate(reply);
    const pair = await s.accounts.login(body.phone, body.password);
    if (!pair) throw unauthorized("BAD_CREDENTIALS");
    return pair;
  }, { normaliseBody: withNationalPhone });

  /** Rotation: every refresh answers a new refresh token too. The old one stays valid until it expires. */
  apiRoute(app, s, "tokenRefresh", async ({ body, reply }) => {
    markPrivate(reply);
    const pair = await s.accounts.refresh(body.refresh);
    if (!pair) throw unauthorized("TOKEN_INVALID");
    return pair;
  });

  apiRoute(app, s, "account", async ({ userId }) => {
    const profile = await s.accounts.profile(userId);
    if (!profile) throw unauthorized("TOKEN_INVALID");
    return profile;
  });

  apiRoute(app, s, "cardsList", async ({ userId }) => ({ results: await savedCards(s.db, userId) }));
}
