import { Box, Heading, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Banner } from "../../../application/catalogue/catalogue.types";
import { ChevronLeftIcon, ChevronRightIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { SmartImage } from "../products/smart-image";

/** The home banners, one at a time, turning every 6 s; arrows and dots to move. */
export function BannerCarousel({ banners, loading = false, autoPlayMs = 6000 }: { banners: readonly Banner[]; loading?: boolean; autoPlayMs?: number }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || autoPlayMs <= 0) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), autoPlayMs);
    return () => clearInterval(id);
  }, [count, autoPlayMs]);
  if (loading) return <Skeleton h={{ base: "40", md: "72" }} borderRadius="l3" />;
  if (count === 0) return null;
  const banner = banners[index % count]!;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <Box position="relative" borderRadius="l3" overflow="hidden" h={{ base: "44", md: "72" }} bg="bg.muted" aria-roledescription="carousel" data-testid="banners">
      <LocalLink to={banner.url || "/products"}>
        <SmartImage src={banner.image} sizes="100vw" alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" />
        <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="blackAlpha.700" gradientTo="transparent" />
        <Stack position="absolute" left={{ base: "5", md: "12" }} top="50%" transform="translateY(-50%)" maxW="md" gap="2" color="white">
          <Heading as="p" size={{ base: "xl", md: "3xl" }} fontWeight="bold">{banner.title}</Heading>
          <Text fontSize={{ base: "sm", md: "lg" }}>{banner.subtitle}</Text>
        </Stack>
      </LocalLink>
      {count > 1 && (
        <>
          <IconButton position="absolute" left="2" top="50%" transform="translateY(-50%)" size="sm" borderRadius="full" variant="subtle" aria-label={t({ id: "common.previous", message: "Previous" })} onClick={() => move(-1)}><ChevronLeftIcon /></IconButton>
          <IconButton position="absolute" right="2" top="50%" transform="translateY(-50%)" size="sm" borderRadius="full" variant="subtle" aria-label={t({ id: "common.next", message: "Next" })} onClick={() => move(1)}><ChevronRightIcon /></IconButton>
          <HStack position="absolute" bottom="3" left="50%" transform="translateX(-50%)" gap="1.5">
            {banners.map((b, i) => (
              <Box key={`${b.id}-${i}`} as="button" aria-label={`${i + 1}`} onClick={() => setIndex(i)} w={i === index % count ? "6" : "2"} h="2" borderRadius="full" bg={i === index % count ? "white" : "whiteAlpha.600"} transition="width 0.2s" />
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
}
