import { Field } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

// Chakra's fg.error in light mode is red.500, 3.8:1 on white: too faint for 12px text (WCAG AA asks 4.5:1).
// red.600 gives 4.8:1; dark mode keeps a light red on the dark panel.
const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

/** What a field hands to its control so the label, the error and the helper text are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
}

export interface FieldFrameProps {
  label: ReactNode;
  /**
   * A translated message; when set the field is invalid (red border, aria-invalid) and the message shows
   * under it.
   */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, required marker, error and helper text shared by every kit input. Ids are explicit so the error
 * is linked through aria-describedby from the first render (Ark's own wiring uses aria-errormessage and finds
 * the text only after mount). The error replaces the helper text while it is shown.
 */
export function FieldFrame({
  label,
  error,
  helperText,
  required,
  disabled,
  id: idProp,
  children,
}: FieldFrameProps) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : helperText ? helperId : undefined;

  return (
    <Field.Root
      colorPalette="brand"
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={invalid}
      disabled={disabled}
      required={required}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator color={ERROR_TEXT} />
      </Field.Label>
      {children({ id, "aria-describedby": describedBy })}
      {invalid ? (
        <Field.ErrorText color={ERROR_TEXT}>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
