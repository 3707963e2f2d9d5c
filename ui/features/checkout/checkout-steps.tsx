import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CHECKOUT_STEPS, type CheckoutStep } from "../../../application/checkout/checkout-draft";

/** The three steps of spec section 2; a step already passed can be opened again. */
export function CheckoutSteps({
  current,
  onChoose,
}: {
  current: CheckoutStep;
  onChoose: (step: CheckoutStep) => void;
}) {
  const { t } = useLingui();
  const names: Record<CheckoutStep, string> = {
    delivery_address: t({ id: "checkout.step.delivery", message: "Delivery" }),
    contact_detail: t({ id: "checkout.step.contact", message: "Contacts" }),
    payment: t({ id: "checkout.step.payment", message: "Payment" }),
  };
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <HStack as="ol" gap={{ base: "1", sm: "2" }} listStyleType="none" m="0" p="0" w="full">
      {CHECKOUT_STEPS.map((step, i) => {
        const done = i < at;
        const here = i === at;
        return (
          <Box as="li" key={step} flex="1" minW="0">
            <Button
              variant={here ? "solid" : "subtle"}
              colorPalette={here || done ? "brand" : "gray"}
              size="sm"
              w="full"
              minH="11"
              px={{ base: "1", sm: "2" }}
              gap="1"
              fontSize={{ base: "xs", sm: "sm" }}
              disabled={!done}
              aria-current={here ? "step" : undefined}
              onClick={() => onChoose(step)}
              _disabled={{ opacity: here ? 1 : 0.6, cursor: "default" }}
            >
              <Text as="span" fontWeight="bold">
                {i + 1}
              </Text>
              <Text as="span" truncate>
                {names[step]}
              </Text>
            </Button>
          </Box>
        );
      })}
    </HStack>
  );
}
