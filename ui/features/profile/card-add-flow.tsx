import { Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { maskedPhoneText } from "../../../application/cards/card-form";
import type { CardAddStep, CardTicket } from "../../../application/cards/cards.model";
import type { CardToAdd } from "../../../application/cards/cards.types";
import type { Refusal } from "../../../application/shared/refusal";
import { Button } from "../../kit/button";
import { CardAddForm } from "./card-add-form";
import { FormNote } from "./form-note";
import { LazyCodeStep } from "./lazy-code-step";
import { refusalMessage } from "./refusal-at";

export interface CardAddFlowProps {
  step: Exclude<CardAddStep, "closed">;
  /** The values last sent: the form starts from them. */
  draft?: CardToAdd | null;
  /** Where the bank's code went (the code step). */
  ticket?: CardTicket | null;
  addPending?: boolean;
  codePending?: boolean;
  codeFailed?: boolean;
  refusal?: Refusal | null;
  /** The expiry rules' "now" (stories fix it); the browser's clock when not given. */
  now?: Date;
  onSubmit: (card: CardToAdd) => void;
  onFormEdited?: () => void;
  onCode: (code: string) => void;
  onCodeEdited?: () => void;
  onResend: () => void;
  /** Back to the form, its values kept. */
  onRestart: () => void;
  onCancel: () => void;
}

/** A new card: number and expiry → the code the bank texted to the card's phone → saved. */
export function CardAddFlow(props: CardAddFlowProps) {
  const { i18n, t } = useLingui();
  const { step, ticket, refusal } = props;
  if (step === "code" && ticket) {
    return (
      <Stack gap="4" maxW="md" data-testid="card-code">
        <Heading as="h2" size="md">
          {t({ id: "profile.cards.codeTitle", message: "Confirm the card" })}
        </Heading>
        <LazyCodeStep
          phone=""
          phoneShown={maskedPhoneText(ticket.phone)}
          waitSeconds={ticket.waitSeconds}
          sentAt={ticket.sentAt}
          pending={props.codePending ?? false}
          failed={props.codeFailed ?? false}
          onSubmit={props.onCode}
          onResend={props.onResend}
          onEdited={props.onCodeEdited}
        />
        {refusal && <FormNote kind="error">{refusalMessage(i18n, refusal)}</FormNote>}
        <Button
          variant="ghost"
          minH="11"
          alignSelf="flex-start"
          onClick={props.onRestart}
          disabled={props.codePending}
          data-testid="card-add-restart"
        >
          {t({ id: "profile.cards.other", message: "Change the card details" })}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="card-add">
      <Heading as="h2" size="md">
        {t({ id: "profile.cards.addTitle", message: "New card" })}
      </Heading>
      <CardAddForm
        initial={props.draft}
        pending={props.addPending}
        refusal={refusal}
        now={props.now}
        onSubmit={props.onSubmit}
        onEdited={props.onFormEdited}
        onCancel={props.onCancel}
      />
    </Stack>
  );
}
