import { Box, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface ChoiceCardProps {
  /** Cards sharing a name are one native radio group: arrow keys move between them, Tab leaves the group. */
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  title: ReactNode;
  /** Lines under the title (a hint, an address, working hours). */
  children?: ReactNode;
  /** A pictogram before the title, hidden from assistive technology. */
  icon?: ReactNode;
  /** On the right: a price hint or a provider's wordmark; wraps under the text on a narrow card. */
  aside?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** A radio as a card: the whole card is the target (≥ 44 px), the native input keeps keyboard and reader. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  title,
  children,
  icon,
  aside,
  disabled,
  testId,
}: ChoiceCardProps) {
  return (
    <Box
      as="label"
      display="block"
      px={{ base: "3", sm: "4" }}
      py="3"
      minH="11"
      minW="0"
      borderWidth="2px"
      borderRadius="l3"
      borderColor={checked ? "brand.solid" : "border"}
      bg={checked ? "brand.subtle" : "bg.panel"}
      cursor={disabled ? "not-allowed" : "pointer"}
      opacity={disabled ? 0.6 : 1}
      transition="border-color 0.15s"
      _hover={disabled || checked ? undefined : { borderColor: "border.emphasized" }}
      // Only a keyboard focus gets the ring: a tap already shows the choice by the border.
      css={{
        "&:has(input:focus-visible)": {
          outline: "2px solid",
          outlineColor: "brand.focusRing",
          outlineOffset: "2px",
        },
      }}
      data-testid={testId}
      data-checked={checked || undefined}
    >
      <HStack align="flex-start" gap="3">
        <chakra.input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          boxSize="5"
          m="0"
          mt="0.5"
          flexShrink={0}
          cursor="inherit"
          accentColor="brand.solid"
          _focusVisible={{ outline: "none" }}
        />
        {icon && (
          <Box aria-hidden color={checked ? "brand.fg" : "fg.muted"} mt="0.5" flexShrink={0} display="flex">
            {icon}
          </Box>
        )}
        <HStack flex="1" minW="0" gap="2" wrap="wrap" align="flex-start" justify="space-between">
          <Stack gap="1" minW="0" flex="1 1 10rem">
            <Text fontWeight="semibold" lineHeight="short" overflowWrap="anywhere">
              {title}
            </Text>
            {children}
          </Stack>
          {aside && (
            <Box flexShrink={0} ms="auto">
              {aside}
            </Box>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
