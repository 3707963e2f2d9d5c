import { useLingui } from "@lingui/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { loadCatalog } from "./i18n/load-catalog";
import { SiteLayout } from "./layout/site-layout";
import { useLanguage } from "./routing/localized";
import { lazyPage } from "./routing/lazy-page";
import { ROUTES, type RouteEntry } from "./routing/route-table";
import { RouteNoindexContext } from "./seo/page-meta";
import { ErrorView } from "./pages/error-page";
import { ScrollOnNavigate } from "./routing/scroll-on-navigate";

// The router, derived from the route table (ui/routing/route-table.ts). Pages are split per route so each
// page's first load carries only its own code; `handle` keeps each route's table entry for preloadRoute.
function pageRoute(route: RouteEntry): { element: ReactNode; handle: RouteEntry } {
  const { Page } = lazyPage(route.page);
  const element = (
    <RouteNoindexContext value={route.noindex ?? false}>
      <Suspense fallback={null}>
        <Page {...route.props} />
      </Suspense>
    </RouteNoindexContext>
  );
  return { element, handle: route };
}

/** The table under one language prefix ("" for ru): pages inside the site layout, an unknown path its 404. */
function routesUnder(base: string): RouteObject[] {
  const own = ROUTES.filter((route) => route.ownLayout);
  const site = ROUTES.filter((route) => !route.ownLayout);
  return [
    ...own.map((route) => ({ path: `${base}${route.path}`, ...pageRoute(route) })),
    {
      path: base || "/",
      element: <SiteLayout />,
      children: [
        ...site.map((route) =>
          route.path === "/"
            ? { index: true, ...pageRoute(route) }
            : { path: route.path.slice(1), ...pageRoute(route) },
        ),
        { path: "*", element: <ErrorView status={404} /> },
      ],
    },
  ];
}

/** The router: the table under each language prefix. */
export const ROUTER: RouteObject[] = [...routesUnder("/uz"), ...routesUnder("/sr"), ...routesUnder("")];

/** Loads the page chunk of a path (the matched route's lazy page), so hydration finds it ready. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(ROUTER, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const entry = route.handle as RouteEntry | undefined;
      return entry && lazyPage(entry.page).preload();
    }),
  );
}

/** Activates the route's language in Lingui when it changes in the browser. */
function LinguiSync() {
  const { i18n } = useLingui();
  const language = useLanguage();
  useEffect(() => {
    if (i18n.locale !== language) {
      void loadCatalog(language).then((messages) => i18n.loadAndActivate({ locale: language, messages }));
    }
    document.documentElement.lang = language === "ru" ? "ru" : language === "uz" ? "uz-Cyrl" : "uz-Latn";
  }, [i18n, language]);
  return null;
}

export function App() {
  const element = useRoutes(ROUTER);

  return (
    <>
      <LinguiSync />
      <ScrollOnNavigate />
      {element}
    </>
  );
}
