import { Box, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Label-and-value pairs as a description list; each label sits above its value so long ones never clip. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Stack as="dl" gap="3" m="0">
      {children}
    </Stack>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box minW="0" data-testid={testId}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
