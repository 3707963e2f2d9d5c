import { Box } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { $loginOpen, $logoutOpen } from "../../application/account/session.model";
import { $basketCount, $savedCount } from "../../application/basket/basket.model";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { MOBILE_REDIRECT_BELOW_PX } from "../../domain/shop-constants";
import { languageChanged } from "../../application/app/app.model";
import { $contacts, $footer, $headerMenu, layoutRequested } from "../../application/layout/layout.model";
import { parseListQuery } from "../../application/products/list-query";
import { localizePath } from "../../application/visitor/routes";
import { ensureArea } from "../i18n/load-catalog";
import { useLanguage } from "../routing/localized";
import { matchRoute, pathTo, showsCategoryStrip } from "../routing/route-names";
import { $pageLoading } from "../../application/app/loading.model";
import { CategoryStrip } from "./category-strip";
import { LoadingBar } from "./loading-bar";
import { UpdateBanner } from "./update-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { BelowFold } from "./below-fold";
import { TopBar } from "./top-bar";

export const MOBILE_MIN_WIDTH = MOBILE_REDIRECT_BELOW_PX;

/**
 * Keeps the scope's language equal to the route's and the chrome loaded; sends windows under 320 px to
 * /mobile.
 */
export function useAppSync(): void {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [changed, requested] = useUnit([languageChanged, layoutRequested]);
  useEffect(() => {
    changed(language);
    requested();
  }, [language, changed, requested]);
  useEffect(() => {
    // A media query, not innerWidth: reading innerWidth during hydration forced a layout of the whole page.
    if (
      window.matchMedia(`(max-width: ${MOBILE_MIN_WIDTH - 0.02}px)`).matches &&
      !location.pathname.endsWith(pathTo("mobile"))
    ) {
      navigate(localizePath(pathTo("mobile"), language), { replace: true });
    }
  }, [location.pathname, language, navigate]);
}

const AccountDialogs = lazy(() =>
  Promise.all([import("./account-dialogs"), ensureArea("account")]).then(([m]) => m),
);

/**
 * The login and log-out dialogs stay out of the first load: their code comes the first time one is asked for.
 */
function AccountDialogsOnDemand() {
  const [loginOpen, logoutOpen] = useUnit([$loginOpen, $logoutOpen]);
  const [wanted, setWanted] = useState(false);
  if ((loginOpen || logoutOpen) && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountDialogs />
    </Suspense>
  ) : null;
}

export function SiteLayout({ children }: { children?: ReactNode }) {
  useAppSync();
  const location = useLocation();
  const [contacts, footer, menu, loading, basketCount, savedCount] = useUnit([
    $contacts,
    $footer,
    $headerMenu,
    $pageLoading,
    $basketCount,
    $savedCount,
  ]);
  const route = matchRoute(location.pathname);
  const strip = showsCategoryStrip(route.name);
  const selected = route.name === "products" ? parseListQuery(location.search).sections : [];
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <LoadingBar loading={loading} />
      <TopBar contacts={contacts} />
      <SiteHeader basketCount={basketCount} savedCount={savedCount} />
      {strip && <CategoryStrip items={menu} selected={selected} />}
      <Box as="main" flex="1" id="main">
        {children ?? <Outlet />}
      </Box>
      <BelowFold estimate="720px">
        <SiteFooter columns={footer} contacts={contacts} />
      </BelowFold>
      <UpdateBanner />
      <AccountDialogsOnDemand />
    </Box>
  );
}
