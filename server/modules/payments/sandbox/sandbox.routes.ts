import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AddressInfo } from "node:net";
import { SANDBOX_MERCHANT_ID, SANDBOX_PATH, sandboxPage } from "./sandbox-config.ts";
import {
  formToken,
  formTokenValid,
  readSandboxLink,
  safeReturnUrl,
  type SandboxLink,
} from "./sandbox-link.ts";
import { checkoutPage, messagePage } from "./sandbox-page.ts";
import type { SandboxPlayer } from "./sandbox-player.ts";
import { sandboxLanguage, TEXTS, type SandboxLanguage } from "./sandbox-texts.ts";

// The page loads nothing and may not be framed (a Pay button under someone else's page is a click-jack).
const HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

type Request = FastifyRequest<{
  Params: { provider: string; "*": string };
  Querystring: { lang?: string };
}>;

/** Where this server listens, as an address it can call itself at; null when it does not listen. */
export function ownAddress(app: FastifyInstance): string | null {
  // A string is a pipe or a Unix socket, which fetch cannot reach.
  const addresses = app.addresses().filter((a): a is AddressInfo => typeof a === "object");
  const chosen = addresses.find((a) => a.family === "IPv4") ?? addresses[0];
  if (!chosen) return null;
  const host = chosen.address === "0.0.0.0" ? "127.0.0.1" : chosen.address === "::" ? "::1" : chosen.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${chosen.port}`;
}

/**
 * The offline sandbox's checkout pages (docs/payments.md, Offline sandbox), one per provider it plays: GET
 * shows the link's order and amount; POST pays or declines it by sending this server the provider's own
 * callbacks, then returns the shopper to `c`. Registered always: a provider that is not played (its real
 * keys are set, or PAYMENT_SANDBOX=0) answers 404 on both.
 */
export function registerSandbox(
  app: FastifyInstance,
  {
    players,
    formKey,
    publicUrl,
  }: {
    /** By provider name: the providers the sandbox plays. */
    players: ReadonlyMap<string, SandboxPlayer>;
    formKey: string | null;
    /** PUBLIC_URL, the shop's origin when set ("" else): where `c` may lead besides this page's origin. */
    publicUrl: string;
  },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const path = `${SANDBOX_PATH}/:provider/*`;

    const html = (reply: FastifyReply, status: number, text: string) =>
      reply.code(status).headers(HEADERS).send(text);
    const opened = (request: Request, reply: FastifyReply, lang: SandboxLanguage) => {
      const t = TEXTS[lang];
      const player = players.get(request.params.provider);
      if (!player || !formKey) {
        void html(reply, 404, messagePage({ lang, title: t.notFoundTitle, message: t.notFound }));
        return null;
      }
      const link = readSandboxLink(request.params["*"]);
      if (!link) {
        void html(reply, 400, messagePage({ lang, title: t.badLinkTitle, message: t.badLink }));
        return null;
      }
      return { link, key: formKey, player };
    };
    // The page's own origin as the browser asked for it: a return to it stays on the shop.
    const back = (request: Request, link: SandboxLink) =>
      safeReturnUrl(link.returnUrl, publicUrl, `${request.protocol}://${request.host}`);
    const view = (
      request: Request,
      player: SandboxPlayer,
      link: SandboxLink,
      key: string,
      lang: SandboxLanguage,
      error?: string,
    ) =>
      checkoutPage({
        lang,
        provider: player.title,
        self: `${sandboxPage(player.provider)}/${link.encoded}`,
        merchant: SANDBOX_MERCHANT_ID,
        orderId: link.orderId,
        amount: link.amount,
        returnUrl: link.returnUrl,
        safeReturn: back(request, link),
        token: formToken(key, player.provider, link),
        ...(error ? { error } : {}),
      });

    scope.get(path, async (request: Request, reply) => {
      const lang = sandboxLanguage(request.query.lang, request.headers["accept-language"]);
      const found = opened(request, reply, lang);
      if (!found) return reply;
      return html(reply, 200, view(request, found.player, found.link, found.key, lang));
    });

    scope.post(path, async (request: Request, reply) => {
      const form = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const lang = sandboxLanguage(form.lang, request.headers["accept-language"]);
      const t = TEXTS[lang];
      const found = opened(request, reply, lang);
      if (!found) return reply;
      const { link, key, player } = found;
      if (
        !formTokenValid(key, player.provider, link, form.token) ||
        (form.action !== "pay" && form.action !== "decline")
      )
        return html(reply, 403, messagePage({ lang, title: t.badTokenTitle, message: t.badToken }));
      const base = ownAddress(request.server);
      const outcome = base
        ? await (form.action === "pay" ? player.pay(base, link) : player.decline(base, link))
        : { ok: false as const, error: null, cause: new Error("the server does not listen") };
      if (outcome.ok) {
        const to = back(request, link);
        if (to) return reply.header("cache-control", "no-store").redirect(to, 303);
        const title = form.action === "pay" ? t.paid : t.declined;
        return html(reply, 200, messagePage({ lang, title, message: `${t.order} № ${link.orderId}` }));
      }
      if (outcome.error === null) {
        request.log.warn(
          { err: outcome.cause, provider: player.provider },
          "payment sandbox could not call the shop",
        );
        return html(reply, 502, view(request, player, link, key, lang, t.unreachable));
      }
      const { code, message } = outcome.error;
      // Click's and Paynet's notes are one language (the shop's own English): named as the shop's refusal.
      const text =
        typeof message === "string"
          ? message
            ? `${t.refused}: ${message}`
            : t.refused
          : (message?.[lang] ?? t.refused);
      return html(reply, 409, view(request, player, link, key, lang, `${text} (${t.code} ${code})`));
    });
  });
}
