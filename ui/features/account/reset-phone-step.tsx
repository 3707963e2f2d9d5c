import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { validateResetPhone, type FormError } from "../../../domain/auth-forms";
import { Button } from "../../kit/button";
import { PhoneField } from "../../kit/phone-field";
import { translateError } from "../../i18n/validation-messages";
import { useFocusFirst } from "./use-focus-first";
import { useRefusalFlag } from "./use-refusal-flag";

export interface ResetPhoneStepProps {
  /** The number asked for before, when the shopper came back to correct it. */
  initial: string;
  pending: boolean;
  /** The server refused the request: the phone is flagged until edited (spec section 8). */
  failed: boolean;
  /** Called with 9 national digits once domain validateResetPhone has passed. */
  onSubmit: (phone: string) => void;
  onEdited?: () => void;
}

/** Step 1 of a password reset: the phone the code goes to. */
export function ResetPhoneStep({ initial, pending, failed, onSubmit, onEdited }: ResetPhoneStepProps) {
  const { i18n, t } = useLingui();
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<FormError<"phone"> | null>(null);
  const [flagged, edited] = useRefusalFlag(failed || null, onEdited);
  const form = useFocusFirst<HTMLFormElement>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateResetPhone(phone);
    if (!result.ok) {
      setError(result.error);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=phone]")?.focus();
      return;
    }
    onSubmit(result.value);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="reset-phone">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t({
            id: "account.reset.phoneHint",
            message: "Enter the phone number of your account: we will send a code to it.",
          })}
        </Text>
        <PhoneField
          name="phone"
          label={t({ id: "account.reset.phone", message: "Phone number" })}
          value={phone}
          onChange={(digits) => {
            if (digits === phone) return;
            setPhone(digits);
            setError(null);
            edited();
          }}
          autoComplete="tel"
          required
          error={error ? translateError(i18n, error) : undefined}
          {...(flagged && !error ? { "aria-invalid": true as const } : {})}
        />
        <Button type="submit" variant="primary" width="full" loading={pending}>
          {t({ id: "account.reset.sendCode", message: "Get a code" })}
        </Button>
      </Stack>
    </form>
  );
}
