import { useLingui } from "@lingui/react";
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { loadCatalog } from "./i18n/load-catalog";
import { SiteLayout } from "./layout/site-layout";
import { useLanguage } from "./routing/localized";
import { ErrorView } from "./pages/error-page";

// Pages are split per route so each page's first load carries only its own code. The browser resolves the shown
// route's chunk before hydrating (preloadRoute); a preloaded page renders synchronously, so hydration never meets
// a suspended page.
type PageModule<P> = { default: ComponentType<P> };
const preloads = new Map<unknown, () => Promise<unknown>>();
function lazyPage<P>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  const preload = () => load().then((m) => (loaded = m));
  // A thenable that resolves synchronously once the module is here: React.lazy then renders without suspending.
  const Page = lazy(() => (loaded ? ({ then: (resolve: (m: PageModule<P>) => void) => resolve(loaded!) }) as Promise<PageModule<P>> : preload()));
  preloads.set(Page, preload);
  return Page;
}

const HomePage = lazyPage(() => import("./pages/home-page"));
const ProductsPage = lazyPage(() => import("./pages/products-page"));
const ProductPage = lazyPage(() => import("./pages/product-page"));
const CategoriesPage = lazyPage(() => import("./pages/categories-page"));
const CategoryPage = lazyPage(() => import("./pages/category-page"));
const BrandsPage = lazyPage(() => import("./pages/brands-page"));
const StaticPage = lazyPage(() => import("./pages/static-page"));
const PostPage = lazyPage(() => import("./pages/post-page"));
const AboutPage = lazyPage(() => import("./pages/about-page"));
const ContactPage = lazyPage(() => import("./pages/contact-page"));
const MobilePage = lazyPage(() => import("./pages/mobile-page"));
const BasketPage = lazyPage(() => import("./pages/basket-page"));
const ProfilePage = lazyPage(() => import("./pages/profile-page"));

const page = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

function siteRoutes(base: string): RouteObject[] {
  return [
    { path: `${base}/mobile`, element: page(<MobilePage />) },
    {
      path: base || "/",
      element: <SiteLayout />,
      children: [
        { index: true, element: page(<HomePage />) },
        { path: "about", element: page(<AboutPage />) },
        { path: "contact", element: page(<ContactPage />) },
        { path: "brands", element: page(<BrandsPage />) },
        { path: "basket", element: page(<BasketPage kind="basket" />) },
        { path: "saved", element: page(<BasketPage kind="saved" />) },
        { path: "profile", element: page(<ProfilePage section="details" />) },
        { path: "profile/cards", element: page(<ProfilePage section="cards" />) },
        { path: "profile/settings", element: page(<ProfilePage section="settings" />) },
        { path: "products", element: page(<ProductsPage />) },
        { path: "products/categories", element: page(<CategoriesPage />) },
        { path: "products/categories/:id", element: page(<CategoryPage />) },
        { path: "products/:slug", element: page(<ProductPage />) },
        { path: "pages/:slug", element: page(<StaticPage />) },
        { path: "posts/:id", element: page(<PostPage />) },
        { path: "*", element: <ErrorView status={404} /> },
      ],
    },
  ];
}

const ROUTE_TABLE: RouteObject[] = [...siteRoutes("/uz"), ...siteRoutes("/sr"), ...siteRoutes("")];

/** Loads the page chunk of a path (the matched route's lazy page), so hydration finds it ready. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(ROUTE_TABLE, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => {
    const element = route.element as { props?: { children?: { type?: unknown } } } | undefined;
    return preloads.get(element?.props?.children?.type)?.();
  }));
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
  const element = useRoutes(ROUTE_TABLE);

  return (
    <>
      <LinguiSync />
      {element}
    </>
  );
}
