import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import {
  $draft,
  $phone2Checking,
  $phone2CodeSent,
  $phone2Refusal,
  $phone2Sending,
  $phone2SentAt,
  phone2CodeEntered,
  phone2CodeRequested,
  phone2Typed,
  receiverNameTyped,
  receiverPhoneTyped,
} from "../../../application/checkout/checkout.model";
import { PhoneField } from "../../kit/phone-field";
import { TextField } from "../../kit/text-field";
import { CodeStep } from "../account/code-step";
import { refusalMessage } from "../profile/refusal-at";
import { problemText } from "./problem-messages";

/**
 * Step 2 (contact_detail): who receives the goods. A second phone counts only once its SMS code is accepted
 * (the server refuses an unconfirmed one).
 */
export function ContactStep({ problems }: { problems: readonly string[] }) {
  const { t, i18n } = useLingui();
  const [draft, typeName, typePhone, typePhone2, requestCode, enterCode] = useUnit([
    $draft,
    receiverNameTyped,
    receiverPhoneTyped,
    phone2Typed,
    phone2CodeRequested,
    phone2CodeEntered,
  ]);
  const [sent, sentAt, sending, checking, refusal] = useUnit([
    $phone2CodeSent,
    $phone2SentAt,
    $phone2Sending,
    $phone2Checking,
    $phone2Refusal,
  ]);
  const confirmed = draft.phone2 !== "" && draft.phone2Uuid !== null;
  return (
    <Stack gap="4">
      <TextField
        name="receiver_fish"
        label={t({ id: "checkout.receiver", message: "Receiver's full name" })}
        value={draft.receiverName}
        onChange={typeName}
        required
        autoComplete="name"
        error={problemText(i18n, problems, "checkout.error.name")}
      />
      <PhoneField
        name="receiver_phone"
        label={t({ id: "checkout.phone", message: "Receiver's phone" })}
        value={draft.receiverPhone}
        onChange={typePhone}
        required
        error={problemText(i18n, problems, "checkout.error.phone")}
      />
      <PhoneField
        name="receiver_phone2"
        label={t({ id: "checkout.phone2", message: "Second phone (optional)" })}
        value={draft.phone2}
        onChange={typePhone2}
        error={problemText(i18n, problems, "checkout.error.phone2")}
        helperText={
          confirmed ? (
            <Text as="span" color="fg.success" data-testid="phone2-confirmed">
              {t({ id: "checkout.phone2.confirmed", message: "✓ Confirmed" })}
            </Text>
          ) : undefined
        }
      />
      {draft.phone2.length === 9 && !confirmed && !sent && (
        <HStack>
          <Button variant="outline" loading={sending} onClick={() => requestCode()} minH="11">
            {t({ id: "checkout.phone2.send", message: "Send the code" })}
          </Button>
          {refusal && (
            <Text color="fg.error" role="alert">
              {refusalMessage(i18n, refusal)}
            </Text>
          )}
        </HStack>
      )}
      {sent && !confirmed && sentAt !== null && (
        <CodeStep
          phone={draft.phone2}
          sentAt={sentAt}
          pending={checking}
          failed={refusal !== null}
          onSubmit={enterCode}
          onResend={() => requestCode()}
        />
      )}
    </Stack>
  );
}
