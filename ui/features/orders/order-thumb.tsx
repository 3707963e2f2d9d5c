import { Box, type BoxProps } from "@chakra-ui/react";
import { SmartImage } from "../products/smart-image";

/** A product's small picture; the shop's placeholder stands in when there is none or it fails to load. */
export function OrderThumb({
  src,
  size = "14",
  ...rest
}: { src: string | null; size?: BoxProps["boxSize"] } & BoxProps) {
  return (
    <Box
      boxSize={size}
      flexShrink={0}
      borderRadius="l2"
      overflow="hidden"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.muted"
      {...rest}
    >
      <SmartImage
        src={src ?? undefined}
        responsive={false}
        alt=""
        loading="lazy"
        w="full"
        h="full"
        objectFit="contain"
      />
    </Box>
  );
}
