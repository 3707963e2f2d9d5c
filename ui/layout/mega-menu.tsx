import { Box, Container, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Category } from "../../application/catalogue/catalogue.types";
import { useBodyScrollLock } from "../kit/use-body-scroll-lock";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";

export const MEGA_MENU_ELEMENT = "mega-menu";
export const sectionHref = (id: number) => `${pathTo("products")}?sections=${id}`;

/**
 * The catalogue mega menu: category groups in 4 columns; every title and child links to /products?sections=.
 */
export function MegaMenu({
  groups,
  open,
  onClose,
}: {
  groups: readonly Category[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    // Listened on the document: focus usually stays on the Catalogue button, outside the panel.
    const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${MEGA_MENU_ELEMENT}"]`);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      toggle()?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // The button toggles the menu itself; a press on it must not close and reopen it.
      if (!target || panel.current?.contains(target) || toggle()?.contains(target)) return;
      onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <Box
      ref={panel}
      id={MEGA_MENU_ELEMENT}
      role="dialog"
      aria-label={t({ id: "header.catalogue", message: "Catalogue" })}
      position="absolute"
      insetX="0"
      top="100%"
      zIndex="dropdown"
      bg="bg.panel"
      borderBottomWidth="1px"
      boxShadow="lg"
      maxH="calc(100vh - 120px)"
      overflowY="auto"
    >
      <Container maxW="7xl" py="6">
        <Grid templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="6">
          {groups.map((group) => (
            <Stack key={group.id} gap="3">
              <Link asChild fontWeight="bold" color="fg" fontSize="md" _hover={{ color: "brand.fg" }}>
                <LocalLink to={sectionHref(group.id)} onClick={onClose}>
                  {group.title}
                </LocalLink>
              </Link>
              {group.children.map((section) => (
                <Stack key={section.id} gap="1">
                  <Link asChild fontWeight="semibold" fontSize="sm" color="fg" _hover={{ color: "brand.fg" }}>
                    <LocalLink to={sectionHref(section.id)} onClick={onClose}>
                      {section.title}
                    </LocalLink>
                  </Link>
                  {section.children.map((child) => (
                    <Link
                      key={child.id}
                      asChild
                      fontSize="sm"
                      color="fg.muted"
                      _hover={{ color: "brand.fg" }}
                    >
                      <LocalLink to={sectionHref(child.id)} onClick={onClose}>
                        {child.title}
                      </LocalLink>
                    </Link>
                  ))}
                </Stack>
              ))}
            </Stack>
          ))}
        </Grid>
        {groups.length === 0 && (
          <Text color="fg.muted">
            {t({ id: "header.catalogue.empty", message: "The catalogue is loading…" })}
          </Text>
        )}
      </Container>
    </Box>
  );
}
