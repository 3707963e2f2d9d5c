import { Box } from "@chakra-ui/react";
import type { CardSystem } from "../../../domain/card";
import { CARD_SYSTEM_NAMES } from "../../../domain/payment-card";

// The systems' own colours behind their names: a word mark instead of a picture, so nothing is fetched and
// the name is read out as it is written.
const LOOKS: Record<CardSystem, { bg: string; color: string }> = {
  uzcard: { bg: "#1a4d8f", color: "white" },
  humo: { bg: "#00854a", color: "white" },
  visa: { bg: "#1a1f71", color: "white" },
  mastercard: { bg: "#eb001b", color: "white" },
};

/** The card system's mark ("Uzcard", "Humo", "Visa", "Mastercard"); nothing for an unknown system. */
export function CardSystemMark({ system, testId }: { system: CardSystem | null; testId?: string }) {
  if (!system) return null;
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      px="2"
      h="6"
      borderRadius="l1"
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="wide"
      flexShrink={0}
      data-system={system}
      data-testid={testId}
      {...LOOKS[system]}
    >
      {CARD_SYSTEM_NAMES[system]}
    </Box>
  );
}
