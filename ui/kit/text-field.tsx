import { chakra, IconButton, type InputProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { DEFAULT_MAX_LENGTH } from "../../domain/validation";
import { FieldFrame } from "./field-frame";
import { PlainInput } from "./plain-input";
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
          <PlainInput
            {...(isPassword && { pe: "var(--input-height)" })}
            {...inputProps}
            {...control}
            required={required}
            disabled={disabled}
            type={isPassword && revealed ? "text" : type}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value, event)}
          />
        );
        if (!isPassword) return input;
        return (
          <RevealBox
            button={
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
          </RevealBox>
        );
      }}
    </FieldFrame>
  );
}

/**
 * The password's input with its show/hide button inside the end edge: Chakra's InputGroup drawn by hand (the
 * same box, the button placed as its end element), so the fields of a page without a password (the
 * checkout's) do not load the group's parts.
 */
function RevealBox({ button, children }: { button: ReactNode; children: ReactNode }) {
  return (
    <chakra.div display="inline-flex" width="full" position="relative" isolation="isolate">
      {children}
      <chakra.div
        display="flex"
        alignItems="center"
        justifyContent="center"
        position="absolute"
        insetInlineEnd="0"
        zIndex="2"
        height="full"
        px="3"
        color="fg.muted"
        fontSize="sm"
      >
        {button}
      </chakra.div>
    </chakra.div>
  );
}
