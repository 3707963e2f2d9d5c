import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/**
 * The menu's sections. The further children of /profile (balance, help, instructions, videos, calculators,
 * terms) are pages of their own, reached from the profile home until the menu grows to hold them.
 */
export type ProfileMenuSection = "details" | "cards" | "settings";
/** Every profile page: a menu section, or a page inside one (editing the details, the settings' safety). */
export type ProfileSection =
  | ProfileMenuSection
  | "edit"
  | "change-password"
  | "change-number"
  | "balance"
  | "instruction"
  | "instruction-slug"
  | "vedio"
  | "help"
  | "playground"
  | "terms-of-use";

const PATHS: Record<ProfileMenuSection, string> = {
  details: pathTo("profile"),
  cards: pathTo("profile-cards"),
  settings: pathTo("profile-settings"),
};

/** The menu section a page belongs to. */
export const MENU_SECTION: Record<ProfileSection, ProfileMenuSection> = {
  details: "details",
  cards: "cards",
  settings: "settings",
  balance: "details",
  instruction: "details",
  "instruction-slug": "details",
  vedio: "details",
  help: "details",
  playground: "details",
  "terms-of-use": "details",
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
    settings: t({ id: "profile.nav.settings", message: "Settings" }),
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
