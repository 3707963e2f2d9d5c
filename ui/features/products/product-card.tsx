import { AspectRatio, Box, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { LabelBadge } from "../../kit/badge";
import { Price } from "../../kit/price";
import { StarIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { SmartImage } from "./smart-image";

/** The sizes the card's picture takes: half a phone, a fixed column on a desktop. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 200px, 50vw";

/**
 * A product in a grid: picture, title, rating, price with the discount. A `lead` card is one of the first
 * screen's: its picture loads at once and ahead of others (it is the page's largest paint), where every
 * other card's waits until it nears the screen.
 */
export function ProductCard({ product, lead = false }: { product: Product; lead?: boolean }) {
  const { t } = useLingui();
  const image = product.images[0];
  const count = product.commentCount;
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      bg="bg.panel"
      overflow="hidden"
      transition="box-shadow 0.15s"
      _hover={{ boxShadow: "md" }}
      data-testid="product-card"
    >
      <AspectRatio ratio={1} bg="bg.muted">
        <Box position="relative">
          {image ? (
            <SmartImage
              src={image.small}
              alt={product.title}
              loading={lead ? "eager" : "lazy"}
              fetchPriority={lead ? "high" : undefined}
              objectFit="cover"
              w="full"
              h="full"
              sizes={CARD_IMAGE_SIZES}
            />
          ) : (
            <SmartImage src={undefined} alt={product.title} w="full" h="full" />
          )}
          <HStack position="absolute" top="2" left="2" gap="1">
            {product.stock <= 0 && <LabelBadge kind="outOfStock" />}
          </HStack>
        </Box>
      </AspectRatio>
      <Stack p="3" gap="2">
        <LinkOverlay asChild>
          <LocalLink to={pathTo("products-slug", { slug: product.slug })}>
            <Text fontSize="sm" lineClamp={2} minH="10" fontWeight="medium" color="fg">
              {product.title}
            </Text>
          </LocalLink>
        </LinkOverlay>
        <HStack gap="1" fontSize="xs" color="fg.muted">
          <StarIcon color="orange.400" boxSize="3.5" />
          <Text>{product.rate.toFixed(1)}</Text>
          <Text>· {t({ id: "product.reviews.count", message: `${count} reviews` })}</Text>
        </HStack>
        <Price value={product.price} oldValue={product.oldPrice} size="sm" />
      </Stack>
    </LinkBox>
  );
}

export function ProductCardSkeleton() {
  return (
    <Stack borderWidth="1px" borderColor="border.muted" borderRadius="l3" overflow="hidden" gap="0">
      <AspectRatio ratio={1}>
        <Skeleton />
      </AspectRatio>
      <Stack p="3" gap="2">
        <Skeleton h="4" />
        <Skeleton h="4" w="60%" />
        <Skeleton h="5" w="40%" />
      </Stack>
    </Stack>
  );
}
