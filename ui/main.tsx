import { startTransition, StrictMode } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import "./theme/fonts";
import { languageFromPath } from "../application/visitor/routes";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  NEW_VISITOR_COOKIE,
  COOKIE_DAYS,
  parseTheme,
  THEME_COOKIE,
} from "../application/visitor/visitor";
import { BrowserCookieJar, BrowserRequestContext } from "../adapters/cookies/browser-cookie-jar";
import { HtmlBuildProbe } from "../adapters/http/build-probe";
import { LocalDraftStore } from "../adapters/storage/local-draft-store";
import { updateWatchStarted } from "../application/app/update.model";
import { firstVisitStarted, sessionLost, sessionStarted } from "../application/account/session.model";
import { storedTokens } from "../application/account/session";
import { allSettled } from "effector";
import { forkApp } from "./composition/app-scope";
import { lazyPort, onFirstIntent, retried, whenIdle } from "./composition/lazy-port";
import type { AppDeps } from "../application/app/deps";
import { Root } from "./composition/root";
import { preloadRoute } from "./app";
import { setupI18n } from "@lingui/core";
import { loadCatalog, registerTabI18n } from "./i18n/load-catalog";

// The server's state, in a JSON block rather than a script, so the page needs no nonce and one copy of it
// serves everyone (decision 0028).
const stateBlock = document.getElementById("__SCOPE__");
const serialized = stateBlock?.textContent
  ? (JSON.parse(stateBlock.textContent) as Record<string, unknown>)
  : undefined;

// No visitor id here: the server sets it as an HttpOnly cookie, and the browser sends it with every call.
const jar = new BrowserCookieJar(document);
const language = languageFromPath(location.pathname);
if (!isLanguage(jar.get(LANGUAGE_COOKIE))) jar.set(LANGUAGE_COOKIE, language, { maxAgeDays: COOKIE_DAYS });
// The server has just made this browser a visitor: it owns nothing to load yet (read once).
const newVisitorMark = jar.get(NEW_VISITOR_COOKIE);
const firstVisit = newVisitorMark === "1" && !storedTokens(jar);
if (newVisitorMark !== undefined) jar.set(NEW_VISITOR_COOKIE, "", { maxAgeDays: 0 });

// The ports load on the first call that needs them. The stored session, the basket, the saved count and the
// visitor's own marks come from a few gateways built by hand; the container with the rest loads at the
// shopper's first sign of intent after hydration, or on the first call beyond those (decision 0042). The
// checkout's and the saved cards' gateways are built by hand too: a signed-in buyer's checkout asks for
// them as it opens (decision 0045).
// Hydration itself reads only the server's serialised state.
const context = new BrowserRequestContext(location, jar);
const loadFirst = retried(() =>
  import("./composition/first-ports").then((m) =>
    m.firstPorts(jar, context, () => void allSettled(sessionLost, { scope })),
  ),
);
const loadPorts = retried(() =>
  Promise.all([loadFirst(), import("./composition/browser-ports")]).then(([first, m]) =>
    m.browserPorts(first, jar, context),
  ),
);
const loadCheckout = retried(() =>
  Promise.all([loadFirst(), import("./composition/checkout-ports")]).then(([first, m]) =>
    m.checkoutPorts(first),
  ),
);
const deps: AppDeps = {
  account: lazyPort(() => loadFirst().then((p) => p.account)),
  loyalty: lazyPort(() => loadPorts().then((p) => p.loyalty!)),
  catalogue: lazyPort(() => loadFirst().then((p) => p.catalogue)),
  content: lazyPort(() => loadPorts().then((p) => p.content)),
  cookies: jar,
  shopping: lazyPort(() => loadFirst().then((p) => p.shopping)),
  authFlows: lazyPort(() => loadPorts().then((p) => p.authFlows!)),
  profile: lazyPort(() => loadPorts().then((p) => p.profile!)),
  checkout: lazyPort(() => loadCheckout().then((p) => p.checkout)),
  orders: lazyPort(() => loadPorts().then((p) => p.orders!)),
  cards: lazyPort(() => loadCheckout().then((p) => p.cards)),
  support: lazyPort(() => loadPorts().then((p) => p.support!)),
  reviews: lazyPort(() => loadPorts().then((p) => p.reviews!)),
  drafts: new LocalDraftStore(),
};
const scope = forkApp({
  deps,
  language,
  theme: parseTheme(jar.get(THEME_COOKIE)),
  serialized,
});
// Only the shown language's catalogs are fetched, with the route's page chunk, before hydration so the first
// render matches the server and no page suspends. Not a top-level await: the page chunks import this (shell)
// chunk, and a shell still awaiting would never finish evaluating for them.
async function start() {
  const [messages] = await Promise.all([loadCatalog(language), preloadRoute(location.pathname)]);
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  registerTabI18n(i18n);
  const app = (
    <StrictMode>
      <Root scope={scope} i18n={i18n} router={(node) => <BrowserRouter>{node}</BrowserRouter>} />
    </StrictMode>
  );

  const root = document.getElementById("root")!;
  // Hydrating inside a transition makes React work in slices of a few milliseconds and yield between them,
  // instead of one long task that would hold up taps and scrolling on a slow phone; the page is already
  // painted.
  if (serialized && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);

  // A prefetch once the shopper moves, taps or types, so the first action rarely waits for the ports; a page
  // only looked at never loads them for a new visitor. If it fails, the first call loads them again.
  onFirstIntent(() => void loadPorts().catch(() => undefined));

  // A returning shopper's stored tokens are refreshed and the user loaded (spec section 4), then the basket
  // and saved counts follow; in an idle moment, so none of it competes with the first screen. A new visitor
  // has none of them to load.
  whenIdle(() => void allSettled(firstVisit ? firstVisitStarted : sessionStarted, { scope }));

  // The hourly check for a newer build, which offers a reload.
  void allSettled(updateWatchStarted, {
    scope,
    params: new HtmlBuildProbe(document, window.fetch.bind(window)),
  });
}
// In a task of its own: evaluating the scripts is a phone's longest task of the load, and what start() does
// before its first wait (the route's match, its chunks asked for) made it longer still (issue 28).
setTimeout(() => void start(), 0);
