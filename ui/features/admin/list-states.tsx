import { Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { createContext, useContext, type ReactNode } from "react";
import type { Refusal } from "../../../application/shared/refusal";

// The states every list of the back office passes through before it shows rows: one look for all of them.

/** The server refused the caller's role (403 STAFF.FORBIDDEN): asking again gets the same answer. */
export const isForbidden = (refusal: Refusal | null | undefined) => refusal?.code === "STAFF.FORBIDDEN";

const FailedBecause = createContext<Refusal | null>(null);

/**
 * Tells a ListFailed inside why its list failed, so the lists themselves pass on only words: a section wraps
 * its list in it with the refusal of the list's load.
 */
export function ListRefusal({ refusal, children }: { refusal: Refusal | null; children: ReactNode }) {
  return <FailedBecause value={refusal}>{children}</FailedBecause>;
}

/**
 * Whether the list's load was refused for the caller's role: by `refusal`, else by a surrounding ListRefusal.
 * Such a list offers nothing to press (no retry, no "New …", no search): the server would refuse it again.
 */
export function useRoleRefused(refusal?: Refusal | null): boolean {
  const around = useContext(FailedBecause);
  return isForbidden(refusal === undefined ? around : refusal);
}

/**
 * The list could not be read: why, and a way to ask again. A refusal of the caller's role (from `refusal`,
 * else a surrounding ListRefusal) offers no retry, which could not help, and says whom to ask instead.
 */
export function ListFailed({
  testId,
  text,
  onRetry,
  refusal,
  py = "6",
}: {
  testId: string;
  text: string;
  /** Absent: nothing to ask again. */
  onRetry?: (() => void) | undefined;
  refusal?: Refusal | null | undefined;
  /** The room above and below: a list under its own heading takes less. */
  py?: "0" | "4" | "6";
}) {
  const { t } = useLingui();
  const forbidden = useRoleRefused(refusal);
  return (
    <Stack role="alert" align="start" gap="3" py={py} data-testid={testId}>
      <Text>{text}</Text>
      {forbidden ? (
        <Text color="fg.muted">
          {t({
            id: "admin.door.forbiddenText",
            message: "Your account has no access here. Ask the shop's administrator if you need it.",
          })}
        </Text>
      ) : (
        onRetry && (
          <Button variant="outline" minH="11" onClick={onRetry}>
            {t({ id: "admin.retry", message: "Try again" })}
          </Button>
        )
      )}
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
