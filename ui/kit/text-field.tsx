import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { DEFAULT_MAX_LENGTH } from "../../domain/validation";
import { FieldFrame } from "./field-frame";
import { EyeIcon, EyeOffIcon } from "./icons";

/** Spec section 5: a text input has a default maxlength of 99 (the domain's DEFAULT_MAX_LENGTH). */
export const TEXT_FIELD_MAX_LENGTH = DEFAULT_MAX_LENGTH;

export type TextFieldType = "text" | "password" | "email" | "search" | "url";

export interface TextFieldProps extends Omit<
  InputProps,
  "value" | "onChange" | "type" | "id" | "required" | "disabled" | "invalid"
> {
  label: ReactNode;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** A translated message; sets the error state. */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  type?: TextFieldType;
  id?: string | undefined;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  type = "text",
  id,
  maxLength = TEXT_FIELD_MAX_LENGTH,
  ...inputProps
}: TextFieldProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";

  return (
    <FieldFrame
      label={label}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      id={id}
    >
      {(control) => {
        const input = (
          <Input
            {...inputProps}
            {...control}
            type={isPassword && revealed ? "text" : type}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value, event)}
          />
        );
        if (!isPassword) return input;
        return (
          <InputGroup
            endElement={
              <IconButton
                type="button"
                variant="ghost"
                colorPalette="gray"
                size="sm"
                me="-2"
                disabled={disabled}
                aria-controls={control.id}
                aria-label={
                  revealed
                    ? t({ id: "kit.textField.hidePassword", message: "Hide password" })
                    : t({ id: "kit.textField.showPassword", message: "Show password" })
                }
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <EyeOffIcon /> : <EyeIcon />}
              </IconButton>
            }
          >
            {input}
          </InputGroup>
        );
      }}
    </FieldFrame>
  );
}
