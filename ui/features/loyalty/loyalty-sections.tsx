import { useUnit } from "effector-react";
import { useEffect } from "react";
import type { Account } from "../../../application/account/account.types";
import {
  $balanceEntries,
  $balanceHasMore,
  $balanceMoreFailed,
  $balanceMorePending,
  $balances,
  $balanceStatus,
  balanceLeft,
  balanceMoreAsked,
  balanceOpened,
} from "../../../application/loyalty/balance.model";
import { pathTo } from "../../routing/route-names";
import { RouterLink } from "../orders/router-link";
import { BalanceView } from "./balance-view";
import { CalculatorsView } from "./calculators-view";
import type { LoyaltySection } from "./lazy-loyalty";

/** The balance page wired to its model: loaded when it opens, forgotten when it is left. */
export function BalanceSection({ account }: { account: Account }) {
  const state = useUnit({
    status: $balanceStatus,
    balances: $balances,
    entries: $balanceEntries,
    hasMore: $balanceHasMore,
    morePending: $balanceMorePending,
    moreFailed: $balanceMoreFailed,
  });
  const [opened, left, more] = useUnit([balanceOpened, balanceLeft, balanceMoreAsked]);
  useEffect(() => {
    opened();
    return () => left();
  }, [opened, left]);
  return (
    <BalanceView
      {...state}
      holder={account.fullName.trim()}
      masterHref={pathTo("profile")}
      onMore={more}
      onRetry={opened}
      Link={RouterLink}
    />
  );
}

/** Each loyalty page of the profile. */
export function LoyaltySections({ section, account }: { section: LoyaltySection; account: Account }) {
  return section === "balance" ? <BalanceSection account={account} /> : <CalculatorsView />;
}
