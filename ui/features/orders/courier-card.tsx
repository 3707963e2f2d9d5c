import { Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Courier } from "../../../application/orders/orders.types";
import { phoneOf } from "./order-format";
import { PhoneIcon, TruckIcon, UserIcon } from "./order-icons";
import { OrderSection, type SectionHeading } from "./order-section";

/** Who brings the order: name, role, the car's plate to spot it, and a button that calls them. */
export function CourierCard({ courier, headingAs }: { courier: Courier; headingAs?: SectionHeading }) {
  const { t } = useLingui();
  const phone = courier.phone ? phoneOf(courier.phone) : null;
  return (
    <OrderSection
      title={t({ id: "orders.courier.title", message: "Your courier" })}
      icon={<TruckIcon boxSize="5" color="fg.muted" aria-hidden />}
      headingAs={headingAs}
      data-testid="courier-card"
    >
      <HStack gap="3" align="flex-start">
        <Box
          boxSize="11"
          flexShrink={0}
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          display="grid"
          placeItems="center"
          aria-hidden
        >
          <UserIcon boxSize="5" />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {courier.fullName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {courier.role || t({ id: "orders.courier.role", message: "Courier" })}
          </Text>
        </Stack>
      </HStack>
      {courier.carNumber && (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t({ id: "orders.courier.car", message: "Car number" })}
          </Text>
          {/* Drawn like a number plate, the way the shopper will look for it in the street. */}
          <Text
            as="span"
            px="2"
            py="0.5"
            borderWidth="2px"
            borderColor="fg"
            borderRadius="l1"
            fontFamily="mono"
            fontWeight="bold"
            letterSpacing="wider"
            whiteSpace="nowrap"
            textTransform="uppercase"
            data-testid="courier-car"
          >
            {courier.carNumber}
          </Text>
        </HStack>
      )}
      {phone && (
        <Button asChild variant="outline" colorPalette="brand" minH="11" w={{ base: "full", sm: "auto" }}>
          <a href={phone.href} data-testid="courier-phone">
            <PhoneIcon aria-hidden />
            <VisuallyHidden>{t({ id: "orders.courier.call", message: "Call the courier" })}: </VisuallyHidden>
            {phone.text}
          </a>
        </Button>
      )}
    </OrderSection>
  );
}
