import { Box, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../kit/button";
import { AlertIcon } from "../orders/order-icons";

// What stands in for a help page's content: its loading outline, an empty or missing answer, a failure.

/** Grey outlines of the content on its way, announced once by `label`. */
export function SupportLoading({
  label,
  rows = 3,
  height = "14",
  testId,
}: {
  label: string;
  rows?: number;
  height?: string;
  testId: string;
}) {
  return (
    <Stack gap="3" aria-busy="true" data-testid={testId}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} borderRadius="l2" />
      ))}
    </Stack>
  );
}

/** A quiet message in place of content: nothing to show yet, or nothing there. */
export function SupportNotice({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Stack
      align="center"
      gap="3"
      py={{ base: "8", md: "10" }}
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l3"
      data-testid={testId}
    >
      {icon && (
        <Box
          boxSize="12"
          borderRadius="full"
          bg="bg.muted"
          color="fg.muted"
          display="grid"
          placeItems="center"
          fontSize="xl"
          aria-hidden
        >
          {icon}
        </Box>
      )}
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {text && (
        <Text color="fg.muted" maxW="md">
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}

/** A failed load, said once, with a way to ask again. */
export function SupportLoadError({
  text,
  onRetry,
  testId,
}: {
  text: string;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Stack
      role="alert"
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "center" }}
      gap="3"
      p="4"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="red.muted"
      bg="red.subtle"
      data-testid={testId}
    >
      <Stack direction="row" gap="3" align="flex-start" flex="1" minW="0">
        <AlertIcon boxSize="5" color="fg.error" mt="0.5" flexShrink={0} aria-hidden />
        <Text color="fg">{text}</Text>
      </Stack>
      <Button variant="secondary" bg="bg" minH="11" flexShrink={0} onClick={onRetry}>
        {t({ id: "support.retry", message: "Try again" })}
      </Button>
    </Stack>
  );
}
