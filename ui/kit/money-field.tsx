import { InputGroup, type InputProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NumberFormatBase } from "react-number-format";
import type { ReactNode } from "react";
import type { Som } from "../../domain/money";
import { groupThousands, parseMoneyInput } from "../../domain/money-input";
import { FieldFrame } from "./field-frame";
import { PlainInput } from "./plain-input";

/** Twelve digits (up to 999 billion so'm) keep every amount a safe integer with room to spare. */
export const MONEY_FIELD_MAX_DIGITS = 12;

const onlyDigits = (text: string) => text.replace(/\D/g, "");

export interface MoneyFieldProps extends Omit<
  InputProps,
  "value" | "defaultValue" | "onChange" | "type" | "id" | "required" | "disabled" | "invalid"
> {
  label: ReactNode;
  /** Whole so'm, or null when the field is empty. */
  value: Som | null;
  onChange: (value: Som | null) => void;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  maxDigits?: number;
}

/**
 * An amount in whole so'm: digits grouped by thousands as they are typed, the first digit 1-9 (a leading 0 is
 * dropped, so "0" alone cannot be entered), no fractions, no sign. Grouping and parsing are the domain's
 * rules.
 */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  id,
  maxDigits = MONEY_FIELD_MAX_DIGITS,
  ...inputProps
}: MoneyFieldProps) {
  const { t } = useLingui();
  const currency = t({ id: "kit.money.currency", message: "so'm" });

  return (
    <FieldFrame
      label={label}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      id={id}
    >
      {(control) => (
        <InputGroup endAddon={currency} endAddonProps={{ id: `${control.id}-currency` }}>
          <NumberFormatBase<InputProps>
            {...inputProps}
            {...control}
            aria-describedby={[control["aria-describedby"], `${control.id}-currency`]
              .filter(Boolean)
              .join(" ")}
            required={required}
            disabled={disabled}
            customInput={PlainInput}
            inputMode="numeric"
            autoComplete="off"
            value={value === null ? "" : String(value)}
            valueIsNumericString
            format={groupThousands}
            removeFormatting={(text) => onlyDigits(text).replace(/^0+/, "")}
            isValidInputCharacter={(char) => /^\d$/.test(char)}
            isAllowed={({ value: digits }) => digits.length <= maxDigits}
            onValueChange={({ formattedValue }) => onChange(parseMoneyInput(formattedValue))}
          />
        </InputGroup>
      )}
    </FieldFrame>
  );
}
