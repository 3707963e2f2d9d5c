import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { validateNewPassword, type FormError, type NewPasswordInput } from "../../../domain/auth-forms";
import { PASSWORD_MIN_LENGTH } from "../../../domain/validation";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { translateError } from "../../i18n/validation-messages";
import { useFocusFirst } from "./use-focus-first";
import { useRefusalFlag } from "./use-refusal-flag";

type PasswordField = "password" | "confirmation";

export interface NewPasswordStepProps {
  /** Registration asks for 8 characters, a reset for 6 (spec section 9). */
  flow: "registration" | "reset";
  submitLabel: string;
  pending: boolean;
  /** The server refused the password: both fields are flagged until either changes (spec section 8). */
  failed: boolean;
  /** Called with input that passed domain validateNewPassword (min_password, then password_error). */
  onSubmit: (input: NewPasswordInput) => void;
  onEdited?: () => void;
}

/** A new password and its confirmation; the message shows under the field it is about. */
export function NewPasswordStep({
  flow,
  submitLabel,
  pending,
  failed,
  onSubmit,
  onEdited,
}: NewPasswordStepProps) {
  const { i18n, t } = useLingui();
  const [input, setInput] = useState<NewPasswordInput>({ password: "", confirmation: "" });
  const [error, setError] = useState<FormError<PasswordField> | null>(null);
  const [flagged, edited] = useRefusalFlag(failed || null, onEdited);
  const form = useFocusFirst<HTMLFormElement>();
  const min = PASSWORD_MIN_LENGTH[flow];

  const change = (field: PasswordField) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setError(null);
    edited();
  };
  const messageAt: PasswordField | null = error
    ? error.code === "PASSWORD.MISMATCH"
      ? "confirmation"
      : "password"
    : null;
  const message = error ? translateError(i18n, error) : undefined;
  const markedOnly = (field: PasswordField) =>
    (flagged || error?.fields.includes(field)) && messageAt !== field
      ? { "aria-invalid": true as const }
      : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateNewPassword(input, flow);
    if (!result.ok) {
      setError(result.error);
      const first = result.error.code === "PASSWORD.MISMATCH" ? "confirmation" : "password";
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(input);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="new-password">
      <Stack gap="4">
        <TextField
          name="password"
          type="password"
          label={t({ id: "account.password.new", message: "New password" })}
          helperText={t({ id: "account.password.hint", message: `At least ${min} characters` })}
          value={input.password}
          onChange={change("password")}
          autoComplete="new-password"
          required
          error={messageAt === "password" ? message : undefined}
          {...markedOnly("password")}
        />
        <TextField
          name="confirmation"
          type="password"
          label={t({ id: "account.password.confirm", message: "Repeat the password" })}
          value={input.confirmation}
          onChange={change("confirmation")}
          autoComplete="new-password"
          required
          error={messageAt === "confirmation" ? message : undefined}
          {...markedOnly("confirmation")}
        />
        <Button type="submit" variant="primary" width="full" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
