import { Box, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/** The menu: each child of /profile that is a page of its own, in the order shoppers need them. */
export const PROFILE_MENU = [
  "details",
  "balance",
  "cards",
  "settings",
  "instruction",
  "vedio",
  "help",
  "playground",
  "terms-of-use",
] as const;
export type ProfileMenuSection = (typeof PROFILE_MENU)[number];
/** Every profile page: a menu section, or a page inside one (editing the details, the settings' safety). */
export type ProfileSection =
  ProfileMenuSection | "edit" | "change-password" | "change-number" | "instruction-slug";

const PATHS: Record<ProfileMenuSection, string> = {
  details: pathTo("profile"),
  balance: pathTo("profile-balance"),
  cards: pathTo("profile-cards"),
  settings: pathTo("profile-settings"),
  instruction: pathTo("profile-instruction"),
  vedio: pathTo("profile-vedio"),
  help: pathTo("profile-help"),
  playground: pathTo("profile-playground"),
  "terms-of-use": pathTo("profile-terms-of-use"),
};

/** The menu section a page belongs to. */
export const MENU_SECTION: Record<ProfileSection, ProfileMenuSection> = {
  ...(Object.fromEntries(PROFILE_MENU.map((s) => [s, s])) as Record<ProfileMenuSection, ProfileMenuSection>),
  edit: "details",
  "change-password": "settings",
  "change-number": "settings",
  "instruction-slug": "instruction",
};

/**
 * The profile area's own menu: a column beside the page on a wide screen, wrapped rows of chips above it
 * on a phone (a column of nine would push the page below the fold; a scrolling row would hide sections and
 * need scripted scrolling to keep the current one in view). The current section is the current page for
 * screen readers; on a page inside a section, that section is marked as the current one of the set
 * ("true"), not as the page.
 */
export function ProfileNav({ current }: { current: ProfileSection }) {
  const { t } = useLingui();
  const labels: Record<ProfileMenuSection, string> = {
    details: t({ id: "profile.nav.details", message: "Personal details" }),
    balance: t({ id: "profile.nav.balance", message: "Balance and bonuses" }),
    cards: t({ id: "profile.nav.cards", message: "My cards" }),
    settings: t({ id: "profile.nav.settings", message: "Settings" }),
    instruction: t({ id: "profile.nav.instruction", message: "Instructions" }),
    vedio: t({ id: "profile.nav.vedio", message: "Video lessons" }),
    help: t({ id: "profile.nav.help", message: "Help" }),
    playground: t({ id: "profile.nav.playground", message: "Calculators" }),
    "terms-of-use": t({ id: "profile.nav.terms", message: "Terms of use" }),
  };
  const menu = MENU_SECTION[current];
  return (
    <Box
      as="nav"
      aria-label={t({ id: "profile.nav.label", message: "Profile sections" })}
      w={{ base: "full", md: "auto" }}
      minW={{ md: "56" }}
      flexShrink={0}
    >
      <Stack
        direction={{ base: "row", md: "column" }}
        wrap={{ base: "wrap", md: "nowrap" }}
        gap={{ base: "2", md: "1" }}
      >
        {PROFILE_MENU.map((section) => {
          const active = section === menu;
          return (
            <LocalLink
              key={section}
              to={PATHS[section]}
              aria-current={active ? (section === current ? "page" : "true") : undefined}
              style={{ textDecoration: "none", flexShrink: 0 }}
            >
              <Box
                px="3"
                minH="11"
                display="flex"
                alignItems="center"
                whiteSpace={{ base: "nowrap", md: "normal" }}
                borderRadius="l2"
                borderWidth={{ base: "1px", md: "0" }}
                borderColor={active ? "brand.subtle" : "border"}
                fontWeight={active ? "semibold" : "normal"}
                bg={active ? "brand.subtle" : undefined}
                color={active ? "brand.fg" : "fg"}
                _hover={{ bg: active ? "brand.subtle" : "bg.muted" }}
              >
                {labels[section]}
              </Box>
            </LocalLink>
          );
        })}
      </Stack>
    </Box>
  );
}
