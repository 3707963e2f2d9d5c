import type { InputProps } from "@chakra-ui/react";
import { NumberFormatBase, usePatternFormat, type ChangeMeta } from "react-number-format";
import type { ReactNode } from "react";
import { PHONE_MASK, PHONE_NATIONAL_DIGITS, stripPhone } from "../../domain/phone";
import { FieldFrame } from "./field-frame";
import { PlainInput } from "./plain-input";

/** The empty mask, shown as the placeholder: "+998 (__) ___-__-__". */
export const PHONE_PLACEHOLDER = PHONE_MASK.replace(/#/g, "_");

export interface PhoneFieldProps extends Omit<
  InputProps,
  "value" | "defaultValue" | "onChange" | "type" | "id" | "required" | "disabled" | "invalid"
> {
  label: ReactNode;
  /** The national digits (up to 9, no +998). */
  value: string;
  /** Called with the stripped national digits as they are typed (the full number has 9). */
  onChange: (digits: string) => void;
  /** A translated message (the caller maps the domain's PHONE.INVALID to phone_error). */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
}

export function PhoneField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  id,
  ...inputProps
}: PhoneFieldProps) {
  const { onKeyDown, ...restInputProps } = inputProps;
  const pattern = usePatternFormat({
    format: PHONE_MASK,
    mask: "_",
    value,
    valueIsNumericString: true,
    onKeyDown,
  });
  const removeFormatting = (text: string, meta?: ChangeMeta) => {
    // The pattern reads a pasted "+998 90 123 45 67" as 998901234…; the domain's stripPhone drops the country
    // code when exactly 9 digits follow it.
    const digits = pattern.removeFormatting!(text, meta);
    return digits.length > PHONE_NATIONAL_DIGITS
      ? stripPhone(digits).slice(0, PHONE_NATIONAL_DIGITS)
      : digits;
  };

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
        <NumberFormatBase<InputProps>
          {...restInputProps}
          {...control}
          required={required}
          disabled={disabled}
          customInput={PlainInput}
          value={pattern.value}
          valueIsNumericString={pattern.valueIsNumericString}
          format={pattern.format}
          removeFormatting={removeFormatting}
          getCaretBoundary={pattern.getCaretBoundary}
          onKeyDown={pattern.onKeyDown}
          type="tel"
          inputMode="tel"
          autoComplete={restInputProps.autoComplete ?? "tel-national"}
          placeholder={restInputProps.placeholder ?? PHONE_PLACEHOLDER}
          onValueChange={(values) => onChange(values.value)}
        />
      )}
    </FieldFrame>
  );
}
