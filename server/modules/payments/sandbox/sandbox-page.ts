import { formatMoney, type Tiyin } from "../../../../domain/money.ts";
import {
  LANGUAGE_TAGS,
  SANDBOX_LANGUAGES,
  TEXTS,
  withProvider,
  type SandboxLanguage,
} from "./sandbox-texts.ts";

/** Everything from the link or the request is put in the page through this, text and attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"'`]/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" })[ch]!,
  );
}

/** 19200000 tiyin -> "192 000,00": the domain's so'm format with the link's own tiyin. */
export function formatTiyin(amount: Tiyin): string {
  const tiyin = String(amount % 100).padStart(2, "0");
  return formatMoney(Math.trunc(amount / 100)).replace(/,\d\d$/, `,${tiyin}`);
}

// No external asset: one inline sheet, light and dark by the system's choice, one column from 320 px up.
const STYLE = `
:root{color-scheme:light dark;--bg:#eef2f5;--card:#fff;--text:#17212b;--muted:#5b6875;--line:#dde3e9;
--accent:#00777d;--on-accent:#fff;--warn-bg:#fff3c4;--warn:#6b4e00;--error:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#0f1418;--card:#1a2229;--text:#e8edf1;--muted:#9aa7b3;
--line:#2c3740;--accent:#3cc6cc;--on-accent:#062a2c;--warn-bg:#3d3100;--warn:#ffe08a;--error:#ffb4ab}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;display:flex;justify-content:center;
align-items:flex-start;padding:16px 12px}
main{width:100%;max-width:440px;background:var(--card);border-radius:16px;padding:20px 16px;
box-shadow:0 2px 12px rgb(0 0 0 / .08)}
@media (min-width:600px){body{padding-top:48px}main{padding:28px 28px 24px}}
.badge{margin:0 0 16px;padding:8px 12px;border-radius:8px;background:var(--warn-bg);color:var(--warn);
font-weight:700;font-size:14px;text-align:center;letter-spacing:.02em}
h1{margin:0 0 4px;font-size:22px}
h1 span{color:var(--accent)}
.sub{margin:0 0 16px;color:var(--muted);font-size:14px}
dl{margin:0 0 20px;border-top:1px solid var(--line)}
dl div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;padding:10px 0;
border-bottom:1px solid var(--line)}
dt{color:var(--muted)}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.total dd{font-size:20px;white-space:nowrap;margin-left:auto}
form{display:grid;gap:10px;margin:0 0 10px}
button,.button{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:10px;font:inherit;
font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:1px solid var(--line);
background:transparent;color:var(--text)}
.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:var(--error);font-weight:600}
.note,.return{color:var(--muted);font-size:14px;overflow-wrap:anywhere}
nav{display:flex;flex-wrap:wrap;gap:4px;justify-content:center;margin-top:8px;font-size:14px}
nav a{color:var(--accent);display:inline-flex;align-items:center;min-height:44px;padding:0 10px}
`;

interface Frame {
  lang: SandboxLanguage;
  title: string;
  body: string;
  /** The page's own path, for the language switcher; none on pages answering a POST. */
  self?: string;
}

function page({ lang, title, body, self }: Frame): string {
  const t = TEXTS[lang];
  const languages = self
    ? `<nav aria-label="Til / Язык / Language">${SANDBOX_LANGUAGES.filter((l) => l !== lang)
        .map(
          (l) =>
            `<a href="${escapeHtml(`${self}?lang=${l}`)}" hreflang="${LANGUAGE_TAGS[l].tag}" lang="${
              LANGUAGE_TAGS[l].tag
            }">${LANGUAGE_TAGS[l].name}</a>`,
        )
        .join("")}</nav>`
    : "";
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge" role="note">${escapeHtml(t.badge)}</p>
${body}
${languages}
</main>
</body>
</html>
`;
}

export interface CheckoutView {
  lang: SandboxLanguage;
  /** The provider the page plays, as its checkout names it. */
  provider: string;
  /** The page's own path: the form posts back to it. */
  self: string;
  merchant: string;
  orderId: number;
  amount: Tiyin;
  returnUrl: string;
  /** Null when `c` is not an address a browser should be sent to. */
  safeReturn: string | null;
  token: string;
  /** A refused payment's message, shown above the buttons so the shopper may try again. */
  error?: string;
}

/** The provider-like checkout: who is paid, for which order, how much; Pay, Decline, Close. */
export function checkoutPage(v: CheckoutView): string {
  const t = TEXTS[v.lang];
  const esc = escapeHtml;
  const close = v.safeReturn ? `<a class="button" href="${esc(v.safeReturn)}">${esc(t.close)}</a>` : "";
  const body = `<h1><span>${esc(v.provider)}</span> · sandbox</h1>
<p class="sub">${esc(t.title)}</p>
${v.error ? `<p class="error" role="alert">${esc(v.error)}</p>` : ""}
<dl>
<div><dt>${esc(t.merchant)}</dt><dd>${esc(v.merchant)}</dd></div>
<div><dt>${esc(t.order)}</dt><dd>№&nbsp;${v.orderId}</dd></div>
<div class="total"><dt>${esc(t.amount)}</dt><dd>${esc(formatTiyin(v.amount))}&nbsp;${esc(t.currency)}</dd></div>
</dl>
<form method="post" action="${esc(v.self)}">
<input type="hidden" name="token" value="${esc(v.token)}">
<input type="hidden" name="lang" value="${v.lang}">
<button class="primary" type="submit" name="action" value="pay">${esc(t.pay)}</button>
<button type="submit" name="action" value="decline">${esc(t.decline)}</button>
</form>
${close}
<p class="return">${esc(t.returnsTo)}: ${esc(v.returnUrl)}</p>
<p class="note">${esc(withProvider(t.note, v.provider))}</p>`;
  return page({ lang: v.lang, title: t.title, body, self: v.self });
}

/** A page that only says something: a bad link, a refused form, the sandbox switched off, a failure. */
export function messagePage(v: {
  lang: SandboxLanguage;
  title: string;
  message: string;
  /** Where "back to the shop" leads, when there is a safe address. */
  back?: string | null;
}): string {
  const t = TEXTS[v.lang];
  const back = v.back
    ? `<a class="button primary" href="${escapeHtml(v.back)}">${escapeHtml(t.back)}</a>`
    : "";
  const body = `<h1>${escapeHtml(v.title)}</h1>
<p class="error" role="alert">${escapeHtml(v.message)}</p>
${back}`;
  return page({ lang: v.lang, title: v.title, body });
}
