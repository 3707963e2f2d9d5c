import { HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SavedCard } from "../../../application/cards/cards.types";
import { Button } from "../../kit/button";
import { CardSystemMark } from "./card-system-mark";

export interface SavedCardsProps {
  cards: readonly SavedCard[] | null;
  failed: boolean;
  /** Offers each card's removal (the container asks for a confirmation first). */
  onRemove?: (card: SavedCard) => void;
}

/** The shopper's saved (bank-verified) cards: masked number, system, expiry, and a way to remove each. */
export function SavedCards({ cards, failed, onRemove }: SavedCardsProps) {
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
            message: "Add a card to pay for your orders with it at checkout.",
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {cards.map(({ expiry, number, ...card }) => (
        <HStack
          as="li"
          key={card.id}
          justify="space-between"
          wrap="wrap"
          gap="2"
          p="4"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.panel"
        >
          <HStack gap="3" minW="0">
            <CardSystemMark system={card.system} />
            <Stack gap="0" minW="0">
              {/* One line even beside the widest mark on a 320 px phone: the number never breaks. */}
              <Text
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                letterSpacing={{ base: "normal", sm: "wide" }}
                whiteSpace="nowrap"
              >
                {number}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t({ id: "profile.cards.expiry", message: `Valid until ${expiry}` })}
              </Text>
            </Stack>
          </HStack>
          {onRemove && (
            <Button
              variant="ghost"
              minH="11"
              flexShrink={0}
              onClick={() => onRemove({ expiry, number, ...card })}
              aria-label={t({ id: "profile.cards.removeCard", message: `Remove the card ${number}` })}
              data-testid={`card-remove-${card.id}`}
            >
              {t({ id: "profile.cards.remove", message: "Remove" })}
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
