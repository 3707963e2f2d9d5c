import { StrictMode } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { ContainerModule } from "inversify";
import "./theme/fonts";
import { languageFromPath } from "../application/visitor/routes";
import { ensureVisitorId, isLanguage, LANGUAGE_COOKIE, COOKIE_DAYS, parseTheme, THEME_COOKIE } from "../application/visitor/visitor";
import { ApiConfig } from "../adapters/http/api-client";
import { httpModule } from "../adapters/di/http.module";
import { visitorModule } from "../adapters/di/visitor.module";
import { BrowserCookieJar, BrowserRequestContext } from "../adapters/cookies/browser-cookie-jar";
import { HtmlBuildProbe } from "../adapters/http/build-probe";
import { updateWatchStarted } from "../application/app/update.model";
import { allSettled } from "effector";
import { buildContainer, depsOf, forkApp } from "./composition/app-scope";
import { Root } from "./composition/root";
import { preloadRoute } from "./app";
import { setupI18n } from "@lingui/core";
import { loadCatalog } from "./i18n/load-catalog";

declare global {
  interface Window {
    __SCOPE__?: Record<string, unknown>;
  }
}

const jar = new BrowserCookieJar(document);
ensureVisitorId(jar);
const language = languageFromPath(location.pathname);
if (!isLanguage(jar.get(LANGUAGE_COOKIE))) jar.set(LANGUAGE_COOKIE, language, { maxAgeDays: COOKIE_DAYS });

const container = buildContainer(
  new ContainerModule(({ bind }) => {
    bind(ApiConfig).toConstantValue({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api/v1/", fetch: window.fetch.bind(window) });
  }),
  visitorModule(jar, new BrowserRequestContext(location, jar)),
  httpModule,
);
const scope = forkApp({
  deps: depsOf(container),
  language,
  theme: parseTheme(jar.get(THEME_COOKIE)),
  serialized: window.__SCOPE__,
});
// Only the shown language's catalogs are fetched, with the route's page chunk, before hydration so the first
// render matches the server and no page suspends.
const [messages] = await Promise.all([loadCatalog(language), preloadRoute(location.pathname)]);
const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
const app = (
  <StrictMode>
    <Root scope={scope} i18n={i18n} router={(node) => <BrowserRouter>{node}</BrowserRouter>} />
  </StrictMode>
);

const root = document.getElementById("root")!;
if (window.__SCOPE__ && root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

// The hourly check for a newer build, which offers a reload.
void allSettled(updateWatchStarted, { scope, params: new HtmlBuildProbe(document, window.fetch.bind(window)) });
