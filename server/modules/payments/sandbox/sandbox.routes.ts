import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AddressInfo } from "node:net";
import type { PaymeConfig } from "../../../config.ts";
import { SANDBOX_PAYME_PATH } from "./sandbox-config.ts";
import {
  formToken,
  formTokenValid,
  readSandboxLink,
  safeReturnUrl,
  type SandboxLink,
} from "./sandbox-link.ts";
import { checkoutPage, messagePage } from "./sandbox-page.ts";
import type { SandboxPayer } from "./sandbox-payer.ts";
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

type Request = FastifyRequest<{ Params: { "*": string }; Querystring: { lang?: string } }>;

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
 * The offline sandbox's Payme checkout (docs/payments.md, Offline sandbox): GET shows the link's order and
 * amount; POST pays or declines it by sending this server Payme's own callbacks, then returns the shopper to
 * `c`. Registered always: while real Payme keys are set, or PAYMENT_SANDBOX=0, both answer 404.
 */
export function registerSandbox(app: FastifyInstance, payme: PaymeConfig | null, payer: SandboxPayer | null) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const path = `${SANDBOX_PAYME_PATH}/*`;

    const html = (reply: FastifyReply, status: number, text: string) =>
      reply.code(status).headers(HEADERS).send(text);
    const opened = (request: Request, reply: FastifyReply, lang: SandboxLanguage) => {
      const t = TEXTS[lang];
      if (!payme || !payer) {
        void html(reply, 404, messagePage({ lang, title: t.notFoundTitle, message: t.notFound }));
        return null;
      }
      const link = readSandboxLink(request.params["*"]);
      if (!link) {
        void html(reply, 400, messagePage({ lang, title: t.badLinkTitle, message: t.badLink }));
        return null;
      }
      return { link, key: payme.key, payer };
    };
    const view = (link: SandboxLink, key: string, lang: SandboxLanguage, error?: string) =>
      checkoutPage({
        lang,
        self: `${SANDBOX_PAYME_PATH}/${link.encoded}`,
        merchant: payme!.merchantId,
        orderId: link.orderId,
        amount: link.amount,
        returnUrl: link.returnUrl,
        safeReturn: safeReturnUrl(link.returnUrl),
        token: formToken(key, link),
        ...(error ? { error } : {}),
      });

    scope.get(path, async (request: Request, reply) => {
      const lang = sandboxLanguage(request.query.lang, request.headers["accept-language"]);
      const found = opened(request, reply, lang);
      if (!found) return reply;
      return html(reply, 200, view(found.link, found.key, lang));
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
      const { link, key } = found;
      if (!formTokenValid(key, link, form.token) || (form.action !== "pay" && form.action !== "decline"))
        return html(reply, 403, messagePage({ lang, title: t.badTokenTitle, message: t.badToken }));
      const base = ownAddress(request.server);
      const outcome = base
        ? await (form.action === "pay" ? found.payer.pay(base, link) : found.payer.decline(base, link))
        : { ok: false as const, error: null, cause: new Error("the server does not listen") };
      if (outcome.ok) {
        const back = safeReturnUrl(link.returnUrl);
        if (back) return reply.header("cache-control", "no-store").redirect(back, 303);
        const title = form.action === "pay" ? t.paid : t.declined;
        return html(reply, 200, messagePage({ lang, title, message: `${t.order} № ${link.orderId}` }));
      }
      if (outcome.error === null) {
        request.log.warn({ err: outcome.cause }, "payment sandbox could not call the shop");
        return html(reply, 502, view(link, key, lang, t.unreachable));
      }
      const message = `${outcome.error.message[lang]} (${t.code} ${outcome.error.code})`;
      return html(reply, 409, view(link, key, lang, message));
    });
  });
}
