import { Box, Heading, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Banner } from "../../../application/catalogue/catalogue.types";
import { ChevronLeftIcon, ChevronRightIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { SmartImage } from "../products/smart-image";

// A finger moving sideways further than this turns the banner; less is a tap on it.
const SWIPE_PX = 40;

/** A banner spans the page, for srcset (and the home head's preload of the first). */
export const BANNER_SIZES = "100vw";

/**
 * The home banners, one at a time, turning every 6 s once the shopper is on the page; arrows and dots to
 * move.
 */
export function BannerCarousel({
  banners,
  loading = false,
  autoPlayMs = 6000,
}: {
  banners: readonly Banner[];
  loading?: boolean;
  autoPlayMs?: number;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const [held, setHeld] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const count = banners.length;
  // Turning starts once the shopper has touched, scrolled or typed (a page that moves by itself before that
  // only costs a slow phone repaints), never with reduced motion, and holds while the pointer or focus is on
  // it.
  useEffect(() => {
    if (
      engaged ||
      count < 2 ||
      autoPlayMs <= 0 ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    )
      return;
    const engage = () => setEngaged(true);
    const events = ["pointerdown", "keydown", "scroll", "wheel", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, engage, { once: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, engage);
    };
  }, [engaged, count, autoPlayMs]);
  useEffect(() => {
    if (!engaged || held || count < 2 || autoPlayMs <= 0) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), autoPlayMs);
    return () => clearInterval(id);
  }, [engaged, held, count, autoPlayMs]);
  if (loading) return <Skeleton h={{ base: "40", md: "72" }} borderRadius="l3" />;
  if (count === 0) return null;
  const banner = banners[index % count]!;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <Box
      position="relative"
      borderRadius="l3"
      overflow="hidden"
      h={{ base: "44", md: "72" }}
      bg="bg.muted"
      aria-roledescription="carousel"
      data-testid="banners"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      // A phone has no arrows (they covered the headline): a sideways swipe turns the banner instead.
      touchAction="pan-y"
      onPointerDown={(e) => {
        swipeFrom.current = e.pointerType === "mouse" ? null : e.clientX;
      }}
      onPointerUp={(e) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from !== null && Math.abs(e.clientX - from) > SWIPE_PX) move(e.clientX < from ? 1 : -1);
      }}
    >
      <LocalLink to={banner.url || pathTo("products")}>
        <SmartImage
          src={banner.image}
          sizes={BANNER_SIZES}
          fetchPriority="high"
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        />
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-r"
          gradientFrom="blackAlpha.700"
          gradientTo="transparent"
        />
        <Stack
          position="absolute"
          left={{ base: "5", md: "12" }}
          top="50%"
          transform="translateY(-50%)"
          maxW="md"
          gap="2"
          color="white"
        >
          <Heading as="p" size={{ base: "xl", md: "3xl" }} fontWeight="bold">
            {banner.title}
          </Heading>
          <Text fontSize={{ base: "sm", md: "lg" }}>{banner.subtitle}</Text>
        </Stack>
      </LocalLink>
      {count > 1 && (
        <>
          <IconButton
            position="absolute"
            left="2"
            display={{ base: "none", md: "inline-flex" }}
            top="50%"
            transform="translateY(-50%)"
            size="sm"
            borderRadius="full"
            variant="subtle"
            aria-label={t({ id: "common.previous", message: "Previous" })}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            position="absolute"
            right="2"
            display={{ base: "none", md: "inline-flex" }}
            top="50%"
            transform="translateY(-50%)"
            size="sm"
            borderRadius="full"
            variant="subtle"
            aria-label={t({ id: "common.next", message: "Next" })}
            onClick={() => move(1)}
          >
            <ChevronRightIcon />
          </IconButton>
          <HStack position="absolute" bottom="1" left="50%" transform="translateX(-50%)" gap="0">
            {banners.map((b, i) => (
              // The dot is drawn small; the button around it is 44 px on a phone, where it is the way to
              // choose a banner, and 24 px beside the arrows on larger screens (WCAG 2.5.8).
              <Box
                key={`${b.id}-${i}`}
                as="button"
                aria-label={t({ id: "home.banner.dot", message: `Banner ${i + 1} of ${count}` })}
                aria-current={i === index % count ? "true" : undefined}
                onClick={() => setIndex(i)}
                h={{ base: "11", md: "6" }}
                minW={{ base: "11", md: "6" }}
                px="1"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
              >
                <Box
                  w={i === index % count ? "6" : "2"}
                  h="2"
                  borderRadius="full"
                  bg={i === index % count ? "white" : "whiteAlpha.600"}
                  transition="width 0.2s"
                />
              </Box>
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
}
