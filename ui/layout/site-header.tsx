import { Box, Button, Container, Drawer, HStack, IconButton, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { mapLink } from "../../application/content/content.types";
import { $categoryTree, $contacts } from "../../application/layout/layout.model";
import { SearchBox } from "../features/search/search-box";
import { CountBadge } from "../kit/badge";
import { BasketIcon, HeartIcon } from "../kit/icons";
import { LocalLink } from "../routing/localized";
import { CloseIcon, GridIcon, MenuIcon, PhoneIcon, PinIcon, UserIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { MegaMenu, sectionHref } from "./mega-menu";
import { SocialLinks, telHref } from "./top-bar";
import { ThemeSwitcher } from "./theme-switcher";

export function Logo() {
  return (
    <LocalLink to="/" aria-label="Qurilish bozori">
      <HStack gap="2" flexShrink={0}>
        <Box w="9" h="9" borderRadius="l2" bg="brand.solid" color="white" display="grid" placeItems="center" fontWeight="black" fontSize="lg">Q</Box>
        <Text fontWeight="extrabold" fontSize="lg" lineHeight="1" display={{ base: "none", sm: "block" }} color="fg">
          Qurilish<Text as="span" color="brand.fg">bozori</Text>
        </Text>
      </HStack>
    </LocalLink>
  );
}

function HeaderIcon({ to, label, count, children }: { to: string; label: string; count: number; children: React.ReactNode }) {
  return (
    <IconButton asChild variant="ghost" size="md" aria-label={count ? `${label}: ${count}` : label} position="relative">
      <LocalLink to={to}>
        {children}
        <CountBadge count={count} floating />
      </LocalLink>
    </IconButton>
  );
}

/** The main header: logo, catalogue button with the mega menu, search, saved and basket badges; burger on phones. */
export function SiteHeader({ basketCount = 0, savedCount = 0 }: { basketCount?: number; savedCount?: number }) {
  const { t } = useLingui();
  const [tree, contacts] = useUnit([$categoryTree, $contacts]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl" py="3">
        <HStack gap={{ base: "2", md: "4" }}>
          <IconButton display={{ base: "inline-flex", md: "none" }} variant="ghost" aria-label={t({ id: "header.menu", message: "Menu" })} onClick={() => setDrawerOpen(true)}>
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
            data-testid="catalogue-button"
          >
            {menuOpen ? <CloseIcon /> : <GridIcon />}
            <Trans id="header.catalogue">Catalogue</Trans>
          </Button>
          <SearchBox />
          <HStack gap="0">
            <HeaderIcon to="/saved" label={t({ id: "header.saved", message: "Saved" })} count={savedCount}><HeartIcon /></HeaderIcon>
            <HeaderIcon to="/basket" label={t({ id: "header.basket", message: "Basket" })} count={basketCount}><BasketIcon /></HeaderIcon>
            <IconButton display={{ base: "none", md: "inline-flex" }} variant="ghost" aria-label={t({ id: "header.login", message: "Log in" })}>
              <UserIcon />
            </IconButton>
          </HStack>
        </HStack>
      </Container>
      <MegaMenu groups={tree} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Drawer.Root open={drawerOpen} onOpenChange={(d) => setDrawerOpen(d.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Logo />
                <Drawer.CloseTrigger asChild>
                  <IconButton variant="ghost" size="sm" aria-label={t({ id: "common.close", message: "Close" })} ml="auto"><CloseIcon /></IconButton>
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Button colorPalette="brand" w="full"><UserIcon /> {t({ id: "header.login", message: "Log in" })}</Button>
                  <Stack gap="2">
                    {tree.map((g) => (
                      <Link key={g.id} asChild fontWeight="semibold" color="fg">
                        <LocalLink to={sectionHref(g.id)}>{g.title}</LocalLink>
                      </Link>
                    ))}
                  </Stack>
                  {contacts && (
                    <Stack gap="2" fontSize="sm">
                      <Link href={telHref(contacts.phone)}><PhoneIcon color="brand.fg" /> {contacts.phone}</Link>
                      <Link href={mapLink(contacts)} target="_blank" rel="noopener noreferrer"><PinIcon color="brand.fg" /> {contacts.address}</Link>
                      <SocialLinks contacts={contacts} />
                    </Stack>
                  )}
                  <HStack><ThemeSwitcher /><LanguageSwitcher /></HStack>
                </Stack>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
