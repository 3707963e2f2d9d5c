import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { PasswordChange } from "../../../application/account/profile.port";
import type { Refusal } from "../../../application/shared/refusal";
import { validateNewPassword, type FormError } from "../../../domain/auth-forms";
import { isBlank, PASSWORD_MIN_LENGTH } from "../../../domain/validation";
import { translateError, VALIDATION_MESSAGES } from "../../i18n/validation-messages";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { FormNote } from "./form-note";
import { placeRefusal, useShownRefusal } from "./refusal-at";

type PasswordField = "oldPassword" | "newPassword" | "confirmation";
const PLACES = {
  fields: { old_password: "oldPassword", new_password: "newPassword", password_confirm: "confirmation" },
  codes: { "PASSWORD.WRONG_OLD": "oldPassword" },
} as const;
/** The change screen's minimum is not pinned by the spec; the contract takes the reset's 6. */
const min = PASSWORD_MIN_LENGTH.reset;

export interface PasswordChangeFormProps {
  pending?: boolean;
  refusal?: Refusal | null;
  /** The server's confirmation once changed ("" when it sent none); the fields are emptied. */
  done?: string | null;
  onSubmit: (change: PasswordChange) => void;
  onEdited?: () => void;
}

/** Checks the form's own rules; the error names the fields to mark, the message goes under the last one. */
function check(values: PasswordChange): FormError<PasswordField> | null {
  if (isBlank(values.oldPassword)) return { code: "FIELD.REQUIRED", fields: ["oldPassword"] };
  const result = validateNewPassword(
    { password: values.newPassword, confirmation: values.confirmation },
    "reset",
  );
  if (result.ok) return null;
  const fields = result.error.fields.map((f): PasswordField => (f === "password" ? "newPassword" : f));
  return { ...result.error, fields };
}

/**
 * Old password, new password (at least 6) and its confirmation. A wrong old password, as the server judges
 * it, flags the old-password field with the spec's message until the shopper edits the form.
 */
export function PasswordChangeForm({
  pending = false,
  refusal,
  done = null,
  onSubmit,
  onEdited,
}: PasswordChangeFormProps) {
  const { i18n, t } = useLingui();
  const empty: PasswordChange = { oldPassword: "", newPassword: "", confirmation: "" };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<FormError<PasswordField> | null>(null);
  const [shown, edited] = useShownRefusal(refusal, onEdited);

  const [seenDone, setSeenDone] = useState(done);
  if (seenDone !== done) {
    setSeenDone(done);
    if (done !== null) setValues(empty);
  }

  const placed = shown ? placeRefusal<PasswordField>(i18n, shown, PLACES) : null;
  const own = error ? translateError(i18n, error) : undefined;
  const errorAt = (field: PasswordField) => {
    if (error) return error.fields.at(-1) === field ? own : undefined;
    return placed?.field === field ? placed.text : undefined;
  };
  // A field marked with the message under another one is still invalid for assistive technology.
  const markedOnly = (field: PasswordField) =>
    error?.fields.includes(field) && !errorAt(field) ? { "aria-invalid": true as const } : {};

  const set = (field: PasswordField) => (next: string) => {
    setValues((current) => ({ ...current, [field]: next }));
    setError(null);
    if (shown) edited();
    else if (done !== null) onEdited?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const failed = check(values);
    setError(failed);
    if (!failed) return onSubmit(values);
    event.currentTarget.querySelector<HTMLInputElement>(`input[name="${failed.fields[0]}"]`)?.focus();
  };

  const field = (name: PasswordField, label: string, autoComplete: string, helperText?: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      required
      helperText={helperText}
      error={errorAt(name)}
      {...markedOnly(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="password-change-form">
      <Stack gap="5" maxW="md">
        {done !== null && !shown && (
          <FormNote kind="success" testId="password-changed">
            {done || i18n._(VALIDATION_MESSAGES.password_changed)}
          </FormNote>
        )}
        {field(
          "oldPassword",
          t({ id: "profile.password.old", message: "Current password" }),
          "current-password",
        )}
        {field(
          "newPassword",
          t({ id: "profile.password.new", message: "New password" }),
          "new-password",
          t({ id: "profile.password.newHint", message: `At least ${min} characters` }),
        )}
        {field(
          "confirmation",
          t({ id: "profile.password.confirm", message: "Repeat the new password" }),
          "new-password",
        )}
        {placed && placed.field === null && <FormNote kind="error">{placed.text}</FormNote>}
        <Button
          type="submit"
          variant="primary"
          loading={pending}
          alignSelf={{ base: "stretch", sm: "flex-start" }}
          data-testid="password-change-submit"
        >
          {t({ id: "profile.password.submit", message: "Change password" })}
        </Button>
      </Stack>
    </form>
  );
}
