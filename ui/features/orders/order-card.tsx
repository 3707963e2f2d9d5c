import { Box, Flex, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderSummary } from "../../../application/orders/orders.types";
import { Price } from "../../kit/price";
import { PinIcon } from "./order-icons";
import { PlainAnchor, type LinkComponent } from "./order-link";
import { useOrderFormat } from "./order-format";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderThumb } from "./order-thumb";

/** Pictures a card shows before the rest fold into "+N". */
export const CARD_THUMBNAILS = 4;

export interface OrderCardProps {
  order: OrderSummary;
  /** The order's page; the whole card leads there. */
  href: string;
  /** The element the link is drawn with: the page's router link, a plain anchor by default. */
  linkAs?: LinkComponent;
}

/** One order in a list: number, date, status, the first pictures, how many products, address, price. */
export function OrderCard({ order, href, linkAs: LinkAs = PlainAnchor }: OrderCardProps) {
  const { t } = useLingui();
  const time = useOrderFormat();
  const { id, productCount: count } = order;
  const more = order.images.length - CARD_THUMBNAILS;
  return (
    <LinkBox
      as="article"
      p={{ base: "3", sm: "4" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: "brand.solid", boxShadow: "sm" }}
      // The link is only the number, but the whole card is what is pressed: its focus ring is the card's.
      css={{
        "&:has(:focus-visible)": {
          outline: "2px solid",
          outlineColor: "brand.focusRing",
          outlineOffset: "2px",
        },
      }}
      data-testid="order-card"
      data-order-id={id}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Stack gap="0" minW="0">
            <LinkOverlay asChild>
              <LinkAs
                href={href}
                aria-label={t({ id: "orders.card.open", message: `Order № ${id}` })}
                style={{ outline: "none" }}
              >
                <Text as="span" fontWeight="bold" fontSize="lg" color="fg">
                  {t({ id: "orders.card.number", message: `№ ${id}` })}
                </Text>
              </LinkAs>
            </LinkOverlay>
            {order.createdAt && (
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={order.createdAt}>{time.date(order.createdAt)}</time>
              </Text>
            )}
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Flex>
        {order.images.length > 0 && (
          // The count below says how many products there are; the pictures only help to recognise the order.
          // Four pictures and "+N" at 44 px fit the narrowest card (a 320 px screen) inside its padding.
          <HStack gap="2" aria-hidden>
            {order.images.slice(0, CARD_THUMBNAILS).map((src, i) => (
              <OrderThumb key={i} src={src} size={{ base: "11", sm: "14" }} />
            ))}
            {more > 0 && (
              <Box
                boxSize={{ base: "11", sm: "14" }}
                flexShrink={0}
                borderRadius="l2"
                bg="bg.muted"
                color="fg.muted"
                display="grid"
                placeItems="center"
                fontWeight="semibold"
                data-testid="order-card-more"
              >
                +{more}
              </Box>
            )}
          </HStack>
        )}
        <Flex justify="space-between" align="flex-end" gap="2" wrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 12rem">
            <Text fontSize="sm" color="fg.muted">
              {t({
                id: "orders.card.count",
                message: `Products: ${count}`,
              })}
            </Text>
            {order.address && (
              <HStack gap="1.5" align="flex-start" fontSize="sm" color="fg">
                <PinIcon boxSize="4" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
                <Text lineClamp={2} overflowWrap="anywhere">
                  {order.address}
                </Text>
              </HStack>
            )}
          </Stack>
          <Price value={order.price} size="sm" ms="auto" data-testid="order-card-price" />
        </Flex>
      </Stack>
    </LinkBox>
  );
}

/** A card's outline while the list loads. */
export function OrderCardSkeleton() {
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="l3" aria-hidden>
      <Flex justify="space-between" gap="2">
        <Stack gap="1">
          <Skeleton h="6" w="24" />
          <Skeleton h="4" w="32" />
        </Stack>
        <Skeleton h="6" w="28" borderRadius="full" />
      </Flex>
      <HStack gap="2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} boxSize="12" borderRadius="l2" />
        ))}
      </HStack>
      <Flex justify="space-between" gap="2">
        <Skeleton h="4" w="40%" />
        <Skeleton h="5" w="28" />
      </Flex>
    </Stack>
  );
}
