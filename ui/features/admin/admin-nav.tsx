import { Box, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { AdminSection } from "../../../application/admin/admin-sections";
import { PlainAnchor, type LinkComponent } from "../orders/order-link";
import { useSectionTitles } from "./section-titles";

/** Which ends of the row have links past them. */
interface Hidden {
  start: boolean;
  end: boolean;
}

const FADE = "2.5rem";
/** The row fades out towards an end that has more links past it: the cue that it scrolls. */
function maskOf({ start, end }: Hidden) {
  if (!start && !end) return "none";
  const from = start ? `transparent, black ${FADE}` : "black";
  const to = end ? `black calc(100% - ${FADE}), transparent` : "black";
  return `linear-gradient(to right, ${from}, ${to})`;
}

/**
 * The back office's sections the caller may open; the current one marked for eyes and screen readers. From a
 * tablet up they wrap into rows; on a phone they stay in one row that scrolls sideways, faded at an end with
 * more past it, the current one scrolled into view.
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
  const row = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((h) => (h.start === start && h.end === end ? h : { start, end }));
  }, []);
  // Where the row scrolls, the current section's link is brought to its middle: when the page opens, and
  // again when the row or its links change size (a turned phone, the font arriving). Where it wraps, a no-op.
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    const center = () => {
      const active = el.querySelector<HTMLElement>('[aria-current="page"]');
      if (active) el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
      measure();
    };
    center();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(center);
    observer.observe(el);
    for (const item of el.children) observer.observe(item);
    return () => observer.disconnect();
  }, [current, sections, measure]);
  return (
    <Box as="nav" aria-label={t({ id: "admin.nav.label", message: "Back office" })} borderBottomWidth="1px">
      <Flex
        asChild
        gap="1"
        wrap={{ base: "nowrap", md: "wrap" }}
        listStyleType="none"
        px="1"
        // The links measure their place from the row.
        position="relative"
        overflowX={{ base: "auto", md: "visible" }}
        scrollbar="hidden"
        scrollPaddingInline={FADE}
        maskImage={{ base: maskOf(hidden), md: "none" }}
        data-hidden-start={hidden.start || undefined}
        data-hidden-end={hidden.end || undefined}
      >
        <ul
          ref={row}
          onScroll={measure}
          // The browser leaves a link Tab reaches half under an end's fade: it comes wholly into view.
          onFocus={(e) => e.target.scrollIntoView({ block: "nearest", inline: "nearest" })}
        >
          {sections.map((s) => (
            <Box as="li" key={s.name} flexShrink="0">
              <Box
                asChild
                display="inline-flex"
                alignItems="center"
                minH="11"
                px="3"
                fontWeight="medium"
                whiteSpace="nowrap"
                borderBottomWidth="2px"
                borderColor={s.name === current ? "brand.solid" : "transparent"}
                color={s.name === current ? "fg" : "fg.muted"}
                _hover={{ color: "fg" }}
                _focusVisible={{
                  outline: "2px solid",
                  outlineColor: "brand.focusRing",
                  outlineOffset: "-2px",
                }}
              >
                <LinkAs href={s.path} aria-current={s.name === current ? "page" : undefined}>
                  {names[s.name]}
                </LinkAs>
              </Box>
            </Box>
          ))}
        </ul>
      </Flex>
    </Box>
  );
}
