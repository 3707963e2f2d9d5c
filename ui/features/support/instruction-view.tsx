import { Heading, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { DetailStatus, Instruction, InstructionVote } from "../../../application/support/support.types";
import { ChevronLeftIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { HtmlContent } from "../content/html-content";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";
import { UsefulVote } from "./useful-vote";

/** The way back to the list, above an instruction and above a "not found". */
export function BackToInstructions() {
  const { t } = useLingui();
  return (
    // The profile's PageLink is a line of text; on a phone a finger needs a 44 px target.
    <LocalLink
      to={pathTo("profile-instruction")}
      data-testid="instructions-back"
      style={{ alignSelf: "flex-start" }}
    >
      <HStack gap="1" minH="11" color="brand.fg" fontWeight="medium" _hover={{ textDecoration: "underline" }}>
        <ChevronLeftIcon boxSize="4" aria-hidden />
        {t({ id: "support.instructions.back", message: "All instructions" })}
      </HStack>
    </LocalLink>
  );
}

export interface InstructionViewProps {
  instruction: Instruction;
  chosen: InstructionVote | null;
  voting: boolean;
  voteError: string | null;
  onVote: (vote: InstructionVote) => void;
}

/** One instruction: its title, its text (sanitised HTML) and "was this useful". */
export function InstructionView({ instruction, chosen, voting, voteError, onVote }: InstructionViewProps) {
  return (
    <Stack gap="4" data-testid="instruction-view">
      <BackToInstructions />
      <Heading as="h2" size="xl">
        {instruction.title}
      </Heading>
      <HtmlContent html={instruction.content} />
      <UsefulVote
        answered={instruction.answered}
        chosen={chosen}
        pending={voting}
        error={voteError}
        onVote={onVote}
      />
    </Stack>
  );
}

export type InstructionPageProps = Omit<InstructionViewProps, "instruction"> & {
  status: DetailStatus;
  instruction: Instruction | null;
  onRetry: () => void;
};

/** An instruction's page as it stands: on its way, failed, not there, or the instruction. */
export function InstructionPage({ status, instruction, onRetry, ...vote }: InstructionPageProps) {
  const { t } = useLingui();
  if (instruction && status === "ready") return <InstructionView instruction={instruction} {...vote} />;
  return (
    <Stack gap="4">
      <BackToInstructions />
      {status === "missing" ? (
        <SupportNotice
          testId="instruction-missing"
          title={t({ id: "support.instruction.missing", message: "Instruction not found" })}
          text={t({
            id: "support.instruction.missingText",
            message: "It may have been removed. Choose another one from the list.",
          })}
        />
      ) : status === "error" ? (
        <SupportLoadError
          testId="instruction-error"
          text={t({
            id: "support.instruction.error",
            message: "Could not load the instruction. Check the connection.",
          })}
          onRetry={onRetry}
        />
      ) : (
        <SupportLoading
          testId="instruction-loading"
          rows={4}
          height="6"
          label={t({ id: "support.instruction.loading", message: "Loading the instruction" })}
        />
      )}
    </Stack>
  );
}
