import { Box, Container, HStack, Link } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { HeaderMenuItem } from "../../application/catalogue/catalogue.types";
import { LocalLink } from "../routing/localized";
import { pathTo } from "../routing/route-names";

/** The horizontal category strip; the item whose category is in `sections` is highlighted. */
export function CategoryStrip({
  items,
  selected = [],
}: {
  items: readonly HeaderMenuItem[];
  selected?: readonly number[];
}) {
  const { t } = useLingui();
  const { ref, more } = useHiddenEnds<HTMLDivElement>(items.length);
  if (items.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={t({ id: "layout.categories", message: "Categories" })}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg="bg"
    >
      <Container maxW="7xl">
        {/* A strip wider than the screen fades out at the side that hides more chips, so a name cut at the
            edge reads as "scroll on" rather than as a broken word. */}
        <HStack
          ref={ref}
          gap="1"
          overflowX="auto"
          py="2"
          css={{ scrollbarWidth: "none", maskImage: fadeMask(more) }}
          data-more={[more.start && "start", more.end && "end"].filter(Boolean).join(" ") || undefined}
        >
          {items.map((item) => {
            const active = selected.includes(item.categoryId);
            return (
              <Link
                key={item.id}
                asChild
                px="3"
                py="1.5"
                minH={{ base: "11", md: "auto" }}
                borderRadius="full"
                whiteSpace="nowrap"
                fontSize="sm"
                fontWeight="medium"
                bg={active ? "brand.solid" : "bg.muted"}
                color={active ? "brand.contrast" : "fg"}
                _hover={{ textDecoration: "none", bg: active ? "brand.solid" : "brand.subtle" }}
                aria-current={active ? "true" : undefined}
              >
                <LocalLink to={`${pathTo("products")}?sections=${item.categoryId}`}>{item.title}</LocalLink>
              </Link>
            );
          })}
        </HStack>
      </Container>
    </Box>
  );
}

const FADE = "2.5rem";

function fadeMask(more: { start: boolean; end: boolean }): string | undefined {
  if (!more.start && !more.end) return undefined;
  const start = more.start ? `transparent, black ${FADE}` : "black";
  const end = more.end ? `black calc(100% - ${FADE}), transparent` : "black";
  return `linear-gradient(to right, ${start}, ${end})`;
}

/** Whether a sideways scroller hides chips before its start or past its end; follows scroll and resize. */
function useHiddenEnds<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [measure, count]);
  return { ref, more };
}
