import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { $language } from "../../../application/app/app.model";
import {
  $instruction,
  $instructions,
  $instructionsStatus,
  $instructionStatus,
  $votePending,
  $voteRefusal,
  $votes,
  instructionOpened,
  instructionsOpened,
  instructionVoted,
} from "../../../application/support/instructions.model";
import { refusalText } from "../../i18n/refusal-text";
import { InstructionPage } from "./instruction-view";
import { InstructionsView } from "./instructions-list";

/** /profile/instruction: the list. */
export function InstructionsSection() {
  const [language, status, items, opened] = useUnit([
    $language,
    $instructionsStatus,
    $instructions,
    instructionsOpened,
  ]);
  useEffect(() => opened(), [opened, language]);
  return <InstructionsView status={status} items={items} onRetry={opened} />;
}

/** /profile/instruction/:slug: one instruction, the slug being its id. */
export function InstructionSection() {
  const { i18n } = useLingui();
  const slug = useParams().slug ?? "";
  const state = useUnit({
    language: $language,
    status: $instructionStatus,
    instruction: $instruction,
    votes: $votes,
    voting: $votePending,
    refusal: $voteRefusal,
  });
  const [opened, voted] = useUnit([instructionOpened, instructionVoted]);
  useEffect(() => {
    opened(slug);
  }, [opened, slug, state.language]);
  return (
    <InstructionPage
      status={state.status}
      instruction={state.instruction}
      chosen={state.instruction ? (state.votes[state.instruction.id] ?? null) : null}
      voting={state.voting}
      voteError={state.refusal && refusalText(i18n, state.refusal)}
      onVote={voted}
      onRetry={() => opened(slug)}
    />
  );
}
