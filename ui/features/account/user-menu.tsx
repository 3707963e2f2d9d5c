import { Box, Button, chakra } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ChevronDownIcon, UserIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { firstName } from "../../../application/account/session";

const ITEM = "[role=menuitem]";

// One look for links and the button: a full-width row, highlighted on hover and on keyboard focus.
const itemCss = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  px: "3",
  py: "2",
  fontSize: "sm",
  textAlign: "start",
  color: "fg",
  borderRadius: "l1",
  cursor: "pointer",
  outline: "none",
  _hover: { bg: "bg.muted" },
  _focusVisible: {
    bg: "bg.muted",
    outline: "2px solid",
    outlineColor: "brand.focusRing",
    outlineOffset: "-2px",
  },
} as const;

function MenuLink({ to, onChoose, children }: { to: string; onChoose: () => void; children: ReactNode }) {
  return (
    <Box asChild css={itemCss}>
      <LocalLink to={to} role="menuitem" tabIndex={-1} onClick={onChoose}>
        {children}
      </LocalLink>
    </Box>
  );
}

/**
 * The signed-in visitor's menu in the header: a button with the first name (hidden on phones; the label keeps
 * it) opening a small list of profile links and Log out. A native menu button (WAI-ARIA menu pattern) rather
 * than Chakra's Ark menu, which weighs on the first load: opening focuses the first item, arrow keys, Home
 * and End move between items, Escape closes and returns focus to the button; a click outside, choosing an
 * item and a change of route close it too.
 */
export function UserMenu({
  name: fullName,
  phone,
  onLogout,
}: {
  name: string;
  phone?: string;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last">("first");
  const baseId = `user-menu-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const menuId = `${baseId}-list`;
  const triggerId = `${baseId}-button`;
  const location = useLocation();
  const name = firstName(fullName, phone);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === "first" ? list[0] : list[list.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const show = (at: "first" | "last") => {
    focusOnOpen.current = at;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at < 0 ? -1 : at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(-1);
    else if (event.key === "Tab") close(false);
  };

  // Escape closes from the button as well as from an item.
  const onEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== "Escape") return;
    event.preventDefault();
    close(true);
  };

  return (
    // fit-content: a stretched flex item would push the panel below its own full height.
    <Box ref={root} position="relative" h="fit-content" onKeyDown={onEscape}>
      <Button
        ref={trigger}
        id={triggerId}
        type="button"
        variant="ghost"
        colorPalette="gray"
        size="md"
        px={{ base: "2", md: "3" }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={
          name
            ? t({ id: "account.menu.open", message: `Account menu of ${name}` })
            : t({ id: "account.menu.label", message: "Account menu" })
        }
        onClick={() => (open ? setOpen(false) : show("first"))}
        onKeyDown={onTriggerKey}
        data-testid="user-menu-button"
      >
        <UserIcon />
        {name && (
          <Box
            as="span"
            display={{ base: "none", md: "inline" }}
            maxW="32"
            overflow="hidden"
            textOverflow="ellipsis"
          >
            {name}
          </Box>
        )}
        <ChevronDownIcon display={{ base: "none", md: "inline-block" }} boxSize="1em" color="fg.muted" />
      </Button>
      {open && (
        <Box
          ref={panel}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          position="absolute"
          top="100%"
          insetEnd="0"
          mt="1"
          minW="52"
          p="1"
          zIndex="dropdown"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="lg"
          onKeyDown={onMenuKey}
        >
          <MenuLink to={pathTo("profile")} onChoose={() => close(false)}>
            {t({ id: "account.menu.profile", message: "Profile" })}
          </MenuLink>
          <MenuLink to={pathTo("profile-cards")} onChoose={() => close(false)}>
            {t({ id: "account.menu.cards", message: "My cards" })}
          </MenuLink>
          <MenuLink to={pathTo("profile-settings")} onChoose={() => close(false)}>
            {t({ id: "account.menu.settings", message: "Settings" })}
          </MenuLink>
          <Box role="separator" my="1" borderTopWidth="1px" borderColor="border.muted" />
          <chakra.button
            type="button"
            role="menuitem"
            tabIndex={-1}
            css={{ ...itemCss, color: "fg.error" }}
            onClick={() => {
              // The confirmation dialog returns focus to the button when it closes.
              close(true);
              onLogout();
            }}
          >
            {t({ id: "account.menu.logout", message: "Log out" })}
          </chakra.button>
        </Box>
      )}
    </Box>
  );
}
