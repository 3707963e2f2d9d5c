import { Badge, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SavedCard } from "../../../application/account/account.types";

/**
 * The shopper's saved bank cards. Adding a card goes through the bank's SMS check, which arrives with
 * checkout; until then the empty state says where cards come from.
 */
export function SavedCards({ cards, failed }: { cards: readonly SavedCard[] | null; failed: boolean }) {
  const { t } = useLingui();
  if (failed) {
    return (
      <Text color="fg.error" role="alert">
        {t({ id: "common.loadError", message: "Could not load. Please try again." })}
      </Text>
    );
  }
  if (!cards) {
    return (
      <Stack
        gap="3"
        aria-busy="true"
        aria-label={t({ id: "profile.cards.loading", message: "Loading your cards" })}
      >
        <Skeleton h="16" borderRadius="l3" />
        <Skeleton h="16" borderRadius="l3" />
      </Stack>
    );
  }
  if (cards.length === 0) {
    return (
      <Stack
        gap="1"
        p="6"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="l3"
        textAlign="center"
      >
        <Text fontWeight="semibold">
          {t({ id: "profile.cards.empty", message: "You have no saved cards yet" })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t({
            id: "profile.cards.emptyHint",
            message: "A card you pay with at checkout is saved here for your next orders.",
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {cards.map(({ expiry, ...card }) => (
        <HStack
          as="li"
          key={card.id}
          justify="space-between"
          p="4"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.panel"
        >
          <Stack gap="0">
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" letterSpacing="wide">
              {card.number}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t({ id: "profile.cards.expiry", message: `Valid until ${expiry}` })}
            </Text>
          </Stack>
          {card.system && (
            <Badge variant="subtle" textTransform="uppercase">
              {card.system}
            </Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
