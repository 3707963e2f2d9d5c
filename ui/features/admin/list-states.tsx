import { Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

// The states every list of the back office passes through before it shows rows: one look for all of them.

/** The list could not be read: why, and a way to ask again. */
export function ListFailed({ testId, text, onRetry }: { testId: string; text: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Stack role="alert" align="start" gap="3" py="6" data-testid={testId}>
      <Text>{text}</Text>
      <Button variant="outline" minH="11" onClick={onRetry}>
        {t({ id: "admin.retry", message: "Try again" })}
      </Button>
    </Stack>
  );
}

/** Three grey rows the size of the list's own, named for screen readers. */
export function ListLoading({
  testId,
  label,
  rowHeight = "14",
  tall = false,
}: {
  testId: string;
  label: string;
  rowHeight?: string;
  /** Cards rather than rows: wider gaps and rounder corners. */
  tall?: boolean;
}) {
  return (
    <Stack aria-busy="true" gap={tall ? "3" : "2"} data-testid={testId}>
      <Text srOnly>{label}</Text>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={rowHeight} borderRadius={tall ? "l3" : "l2"} />
      ))}
    </Stack>
  );
}

/** Nothing to show, said in the list's own words. */
export function ListEmpty({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Text py="10" textAlign="center" color="fg.muted" data-testid={testId}>
      {children}
    </Text>
  );
}
