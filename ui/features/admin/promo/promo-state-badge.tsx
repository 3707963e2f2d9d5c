import { Badge, type BadgeProps } from "@chakra-ui/react";
import type { PromoState } from "../../../../domain/promo-state";
import { usePromoStateLabel } from "./promo-words";

// Green is the one state checkout accepts; the others say at a glance whether it may come back (blue, orange)
// or is over for good (grey, red).
const LOOKS: Record<PromoState, Pick<BadgeProps, "colorPalette" | "variant">> = {
  active: { colorPalette: "green", variant: "subtle" },
  scheduled: { colorPalette: "blue", variant: "outline" },
  paused: { colorPalette: "orange", variant: "subtle" },
  used_up: { colorPalette: "red", variant: "subtle" },
  expired: { colorPalette: "gray", variant: "subtle" },
};

/** A promo code's state (domain/promo-state.ts) in words and colour. */
export function PromoStateBadge({ state }: { state: PromoState }) {
  const label = usePromoStateLabel();
  return (
    <Badge
      {...LOOKS[state]}
      size="sm"
      borderRadius="full"
      px="2.5"
      whiteSpace="normal"
      textAlign="start"
      maxW="full"
      data-testid="promo-state"
      data-state={state}
    >
      {label(state)}
    </Badge>
  );
}
