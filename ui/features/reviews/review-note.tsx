import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReviewStanding } from "../../../application/reviews/reviews.types";
import { Button } from "../../kit/button";

export type ReviewNoteKind = Exclude<ReviewStanding, "open">;

export interface ReviewNoteProps {
  kind: ReviewNoteKind;
  /** A guest's way in (opens the login dialog). */
  onSignIn?: () => void;
  /** Asks again after the standing could not be read. */
  onRetry?: () => void;
}

/**
 * In place of the review form: why the shopper cannot review (a guest; not a buyer who received it; already
 * reviewed), the thanks for a review just sent, or that it could not be told.
 */
export function ReviewNote({ kind, onSignIn, onRetry }: ReviewNoteProps) {
  const { t } = useLingui();
  if (kind === "checking")
    return <Skeleton h="20" borderRadius="l3" aria-busy="true" data-testid="review-note-checking" />;
  const texts: Record<Exclude<ReviewNoteKind, "checking">, { title?: string; text: string }> = {
    guest: {
      text: t({ id: "reviews.note.guest", message: "Sign in to review this product." }),
    },
    "not-bought": {
      text: t({
        id: "reviews.note.notBought",
        message: "Only buyers who have received this product can review it.",
      }),
    },
    reviewed: {
      text: t({ id: "reviews.note.reviewed", message: "You already left a review of this product." }),
    },
    sent: {
      title: t({ id: "reviews.note.thanks", message: "Thank you for your review!" }),
      text: t({ id: "reviews.note.sent", message: "It is published in the list of reviews." }),
    },
    unknown: {
      text: t({
        id: "reviews.note.unknown",
        message: "We could not check whether you can review this product.",
      }),
    },
  };
  const { title, text } = texts[kind];
  return (
    <Stack
      gap="2"
      p={{ base: "3", sm: "4" }}
      borderRadius="l3"
      bg={kind === "sent" ? { base: "green.50", _dark: "green.950" } : "bg.muted"}
      role="status"
      data-testid="review-note"
      data-kind={kind}
    >
      {title && (
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      )}
      <Text fontSize="sm">{text}</Text>
      {kind === "guest" && onSignIn && (
        <Button variant="primary" size="sm" minH="11" alignSelf="flex-start" onClick={onSignIn}>
          {t({ id: "reviews.note.signIn", message: "Sign in" })}
        </Button>
      )}
      {kind === "unknown" && onRetry && (
        <Button variant="secondary" size="sm" minH="11" alignSelf="flex-start" onClick={onRetry}>
          {t({ id: "reviews.note.retry", message: "Try again" })}
        </Button>
      )}
    </Stack>
  );
}
