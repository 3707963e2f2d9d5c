import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { InstructionVote } from "../../../application/support/support.types";
import { Button } from "../../kit/button";
import { FormNote } from "../profile/form-note";

export interface UsefulVoteProps {
  /** The server says this shopper already answered (not which way). */
  answered: boolean;
  /** The answer given in this tab, if any. */
  chosen: InstructionVote | null;
  pending: boolean;
  /** Why the last vote was refused, translated. */
  error: string | null;
  onVote: (vote: InstructionVote) => void;
}

/**
 * "Was this useful": two toggle buttons, the chosen one pressed. One vote per shopper; pressing the other
 * button changes it.
 */
export function UsefulVote({ answered, chosen, pending, error, onVote }: UsefulVoteProps) {
  const { t } = useLingui();
  const labelId = `useful-${useId().replace(/[^\w-]/g, "")}`;
  const [asked, setAsked] = useState<InstructionVote | null>(null);
  const options: { vote: InstructionVote; label: string }[] = [
    { vote: "yes", label: t({ id: "support.vote.yes", message: "Yes" }) },
    { vote: "no", label: t({ id: "support.vote.no", message: "No" }) },
  ];
  const note = chosen
    ? t({ id: "support.vote.thanks", message: "Thank you for your answer! You can change it." })
    : answered
      ? t({ id: "support.vote.answered", message: "You have already answered. You can change your answer." })
      : null;
  return (
    <Stack
      gap="3"
      p="4"
      borderRadius="l3"
      bg="bg.muted"
      role="group"
      aria-labelledby={labelId}
      data-testid="useful-vote"
    >
      <Text id={labelId} fontWeight="semibold">
        {t({ id: "support.vote.question", message: "Was this instruction useful?" })}
      </Text>
      <HStack gap="2">
        {options.map(({ vote, label }) => (
          <Button
            key={vote}
            variant={chosen === vote ? "primary" : "secondary"}
            bg={chosen === vote ? undefined : "bg"}
            minH="11"
            minW="24"
            aria-pressed={chosen === vote}
            loading={pending && asked === vote}
            disabled={pending}
            onClick={() => {
              if (chosen === vote) return;
              setAsked(vote);
              onVote(vote);
            }}
            data-vote={vote}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <Text role="status" fontSize="sm" color="fg.muted" data-testid="useful-vote-note">
        {note}
      </Text>
      {error && <FormNote kind="error">{error}</FormNote>}
    </Stack>
  );
}
