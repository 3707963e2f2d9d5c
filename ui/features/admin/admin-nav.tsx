import { Box, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { AdminSection } from "../../../application/admin/admin-sections";
import { PlainAnchor, type LinkComponent } from "../orders/order-link";
import { useSectionTitles } from "./section-titles";

/**
 * The back office's sections the caller may open; the current one marked for eyes and screen readers. On a
 * phone they wrap into rows rather than scroll sideways, so none hides past the edge.
 */
export function AdminNav({
  sections,
  current,
  linkAs: LinkAs = PlainAnchor,
}: {
  sections: readonly { name: AdminSection; path: string }[];
  current: AdminSection;
  linkAs?: LinkComponent;
}) {
  const { t } = useLingui();
  const names = useSectionTitles();
  return (
    <Box as="nav" aria-label={t({ id: "admin.nav.label", message: "Back office" })} borderBottomWidth="1px">
      <Flex as="ul" gap="1" wrap="wrap" listStyleType="none" px="1">
        {sections.map((s) => (
          <li key={s.name}>
            <Box
              asChild
              display="inline-flex"
              alignItems="center"
              minH="11"
              px="3"
              fontWeight="medium"
              borderBottomWidth="2px"
              borderColor={s.name === current ? "brand.solid" : "transparent"}
              color={s.name === current ? "fg" : "fg.muted"}
              _hover={{ color: "fg" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
            >
              <LinkAs href={s.path} aria-current={s.name === current ? "page" : undefined}>
                {names[s.name]}
              </LinkAs>
            </Box>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
