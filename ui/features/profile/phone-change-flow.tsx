import { Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { PhoneChangeStep } from "../../../application/account/phone-change.model";
import type { PhoneChangeRequest } from "../../../application/account/profile.port";
import type { Refusal } from "../../../application/shared/refusal";
import { refusalMessage } from "./refusal-at";
import { Button } from "../../kit/button";
import { FormNote } from "./form-note";
import { LazyCodeStep } from "./lazy-code-step";
import { PhoneChangeForm } from "./phone-change-form";
import { phoneText } from "./phone-text";

export interface PhoneChangeFlowProps {
  step: PhoneChangeStep;
  /** The account's phone now. */
  currentPhone: string;
  /** Where the last code went and when (the code and done steps). */
  sent: { readonly phone: string; readonly sentAt: number } | null;
  requestPending?: boolean;
  codePending?: boolean;
  codeFailed?: boolean;
  refusal?: Refusal | null;
  onRequest: (request: PhoneChangeRequest) => void;
  onFormEdited?: () => void;
  onCode: (code: string) => void;
  onCodeEdited?: () => void;
  onResend: () => void;
  /** Back to the form to type another number. */
  onRestart: () => void;
}

/** Password and new phone → the code texted to that phone → done. */
export function PhoneChangeFlow(props: PhoneChangeFlowProps) {
  const { i18n, t } = useLingui();
  const { step, sent, refusal } = props;

  if (step === "done" && sent) {
    const phone = phoneText(sent.phone);
    return (
      <FormNote kind="success" testId="phone-change-done">
        {t({ id: "profile.phone.done", message: `Your phone number is now ${phone}` })}
      </FormNote>
    );
  }
  if (step === "code" && sent) {
    return (
      <Stack gap="4" maxW="md" data-testid="phone-change-code">
        <Heading as="h2" size="md">
          {t({ id: "profile.phone.codeTitle", message: "Enter the code" })}
        </Heading>
        <LazyCodeStep
          phone={sent.phone}
          sentAt={sent.sentAt}
          pending={props.codePending ?? false}
          failed={props.codeFailed ?? false}
          onSubmit={props.onCode}
          onResend={props.onResend}
          onEdited={props.onCodeEdited}
        />
        {refusal && <FormNote kind="error">{refusalMessage(i18n, refusal)}</FormNote>}
        <Button
          variant="ghost"
          alignSelf="flex-start"
          onClick={props.onRestart}
          data-testid="phone-change-restart"
        >
          {t({ id: "profile.phone.other", message: "Enter another number" })}
        </Button>
      </Stack>
    );
  }
  return (
    <PhoneChangeForm
      currentPhone={props.currentPhone}
      pending={props.requestPending}
      refusal={refusal}
      onSubmit={props.onRequest}
      onEdited={props.onFormEdited}
    />
  );
}
