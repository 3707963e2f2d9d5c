import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent, type JSX } from "react";
import { validateCodeStep, type FormError } from "../../../domain/auth-forms";
import { formatCountdown } from "../../../domain/countdown";
import { formatPhoneMask } from "../../../domain/phone";
import { CODE_LENGTH } from "../../../domain/validation";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { translateError } from "../../i18n/validation-messages";
import { useSecondsLeft } from "./countdown-clock";
import { LinkButton } from "./link-button";
import { useRefusalFlag } from "./use-refusal-flag";

export interface CodeStepProps {
  /** 9 national digits the code went to; shown formatted in the hint. */
  phone: string;
  /** Shown in the hint instead of `phone` when the sender gave it masked ("+998 90 *** ** 66"). */
  phoneShown?: string;
  /** The resend countdown's length when the sender named one (a bank's `wait`); 60 s otherwise. */
  waitSeconds?: number;
  /**
   * Epoch ms of the last send; the 60 s resend countdown (mm:ss) runs from it and restarts when it changes.
   */
  sentAt: number;
  pending: boolean;
  /** A refused code: the field is flagged until edited (spec section 8). */
  failed: boolean;
  /** Called with 6 digits when the 6th digit is typed (and on explicit submit). */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onEdited?: () => void;
}

const focusCodeIn = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLInputElement>("input[name=code]")?.focus();

/**
 * The SMS code of registration, password reset and phone change: six digits that submit themselves when the
 * last one is typed (spec section 2), and a resend link once the 60 s countdown has run out.
 */
export function CodeStep({
  phone,
  phoneShown,
  waitSeconds,
  sentAt,
  pending,
  failed,
  onSubmit,
  onResend,
  onEdited,
}: CodeStepProps): JSX.Element {
  const { i18n, t } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState<FormError<"code"> | null>(null);
  // Six digits typed while a try runs, to go when it ends: see the effect below.
  const [queued, setQueued] = useState(false);
  const [flagged, edited] = useRefusalFlag(failed || null, onEdited);
  const form = useRef<HTMLFormElement>(null);
  const focusCode = () => focusCodeIn(form.current);
  const left = useSecondsLeft(sentAt, waitSeconds);

  // A new code makes the old digits worthless: the field empties and takes the focus again.
  const [codeOf, setCodeOf] = useState(sentAt);
  if (codeOf !== sentAt) {
    setCodeOf(sentAt);
    setCode("");
    setError(null);
    setQueued(false);
  }
  useEffect(() => focusCodeIn(form.current), [sentAt]);

  // Six digits typed while a try runs are not sent beside it (one try at a time), nor lost: they go when the
  // try ends, if the field still holds them. A person who corrects a code quickly would otherwise have to
  // notice that nothing happened and press Confirm.
  useEffect(() => {
    if (pending || !queued) return;
    setQueued(false);
    onSubmit(code);
  }, [pending, queued, code, onSubmit]);

  const change = (text: string) => {
    const digits = text.replace(/\D/g, "").slice(0, CODE_LENGTH);
    if (digits === code) return;
    setCode(digits);
    setError(null);
    edited();
    const full = digits.length === CODE_LENGTH;
    setQueued(full && pending);
    if (full && !pending) onSubmit(digits);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateCodeStep(code);
    if (!result.ok) {
      setError(result.error);
      focusCode();
      return;
    }
    onSubmit(result.value);
  };

  const number = phoneShown ?? formatPhoneMask(phone);
  const time = formatCountdown(left);
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="code-step">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t({ id: "account.code.hint", message: `We sent a 6-digit code by SMS to ${number}` })}
        </Text>
        <TextField
          name="code"
          label={t({ id: "account.code.label", message: "Code from the SMS" })}
          value={code}
          onChange={change}
          inputMode="numeric"
          autoComplete="one-time-code"
          // No maxLength of 6: a pasted "123 456" would be cut before its digits are picked out.
          letterSpacing="0.3em"
          fontVariantNumeric="tabular-nums"
          required
          error={error ? translateError(i18n, error) : undefined}
          {...(flagged && !error ? { "aria-invalid": true as const } : {})}
        />
        <HStack justify="space-between" gap="3" wrap="wrap" minH="6">
          {left > 0 ? (
            <Text fontSize="sm" color="fg.muted" role="timer" data-testid="code-countdown">
              {t({ id: "account.code.resendIn", message: `New code in ${time}` })}
            </Text>
          ) : (
            <LinkButton onClick={onResend} disabled={pending} testId="code-resend">
              {t({ id: "account.code.resend", message: "Send the code again" })}
            </LinkButton>
          )}
        </HStack>
        <Button type="submit" variant="primary" width="full" loading={pending}>
          {t({ id: "account.code.submit", message: "Confirm" })}
        </Button>
      </Stack>
    </form>
  );
}
