import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

export type ProfileSection = "details" | "cards" | "settings";

const PATHS: Record<ProfileSection, string> = {
  details: pathTo("profile"),
  cards: pathTo("profile-cards"),
  settings: pathTo("profile-settings"),
};

/** The profile area's own menu; the current section is marked for screen readers as the current page. */
export function ProfileNav({ current }: { current: ProfileSection }) {
  const { t } = useLingui();
  const labels: Record<ProfileSection, string> = {
    details: t({ id: "profile.nav.details", message: "Personal details" }),
    cards: t({ id: "profile.nav.cards", message: "My cards" }),
    settings: t({ id: "profile.nav.settings", message: "Settings" }),
  };
  return (
    <Stack
      as="nav"
      aria-label={t({ id: "profile.nav.label", message: "Profile sections" })}
      gap="1"
      minW={{ md: "56" }}
    >
      {(Object.keys(PATHS) as ProfileSection[]).map((section) => {
        const active = section === current;
        return (
          <LocalLink
            key={section}
            to={PATHS[section]}
            aria-current={active ? "page" : undefined}
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
