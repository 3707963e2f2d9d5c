import { Box, chakra, HStack, Link, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";

// As in the kit's FieldFrame: red.600 on white passes 4.5:1, a light red on the dark panel.
const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

/**
 * The terms box of registration (spec section 3: `checked`). Its own control rather than the kit's CheckBox:
 * an unticked box is an error that must be tied to the input for assistive technology.
 */
export function TermsCheck({
  checked,
  onChange,
  termsHref,
  error,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The user agreement page, opened in a new tab so the form keeps what was typed. */
  termsHref: string;
  error?: string | undefined;
  invalid?: boolean;
}) {
  const errorId = `terms-${useId().replace(/[^A-Za-z0-9_-]/g, "")}-error`;
  return (
    <Box>
      <HStack as="label" gap="2" alignItems="flex-start" fontSize="sm" cursor="pointer">
        <chakra.input
          type="checkbox"
          name="checked"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          required
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          boxSize="4"
          mt="0.5"
          flexShrink={0}
          accentColor="brand.solid"
          outline={error || invalid ? "2px solid" : undefined}
          outlineColor={error || invalid ? ERROR_TEXT : undefined}
          outlineOffset="1px"
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        />
        <chakra.span>
          <Trans id="account.register.terms">
            I accept the{" "}
            <Link href={termsHref} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
              user agreement
            </Link>
          </Trans>
        </chakra.span>
      </HStack>
      {error && (
        <Text id={errorId} fontSize="xs" mt="1.5" color={ERROR_TEXT}>
          {error}
        </Text>
      )}
    </Box>
  );
}
