import { createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

// Chakra's fg.error in light mode is red.500, 3.8:1 on white: too faint for 12px text (WCAG AA asks 4.5:1).
// red.600 gives 4.8:1; dark mode keeps a light red on the dark panel.
const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

// Chakra's field recipe on the browser's own elements. Chakra's Field parts are Ark's (their context, id
// bookkeeping and a textarea autoresizer: about 4.6 KB on a page whose only fields are these), and the frame
// wires its ids itself; the parts keep Ark's data attributes, so the recipe's states read the same.
const { withProvider, withContext } = createSlotRecipeContext({ key: "field" });
const Root = withProvider<HTMLDivElement, HTMLChakraProps<"div">>("div", "root");
const Label = withContext<HTMLLabelElement, HTMLChakraProps<"label">>("label", "label");
const RequiredIndicator = withContext<HTMLSpanElement, HTMLChakraProps<"span">>("span", "requiredIndicator");
const ErrorText = withContext<HTMLSpanElement, HTMLChakraProps<"span">>("span", "errorText");
const HelperText = withContext<HTMLSpanElement, HTMLChakraProps<"span">>("span", "helperText");

/**
 * What a field hands to its control so the label, the error, the helper text and the field's state are
 * announced with it. A required field's control is `aria-required`, not `required`: the browser's own
 * validation would speak before the shop's translated messages; a text input sets `required` itself where it
 * wants both (TextField).
 */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  disabled?: true;
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

const flag = (on: boolean | undefined) => (on ? "" : undefined);

/**
 * The label, required marker, error and helper text shared by every kit input. Ids are explicit so the error
 * is linked through aria-describedby from the first render. The error replaces the helper text while it is
 * shown.
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
  const state = { "data-scope": "field", "data-disabled": flag(disabled), "data-invalid": flag(invalid) };

  return (
    <Root colorPalette="brand" role="group" data-part="root" {...state}>
      <Label htmlFor={id} data-part="label" data-required={flag(required)} {...state}>
        {label}
        {required && (
          <RequiredIndicator aria-hidden="true" color={ERROR_TEXT} data-part="required-indicator">
            *
          </RequiredIndicator>
        )}
      </Label>
      {children({
        id,
        "aria-describedby": describedBy,
        ...(invalid && { "aria-invalid": true }),
        ...(required && { "aria-required": true }),
        ...(disabled && { disabled: true }),
      })}
      {invalid ? (
        <ErrorText
          id={errorId}
          aria-live="polite"
          color={ERROR_TEXT}
          data-scope="field"
          data-part="error-text"
        >
          {error}
        </ErrorText>
      ) : helperText ? (
        <HelperText id={helperId} data-part="helper-text" {...state}>
          {helperText}
        </HelperText>
      ) : null}
    </Root>
  );
}
