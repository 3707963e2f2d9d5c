import { Box, chakra, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { RATING_MAX } from "../../../domain/review";
import { StarIcon } from "../../layout/icons";

// Same reds as the kit's fields (ui/kit/field-frame.tsx): AA contrast for small text in both themes.
const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;
const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export interface StarRatingInputProps {
  /** 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** A translated message ("Rate is required"); the group is then invalid. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * Five stars as native radio buttons in a fieldset: Tab reaches the group, the arrow keys move between the
 * stars and choose, and a screen reader says "3 of 5". The stars up to the chosen (or pointed-at) one fill.
 */
export function StarRatingInput({ value, onChange, error, disabled }: StarRatingInputProps) {
  const { t } = useLingui();
  const [pointed, setPointed] = useState(0);
  const name = `rating-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const errorId = `${name}-error`;
  const lit = pointed || value;
  return (
    <chakra.fieldset
      border="0"
      p="0"
      m="0"
      minW="0"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="review-rating"
    >
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
        {t({ id: "reviews.form.rating", message: "Your rating" })}
        <Box as="span" color={ERROR_TEXT} aria-hidden ms="0.5">
          *
        </Box>
      </chakra.legend>
      <HStack gap="0" onMouseLeave={() => setPointed(0)}>
        {STARS.map((n) => (
          <chakra.label
            key={n}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            position="relative"
            boxSize="11"
            borderRadius="l2"
            cursor={disabled ? "not-allowed" : "pointer"}
            onMouseEnter={() => !disabled && setPointed(n)}
            css={{
              "&:has(input:focus-visible)": {
                outline: "2px solid",
                outlineColor: "brand.focusRing",
                outlineOffset: "-2px",
              },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              required
              disabled={disabled}
              onChange={() => onChange(n)}
              aria-label={t({ id: "reviews.form.star", message: `${n} of 5` })}
              position="absolute"
              opacity="0"
              w="1px"
              h="1px"
              m="0"
            />
            <StarIcon
              boxSize="8"
              aria-hidden
              color={
                n <= lit ? "orange.400" : error ? { base: "red.200", _dark: "red.800" } : "border.emphasized"
              }
              transition="color 0.1s"
            />
          </chakra.label>
        ))}
      </HStack>
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color={ERROR_TEXT} mt="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
