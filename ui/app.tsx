import { useLingui } from "@lingui/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { loadCatalog } from "./i18n/load-catalog";
import { SiteLayout } from "./layout/site-layout";
import { useLanguage } from "./routing/localized";
import { ErrorView } from "./pages/error-page";

// Pages are split per route so each page's first load carries only its own code.
const HomePage = lazy(() => import("./pages/home-page"));
const ProductsPage = lazy(() => import("./pages/products-page"));
const ProductPage = lazy(() => import("./pages/product-page"));
const CategoriesPage = lazy(() => import("./pages/categories-page"));
const CategoryPage = lazy(() => import("./pages/category-page"));
const BrandsPage = lazy(() => import("./pages/brands-page"));
const StaticPage = lazy(() => import("./pages/static-page"));
const PostPage = lazy(() => import("./pages/post-page"));
const AboutPage = lazy(() => import("./pages/about-page"));
const ContactPage = lazy(() => import("./pages/contact-page"));
const MobilePage = lazy(() => import("./pages/mobile-page"));
const BasketPage = lazy(() => import("./pages/basket-page"));

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
