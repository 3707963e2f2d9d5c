import { Box, chakra, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CHECKOUT_STEPS, type CheckoutStep } from "../../../application/checkout/checkout-draft";
import { CheckIcon } from "./checkout-icons";

export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** A step already passed was chosen: the shopper goes back to it. */
  onChoose: (step: CheckoutStep) => void;
}

const DOT = "1.75rem";

/**
 * The three steps of spec section 2 as a stepper. Only a passed step is a button: the next one opens by
 * finishing this one, so it is no target at all rather than a disabled one.
 */
export function CheckoutSteps({ current, onChoose }: CheckoutStepsProps) {
  const { t } = useLingui();
  const names: Record<CheckoutStep, string> = {
    delivery_address: t({ id: "checkout.step.delivery", message: "Delivery" }),
    contact_detail: t({ id: "checkout.step.contact", message: "Contacts" }),
    payment: t({ id: "checkout.step.payment", message: "Payment" }),
  };
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <chakra.ol
      aria-label={t({ id: "checkout.steps", message: "Checkout steps" })}
      display="grid"
      gridTemplateColumns={`repeat(${CHECKOUT_STEPS.length}, minmax(0, 1fr))`}
      listStyleType="none"
      m="0"
      p="0"
      w="full"
      data-testid="checkout-steps"
    >
      {CHECKOUT_STEPS.map((step, i) => {
        const state = i < at ? "done" : i === at ? "current" : "upcoming";
        const status =
          state === "done"
            ? t({ id: "checkout.step.done", message: "done" })
            : state === "upcoming"
              ? t({ id: "checkout.step.upcoming", message: "not yet" })
              : null;
        const face = (
          <>
            <Box
              aria-hidden
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize={DOT}
              borderRadius="full"
              borderWidth="2px"
              borderColor={state === "upcoming" ? "border.emphasized" : "brand.solid"}
              bg={state === "current" ? "brand.solid" : state === "done" ? "brand.subtle" : "bg.panel"}
              color={state === "current" ? "brand.contrast" : state === "done" ? "brand.fg" : "fg.muted"}
              fontSize="sm"
              fontWeight="bold"
              flexShrink={0}
            >
              {state === "done" ? <CheckIcon boxSize="4" /> : i + 1}
            </Box>
            <Text
              as="span"
              fontSize={{ base: "xs", sm: "sm" }}
              lineHeight="short"
              fontWeight={state === "current" ? "semibold" : "medium"}
              color={state === "upcoming" ? "fg.muted" : "fg"}
              textAlign="center"
              overflowWrap="anywhere"
            >
              {names[step]}
              {status && <VisuallyHidden>{` (${status})`}</VisuallyHidden>}
            </Text>
          </>
        );
        const look = {
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: "1",
          w: "full",
          minH: "11",
          px: "1",
          py: "1",
          borderRadius: "l2",
        } as const;
        return (
          <Box
            as="li"
            key={step}
            position="relative"
            minW="0"
            // The line from the previous dot to this one, in the accent once this step is reached.
            _before={
              i === 0
                ? undefined
                : {
                    content: '""',
                    position: "absolute",
                    top: `calc(0.25rem + ${DOT} / 2 - 1px)`,
                    left: `calc(-50% + ${DOT} / 2 + 0.375rem)`,
                    right: `calc(50% + ${DOT} / 2 + 0.375rem)`,
                    h: "2px",
                    bg: state === "upcoming" ? "border" : "brand.solid",
                  }
            }
            aria-current={state === "current" ? "step" : undefined}
            data-state={state}
          >
            {state === "done" ? (
              <chakra.button
                type="button"
                {...look}
                cursor="pointer"
                _hover={{ bg: "bg.muted" }}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
                onClick={() => onChoose(step)}
              >
                {face}
              </chakra.button>
            ) : (
              <Box {...look}>{face}</Box>
            )}
          </Box>
        );
      })}
    </chakra.ol>
  );
}
