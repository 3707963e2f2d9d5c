import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";

// The theme carries no Alert recipe (ui/theme/system.ts keeps the first load small): a tinted box instead.
const LOOKS = {
  error: { bg: { base: "red.50", _dark: "red.950" }, color: { base: "red.700", _dark: "red.200" } },
  success: { bg: { base: "green.50", _dark: "green.950" }, color: { base: "green.800", _dark: "green.200" } },
} as const;

/**
 * A message about the whole form: an error is announced at once (alert), a success politely (status).
 */
export function FormNote({
  kind,
  children,
  testId,
}: {
  kind: keyof typeof LOOKS;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      role={kind === "error" ? "alert" : "status"}
      px="4"
      py="3"
      borderRadius="l2"
      fontSize="sm"
      data-testid={testId ?? `form-${kind}`}
      {...LOOKS[kind]}
    >
      {children}
    </Box>
  );
}
