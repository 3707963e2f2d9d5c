import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/** The menu's sections (spec section 2, children of /profile). */
export type ProfileMenuSection =
  | "details"
  | "cards"
  | "balance"
  | "settings"
  | "instruction"
  | "vedio"
  | "help"
  | "playground"
  | "terms-of-use";
/** Every profile page: a menu section, or a page inside one (editing the details, the settings' safety). */
export type ProfileSection =
  ProfileMenuSection | "edit" | "change-password" | "change-number" | "instruction-slug";

const PATHS: Record<ProfileMenuSection, string> = {
  details: pathTo("profile"),
  cards: pathTo("profile-cards"),
  balance: pathTo("profile-balance"),
  settings: pathTo("profile-settings"),
  instruction: pathTo("profile-instruction"),
  vedio: pathTo("profile-vedio"),
  help: pathTo("profile-help"),
  playground: pathTo("profile-playground"),
  "terms-of-use": pathTo("profile-terms-of-use"),
};

/** The menu section a page belongs to. */
export const MENU_SECTION: Record<ProfileSection, ProfileMenuSection> = {
  details: "details",
  cards: "cards",
  balance: "balance",
  settings: "settings",
  instruction: "instruction",
  "instruction-slug": "instruction",
  vedio: "vedio",
  help: "help",
  playground: "playground",
  "terms-of-use": "terms-of-use",
  edit: "details",
  "change-password": "settings",
  "change-number": "settings",
};

/**
 * The profile area's own menu. The current section is the current page for screen readers; on a page
 * inside a section, that section is marked as the current one of the set ("true"), not as the page.
 */
export function ProfileNav({ current }: { current: ProfileSection }) {
  const { t } = useLingui();
  const labels: Record<ProfileMenuSection, string> = {
    details: t({ id: "profile.nav.details", message: "Personal details" }),
    cards: t({ id: "profile.nav.cards", message: "My cards" }),
    balance: t({ id: "profile.nav.balance", message: "Balance and bonuses" }),
    settings: t({ id: "profile.nav.settings", message: "Settings" }),
    instruction: t({ id: "profile.nav.instruction", message: "Instructions" }),
    vedio: t({ id: "profile.nav.vedio", message: "Video lessons" }),
    help: t({ id: "profile.nav.help", message: "Help" }),
    playground: t({ id: "profile.nav.playground", message: "Calculators" }),
    "terms-of-use": t({ id: "profile.nav.terms", message: "Terms of use" }),
  };
  const menu = MENU_SECTION[current];
  return (
    <Stack
      as="nav"
      aria-label={t({ id: "profile.nav.label", message: "Profile sections" })}
      gap="1"
      minW={{ md: "56" }}
    >
      {(Object.keys(PATHS) as ProfileMenuSection[]).map((section) => {
        const active = section === menu;
        return (
          <LocalLink
            key={section}
            to={PATHS[section]}
            aria-current={active ? (section === current ? "page" : "true") : undefined}
            style={{ textDecoration: "none" }}
          >
            <Stack
              px="3"
              py="2"
              borderRadius="l2"
              fontWeight={active ? "semibold" : "normal"}
              bg={active ? "brand.subtle" : undefined}
              color={active ? "brand.fg" : "fg"}
              _hover={{ bg: active ? "brand.subtle" : "bg.muted" }}
            >
              {labels[section]}
            </Stack>
          </LocalLink>
        );
      })}
    </Stack>
  );
}
