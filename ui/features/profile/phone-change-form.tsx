import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { PhoneChangeRequest } from "../../../application/account/profile.port";
import type { Refusal } from "../../../application/shared/refusal";
import type { DomainError } from "../../../domain/errors";
import { isValidUzPhone, stripPhone } from "../../../domain/phone";
import { translateError } from "../../i18n/validation-messages";
import { Button } from "../../kit/button";
import { PhoneField } from "../../kit/phone-field";
import { TextField } from "../../kit/text-field";
import { FormNote } from "./form-note";
import { phoneText } from "./phone-text";
import { placeRefusal, useShownRefusal } from "./refusal-at";

type PhoneChangeField = "phone" | "password";
const PLACES = {
  fields: { phone: "phone", password: "password" },
  codes: {
    "PASSWORD.WRONG_OLD": "password",
    "PHONE.INVALID": "phone",
    "ACCOUNT.PHONE_TAKEN": "phone",
  },
} as const;

export interface PhoneChangeFormProps {
  /** The account's phone now, 9 national digits. */
  currentPhone: string;
  pending?: boolean;
  refusal?: Refusal | null;
  onSubmit: (request: PhoneChangeRequest) => void;
  onEdited?: () => void;
}

/** A phone change's first step: the new number and the current password; the code goes to that number. */
export function PhoneChangeForm({
  currentPhone,
  pending = false,
  refusal,
  onSubmit,
  onEdited,
}: PhoneChangeFormProps) {
  const { i18n, t } = useLingui();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<{ field: PhoneChangeField; error: DomainError } | null>(null);
  const [shown, edited] = useShownRefusal(refusal, onEdited);
  const current = phoneText(currentPhone);
  const placed = shown ? placeRefusal<PhoneChangeField>(i18n, shown, PLACES) : null;
  const errorAt = (field: PhoneChangeField) =>
    error
      ? error.field === field
        ? translateError(i18n, error.error)
        : undefined
      : placed?.field === field
        ? placed.text
        : undefined;

  const changed = () => {
    setError(null);
    edited();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const failed: typeof error = !isValidUzPhone(phone)
      ? { field: "phone", error: { code: "PHONE.INVALID" } }
      : password === ""
        ? { field: "password", error: { code: "FIELD.REQUIRED" } }
        : null;
    setError(failed);
    if (!failed) return onSubmit({ phone: stripPhone(phone), password });
    event.currentTarget.querySelector<HTMLInputElement>(`input[name="${failed.field}"]`)?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="phone-change-form">
      <Stack gap="5" maxW="md">
        <Text color="fg.muted" data-testid="phone-change-current">
          {t({
            id: "profile.phone.current",
            message: `Your number now: ${current}`,
          })}
        </Text>
        <PhoneField
          name="phone"
          label={t({ id: "profile.phone.new", message: "New phone number" })}
          value={phone}
          onChange={(digits) => {
            if (digits === phone) return;
            setPhone(digits);
            changed();
          }}
          autoComplete="tel-national"
          required
          helperText={t({ id: "profile.phone.newHint", message: "We will text a 6-digit code to it" })}
          error={errorAt("phone")}
        />
        <TextField
          name="password"
          type="password"
          label={t({ id: "profile.phone.password", message: "Current password" })}
          value={password}
          onChange={(next) => {
            setPassword(next);
            changed();
          }}
          autoComplete="current-password"
          required
          error={errorAt("password")}
        />
        {placed && placed.field === null && <FormNote kind="error">{placed.text}</FormNote>}
        <Button
          type="submit"
          variant="primary"
          loading={pending}
          alignSelf={{ base: "stretch", sm: "flex-start" }}
          data-testid="phone-change-submit"
        >
          {t({ id: "profile.phone.submit", message: "Send the code" })}
        </Button>
      </Stack>
    </form>
  );
}
