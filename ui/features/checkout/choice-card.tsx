import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A radio as a card: the whole card is the target (≥ 44 px), the native input keeps keyboard and reader. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  title,
  children,
  testId,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      as="label"
      display="block"
      p="3"
      minH="11"
      borderWidth="2px"
      borderRadius="l3"
      borderColor={checked ? "brand.solid" : "border"}
      bg={checked ? "brand.subtle" : "bg.panel"}
      cursor="pointer"
      _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
      data-testid={testId}
    >
      <HStack align="flex-start" gap="3">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={onChoose}
          style={{ marginTop: "0.3rem", accentColor: "var(--chakra-colors-brand-solid)" }}
        />
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold">{title}</Text>
          {children}
        </Stack>
      </HStack>
    </Box>
  );
}
