import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { checkCardForm, type CardFormErrors, type CardFormField } from "../../../application/cards/card-form";
import type { CardToAdd } from "../../../application/cards/cards.types";
import type { Refusal } from "../../../application/shared/refusal";
import { formatCardInput } from "../../../domain/card";
import { formatExpiryInput } from "../../../domain/expiry";
import { shownCardSystem } from "../../../domain/payment-card";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { translateError } from "../../i18n/validation-messages";
import { CardSystemMark } from "./card-system-mark";
import { FormNote } from "./form-note";
import { placeRefusal, useShownRefusal } from "./refusal-at";

export interface CardAddFormProps {
  /** The values last sent (after a refusal or a step back): the form starts from them. */
  initial?: CardToAdd | null;
  pending?: boolean;
  refusal?: Refusal | null;
  /** The expiry rules' "now"; the browser's clock when not given. */
  now?: Date;
  onSubmit: (card: CardToAdd) => void;
  onEdited?: () => void;
  onCancel: () => void;
}

const PLACES = { fields: { number: "number", expire: "expire" } } as const;

/**
 * A new card: the number in groups of four with its system shown as the prefix is typed, and the expiry
 * MM/YY by the spec's rules. Each field's error stays until that field is edited.
 */
export function CardAddForm({
  initial,
  pending = false,
  refusal,
  now,
  onSubmit,
  onEdited,
  onCancel,
}: CardAddFormProps) {
  const { i18n, t } = useLingui();
  const [number, setNumber] = useState(() => formatCardInput(initial?.number ?? ""));
  const [expire, setExpire] = useState(initial?.expire ?? "");
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [shown, edited] = useShownRefusal(refusal, onEdited);
  const placed = shown ? placeRefusal(i18n, shown, PLACES) : null;
  const system = shownCardSystem(number);

  const errorOf = (field: CardFormField) => {
    const own = errors[field];
    if (own) return translateError(i18n, own);
    return placed?.field === field ? placed.text : undefined;
  };
  const change = (field: CardFormField, value: string) => {
    if (field === "number") setNumber(formatCardInput(value));
    else setExpire(value.length < expire.length ? value : formatExpiryInput(value));
    setErrors(({ [field]: _, ...rest }) => rest);
    edited();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkCardForm(number, expire, now ?? new Date());
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = checked.errors.number ? "number" : "expire";
      event.currentTarget.querySelector<HTMLInputElement>(`input[name=${first}]`)?.focus();
      return;
    }
    onSubmit(checked.value);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="card-add-form">
      <Stack gap="4" maxW="md">
        <TextField
          name="number"
          label={t({ id: "profile.cards.number", message: "Card number" })}
          value={number}
          onChange={(value) => change("number", value)}
          placeholder="8600 0000 0000 0000"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          fontVariantNumeric="tabular-nums"
          required
          error={errorOf("number")}
          helperText={
            <HStack as="span" gap="2" minH="6" data-testid="card-system" data-system={system ?? ""}>
              {system ? (
                <CardSystemMark system={system} />
              ) : (
                <Text as="span">
                  {t({ id: "profile.cards.systems", message: "Uzcard, Humo, Visa or Mastercard" })}
                </Text>
              )}
            </HStack>
          }
        />
        <TextField
          name="expire"
          label={t({ id: "profile.cards.expire", message: "Valid until (MM/YY)" })}
          value={expire}
          onChange={(value) => change("expire", value)}
          placeholder={t({ id: "profile.cards.expirePlaceholder", message: "MM/YY" })}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          maxW="40"
          fontVariantNumeric="tabular-nums"
          required
          error={errorOf("expire")}
        />
        {placed && placed.field === null && <FormNote kind="error">{placed.text}</FormNote>}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" variant="primary" minH="11" loading={pending} data-testid="card-add-submit">
            {t({ id: "profile.cards.addSubmit", message: "Continue" })}
          </Button>
          <Button
            variant="secondary"
            minH="11"
            onClick={onCancel}
            disabled={pending}
            data-testid="card-add-cancel"
          >
            {t({ id: "profile.cards.cancel", message: "Cancel" })}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
