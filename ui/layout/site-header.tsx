import { Box, Button, Container, HStack, IconButton, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { $account, loginOpened } from "../../application/account/session.model";
import { $categoryTree } from "../../application/layout/layout.model";
import { $activeCount } from "../../application/orders/orders-count.model";
import { SearchBox } from "../features/search/search-box";
import { CountBadge } from "../kit/badge";
import { BasketIcon, HeartIcon, OrdersIcon } from "../kit/icons";
import { ensureArea } from "../i18n/load-catalog";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { AccountEntry } from "./account-entry";
import { CloseIcon, GridIcon, MenuIcon } from "./icons";

// The mega menu renders only while open: its code comes when the catalogue button is first pointed at or
// pressed.
const loadMegaMenu = () => import("./mega-menu");
const MegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));

// The phone drawer (Chakra Drawer: focus trap, scroll lock, presence) loads when it is first opened.
const MobileDrawer = lazy(() =>
  Promise.all([import("./mobile-drawer"), ensureArea("account")]).then(([m]) => m),
);

export function Logo() {
  return (
    <LocalLink to={pathTo("index")} aria-label="Qurilish bozori">
      <HStack gap="2" flexShrink={0} minH={{ base: "11", md: "auto" }} minW={{ base: "11", md: "auto" }}>
        <Box
          w="9"
          h="9"
          borderRadius="l2"
          bg="brand.solid"
          color="white"
          display="grid"
          placeItems="center"
          fontWeight="black"
          fontSize="lg"
        >
          Q
        </Box>
        <Text
          fontWeight="extrabold"
          fontSize="lg"
          lineHeight="1"
          display={{ base: "none", sm: "block" }}
          color="fg"
        >
          Qurilish
          <Text as="span" color="brand.fg">
            bozori
          </Text>
        </Text>
      </HStack>
    </LocalLink>
  );
}

function HeaderIcon({
  to,
  label,
  count,
  children,
  onClick,
  display,
}: {
  to: string;
  label: string;
  count: number;
  children: React.ReactNode;
  onClick?: (event: React.MouseEvent) => void;
  display?: Record<string, string>;
}) {
  return (
    <IconButton
      asChild
      variant="ghost"
      size={{ base: "lg", md: "md" }}
      aria-label={count ? `${label}: ${count}` : label}
      position="relative"
      display={display}
    >
      <LocalLink to={to} onClick={onClick}>
        {children}
        <CountBadge count={count} floating />
      </LocalLink>
    </IconButton>
  );
}

/**
 * The main header: logo, catalogue button with the mega menu, search, saved and basket badges; burger on
 * phones.
 */
export function SiteHeader({
  basketCount = 0,
  savedCount = 0,
}: {
  basketCount?: number;
  savedCount?: number;
}) {
  const { t } = useLingui();
  const [tree, account, ordersCount, openLogin] = useUnit([
    $categoryTree,
    $account,
    $activeCount,
    loginOpened,
  ]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" py="3">
        {/* On a phone the search takes a row of its own under the logo and icons, so its box and its dropdown
            get the screen's width; from md up it sits between them as one row. */}
        <HStack gap={{ base: "2", md: "4" }} wrap={{ base: "wrap", md: "nowrap" }} rowGap="2">
          <IconButton
            display={{ base: "inline-flex", md: "none" }}
            size="lg"
            variant="ghost"
            aria-label={t({ id: "header.menu", message: "Menu" })}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <Button
            display={{ base: "none", md: "inline-flex" }}
            colorPalette="brand"
            variant="solid"
            aria-expanded={menuOpen}
            aria-controls="mega-menu"
            onClick={() => setMenuOpen((v) => !v)}
            onPointerEnter={() => void loadMegaMenu()}
            onFocus={() => void loadMegaMenu()}
            data-testid="catalogue-button"
          >
            {menuOpen ? <CloseIcon /> : <GridIcon />}
            <Trans id="header.catalogue">Catalogue</Trans>
          </Button>
          <Box order={{ base: 1, md: 0 }} flexBasis="full" display={{ base: "flex", md: "contents" }}>
            <SearchBox />
          </Box>
          <HStack gap="0" ms={{ base: "auto", md: "0" }}>
            <HeaderIcon
              to={pathTo("saved")}
              label={t({ id: "header.saved", message: "Saved" })}
              count={savedCount}
            >
              <HeartIcon />
            </HeaderIcon>
            <HeaderIcon
              to={pathTo("basket")}
              label={t({ id: "header.basket", message: "Basket" })}
              count={basketCount}
            >
              <BasketIcon />
            </HeaderIcon>
            <HeaderIcon
              to={pathTo("my-orders")}
              label={t({ id: "header.orders", message: "My orders" })}
              count={ordersCount}
              display={{ base: "none", md: "inline-flex" }}
              onClick={(event) => {
                // Spec section 2: a guest's click on the orders link opens the login prompt instead.
                if (account) return;
                event.preventDefault();
                openLogin();
              }}
            >
              <OrdersIcon />
            </HeaderIcon>
            <AccountEntry display={{ base: "none", md: "inline-flex" }} />
          </HStack>
        </HStack>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MegaMenu groups={tree} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </Box>
  );
}
