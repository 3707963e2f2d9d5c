import { chakra, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A labelled checkbox on the browser's own input, tinted with the accent. Chakra's Checkbox runs a state
 * machine (~9 KB gzip in the list page's first load) for what the native control already does: keyboard, form
 * state and assistive technology.
 */
export function CheckBox({
  checked,
  onChange,
  children,
  testId,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <HStack
      as="label"
      gap="2"
      fontSize="sm"
      // On a phone the whole row is the tap target, 44 px high.
      minH={{ base: "11", md: "auto" }}
      cursor={disabled ? "not-allowed" : "pointer"}
      opacity={disabled ? 0.5 : 1}
      data-testid={testId}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        boxSize="4"
        m="0"
        flexShrink={0}
        cursor="inherit"
        accentColor="brand.solid"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      />
      <chakra.span>{children}</chakra.span>
    </HStack>
  );
}
