import { Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderSummary } from "../../../application/orders/orders.types";
import { Price } from "../../kit/price";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { orderDate } from "./order-date";
import { OrderStatusBadge } from "./order-status-badge";

const SHOWN_IMAGES = 4;

/** One order in the lists: number, date, status, the first pictures, count, address and price. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useLingui();
  const more = order.images.length - SHOWN_IMAGES;
  const count = order.productCount;
  return (
    <LinkBox
      as="article"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      _hover={{ borderColor: "brand.solid" }}
      data-testid="order-card"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <LinkOverlay asChild>
            <LocalLink to={pathTo("order-id", { id: order.id })}>
              <Text as="span" fontWeight="bold" fontSize="lg">
                {t({ id: "orders.number", message: `Order № ${order.id}` })}
              </Text>
            </LocalLink>
          </LinkOverlay>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <HStack gap="2">
          {order.images.slice(0, SHOWN_IMAGES).map((src, i) => (
            <Image
              key={i}
              src={src}
              alt=""
              boxSize="12"
              objectFit="contain"
              borderRadius="l2"
              bg="bg.muted"
            />
          ))}
          {more > 0 && (
            <Box
              boxSize="12"
              borderRadius="l2"
              bg="bg.muted"
              display="grid"
              placeItems="center"
              fontSize="sm"
            >
              +{more}
            </Box>
          )}
        </HStack>
        <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontSize="sm" color="fg.muted">
              {orderDate(i18n, order.createdAt)} · {t({ id: "orders.count", message: `${count} items` })}
            </Text>
            {order.address && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {order.address}
              </Text>
            )}
          </Stack>
          <Price value={order.price} size="sm" />
        </HStack>
      </Stack>
    </LinkBox>
  );
}
