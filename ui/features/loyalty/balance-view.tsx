import { Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { LoyaltyBalances } from "../../../application/loyalty/loyalty.types";
import type { LedgerEntry } from "../../../domain/loyalty";
import type { LinkComponent } from "../orders/order-link";
import { BalanceTotals } from "./balance-totals";
import { DiscountCardPanel } from "./discount-card-panel";
import { LedgerHistory } from "./ledger-history";

export interface BalanceViewProps {
  status: LoadStatus;
  balances: LoyaltyBalances | null;
  entries: readonly LedgerEntry[];
  hasMore: boolean;
  morePending: boolean;
  moreFailed: boolean;
  /** The name printed on a master's card. */
  holder: string;
  masterHref: string;
  onMore: () => void;
  onRetry: () => void;
  Link: LinkComponent;
}

/** The profile's "balance and bonus": the totals, a master's discount card, and the history behind them. */
export function BalanceView(props: BalanceViewProps) {
  const { t } = useLingui();
  const { status, balances } = props;
  const ready = status === "ready" && balances !== null;
  const history = (
    <LedgerHistory
      entries={ready ? props.entries : null}
      failed={status === "error"}
      hasMore={props.hasMore}
      morePending={props.morePending}
      moreFailed={props.moreFailed}
      onMore={props.onMore}
      onRetry={props.onRetry}
      Link={props.Link}
    />
  );
  // Nothing came: the refusal alone, not totals or a history heading over nothing.
  if (status === "error") {
    return (
      <Stack data-testid="balance-view" data-status={status}>
        {history}
      </Stack>
    );
  }
  return (
    <Stack gap="8" data-testid="balance-view" data-status={status}>
      <BalanceTotals balances={ready ? balances : null} />
      {ready && (
        <DiscountCardPanel
          card={balances.isMaster ? balances.discountCard : null}
          holder={props.holder}
          masterHref={props.masterHref}
          Link={props.Link}
        />
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t({ id: "loyalty.history.title", message: "History" })}
        </Heading>
        {history}
      </Stack>
    </Stack>
  );
}
