import { Button, Drawer, HStack, IconButton, Link, Portal, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $account, loginOpened, logoutRequested } from "../../application/account/session.model";
import { UserMenu } from "../features/account/user-menu";
import { mapLink } from "../../application/content/content.types";
import { $categoryTree, $contacts } from "../../application/layout/layout.model";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { CloseIcon, PhoneIcon, PinIcon, UserIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { sectionHref } from "./mega-menu";
import { Logo } from "./site-header";
import { SocialLinks, telHref } from "./top-bar";
import { ThemeSwitcher } from "./theme-switcher";

/** The phone menu of the site header, split out so its Drawer machinery loads on first open. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [tree, contacts, account, openLogin, askLogout] = useUnit([
    $categoryTree,
    $contacts,
    $account,
    loginOpened,
    logoutRequested,
  ]);
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Logo />
              <Drawer.CloseTrigger asChild>
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t({ id: "common.close", message: "Close" })}
                  ml="auto"
                >
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {account ? (
                  <UserMenu
                    name={account.fullName}
                    phone={account.phone}
                    onLogout={() => {
                      onOpenChange(false);
                      askLogout();
                    }}
                  />
                ) : (
                  <Button
                    colorPalette="brand"
                    w="full"
                    onClick={() => {
                      onOpenChange(false);
                      openLogin();
                    }}
                  >
                    <UserIcon /> {t({ id: "header.login", message: "Log in" })}
                  </Button>
                )}
                {account && (
                  <Button asChild variant="outline" w="full" onClick={() => onOpenChange(false)}>
                    <LocalLink to={pathTo("my-orders")}>
                      {t({ id: "header.orders", message: "My orders" })}
                    </LocalLink>
                  </Button>
                )}
                <Stack gap="2">
                  {tree.map((g) => (
                    <Link key={g.id} asChild fontWeight="semibold" color="fg">
                      <LocalLink to={sectionHref(g.id)}>{g.title}</LocalLink>
                    </Link>
                  ))}
                </Stack>
                {contacts && (
                  <Stack gap="2" fontSize="sm">
                    <Link href={telHref(contacts.phone)}>
                      <PhoneIcon color="brand.fg" /> {contacts.phone}
                    </Link>
                    <Link href={mapLink(contacts)} target="_blank" rel="noopener noreferrer">
                      <PinIcon color="brand.fg" /> {contacts.address}
                    </Link>
                    <SocialLinks contacts={contacts} />
                  </Stack>
                )}
                <HStack>
                  <ThemeSwitcher />
                  <LanguageSwitcher />
                </HStack>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
