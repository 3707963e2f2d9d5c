import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { MasterStep } from "../../../application/account/master.model";
import type { Refusal } from "../../../application/shared/refusal";
import { refusalMessage } from "./refusal-at";
import { Button } from "../../kit/button";
import { FormNote } from "./form-note";
import { LazyCodeStep } from "./lazy-code-step";
import { phoneText } from "./phone-text";

export interface MasterConfirmationProps {
  /** The account's own phone: the code goes there (decision 0006). */
  phone: string;
  isMaster: boolean;
  step: MasterStep;
  sentAt: number | null;
  requestPending?: boolean;
  codePending?: boolean;
  codeFailed?: boolean;
  refusal?: Refusal | null;
  /** The server's words on becoming a master; "" when it sent none. */
  message?: string | null;
  /** Asks for a code (the first one, or a new one). */
  onRequest: () => void;
  onCode: (code: string) => void;
  onCodeEdited?: () => void;
}

/**
 * A shopper asks to become a master: a code goes to their own phone, they type it, and the summary above
 * then shows the master status, the discount card and the points. A master is offered nothing.
 */
export function MasterConfirmation(props: MasterConfirmationProps) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const { step, refusal } = props;
  if (step === "done") {
    return (
      <FormNote kind="success" testId="master-done">
        {props.message ||
          t({ id: "profile.master.done", message: "You are a master now: your discount card is above" })}
      </FormNote>
    );
  }
  if (props.isMaster) return null;
  const phone = phoneText(props.phone);
  const note = refusal && <FormNote kind="error">{refusalMessage(i18n, refusal)}</FormNote>;
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="4"
      p={{ base: "4", md: "6" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-testid="master-confirmation"
    >
      <Stack gap="1">
        <Heading as="h2" size="md" id={titleId}>
          {t({ id: "profile.master.title", message: "Are you a master?" })}
        </Heading>
        {step === "offer" && (
          <Text color="fg.muted">
            {t({
              id: "profile.master.offer",
              message: `Confirm your phone ${phone} with a code to get a discount card and discount points.`,
            })}
          </Text>
        )}
      </Stack>
      {step === "code" && props.sentAt !== null ? (
        <Stack gap="4" maxW="md">
          <LazyCodeStep
            phone={props.phone}
            sentAt={props.sentAt}
            pending={props.codePending ?? false}
            failed={props.codeFailed ?? false}
            onSubmit={props.onCode}
            onResend={props.onRequest}
            onEdited={props.onCodeEdited}
          />
          {note}
        </Stack>
      ) : (
        <>
          {note}
          <Button
            variant="primary"
            alignSelf={{ base: "stretch", sm: "flex-start" }}
            loading={props.requestPending}
            onClick={props.onRequest}
            data-testid="master-request"
          >
            {t({ id: "profile.master.request", message: "Send me a code" })}
          </Button>
        </>
      )}
    </Stack>
  );
}
