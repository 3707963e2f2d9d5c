import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AlertIcon } from "./order-icons";

/** A centred message in place of content: an empty list, an order that is not there. */
export function OrderNotice({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Stack
      align="center"
      gap="3"
      py={{ base: "8", md: "12" }}
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l3"
      data-testid={testId}
    >
      <Box
        boxSize="14"
        borderRadius="full"
        bg="bg.muted"
        color="fg.muted"
        display="grid"
        placeItems="center"
        fontSize="2xl"
        aria-hidden
      >
        {icon}
      </Box>
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

/** A failed load, said once and with the one thing to do about it. */
export function OrderLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
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
      data-testid="orders-error"
    >
      <Stack direction="row" gap="3" align="flex-start" flex="1" minW="0">
        <AlertIcon boxSize="5" color="fg.error" mt="0.5" flexShrink={0} aria-hidden />
        <Text color="fg">{text}</Text>
      </Stack>
      <Button variant="outline" colorPalette="gray" bg="bg" minH="11" flexShrink={0} onClick={onRetry}>
        {t({ id: "orders.notice.retry", message: "Try again" })}
      </Button>
    </Stack>
  );
}
