import { Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Feedback } from "../../../application/content/content.types";

export const FEEDBACK_MIN_TEXT = 4;

/** Name and text; both required, the text at least 4 characters (spec section 5). */
export function FeedbackForm({
  onSubmit,
  sending = false,
  sent = false,
}: {
  onSubmit: (f: Feedback) => void;
  sending?: boolean;
  sent?: boolean;
}) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const nameError = name.trim() === "" ? t({ id: "form.required", message: "Value is required" }) : null;
  const textError =
    text.trim() === ""
      ? t({ id: "form.required", message: "Value is required" })
      : text.trim().length < FEEDBACK_MIN_TEXT
        ? t({ id: "form.min4", message: "At least 4 characters" })
        : null;
  return (
    <form
      noValidate
      data-testid="feedback-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (nameError || textError) return;
        onSubmit({ name: name.trim(), text: text.trim() });
        setName("");
        setText("");
        setTouched(false);
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={touched && nameError !== null} required>
          <Field.Label>
            <Trans id="feedback.name">Your name</Trans>
          </Field.Label>
          <Input value={name} maxLength={99} onChange={(e) => setName(e.target.value)} />
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={touched && textError !== null} required>
          <Field.Label>
            <Trans id="feedback.text">Message</Trans>
          </Field.Label>
          <Textarea value={text} rows={4} onChange={(e) => setText(e.target.value)} />
          <Field.ErrorText>{textError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={sending} alignSelf="flex-start">
          {sent ? <Trans id="feedback.sent">Sent</Trans> : <Trans id="feedback.send">Send</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
