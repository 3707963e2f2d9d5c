import { attach, createEvent, createStore, sample } from "effector";
import type { LedgerEntry } from "../../domain/loyalty";
import { $deps } from "../app/app.model";
import type { LoadStatus } from "../app/deps";
import { $account, accountCleared, accountLoaded, sessionLost } from "../account/session.model";
import { isSessionGone } from "../cards/cards-deps";
import { loyaltyOf } from "./loyalty-deps";
import type { LoyaltyBalances } from "./loyalty.types";

// The profile's "balance and bonus": the balances and the first page of their history when the page opens,
// further pages appended on request. A failed further page keeps what is shown and offers to try again.

export const BALANCE_PAGE_SIZE = 20;

export const balanceOpened = createEvent();
export const balanceMoreAsked = createEvent();
/** The page was left: coming back loads afresh, so a balance changed meanwhile is never stale. */
export const balanceLeft = createEvent();

const local = { serialize: "ignore" } as const;
/** null until the first page came. */
export const $balances = createStore<LoyaltyBalances | null>(null, local);
export const $balanceEntries = createStore<readonly LedgerEntry[]>([], local);
export const $balanceStatus = createStore<LoadStatus>("idle", local);
/** The last page shown, and whether the server has more. */
const $lastPage = createStore(0, local);
export const $balanceHasMore = createStore(false, local);
export const $balanceMoreFailed = createStore(false, local);

const pageFx = attach({
  source: $deps,
  effect: (deps, page: number) => loyaltyOf(deps).balance(page, BALANCE_PAGE_SIZE),
});
export const $balanceMorePending = createStore(false, local);

sample({ clock: balanceOpened, fn: () => 1, target: pageFx });
sample({
  clock: balanceMoreAsked,
  source: { last: $lastPage, more: $balanceHasMore, pending: pageFx.pending },
  filter: ({ last, more, pending }) => last > 0 && more && !pending,
  fn: ({ last }) => last + 1,
  target: pageFx,
});

$balanceStatus.on(pageFx, (status, page) => (page === 1 ? "pending" : status));
$balanceMorePending.on(pageFx, (_, page) => page > 1).on(pageFx.finally, () => false);
$balanceStatus.on(pageFx.doneData, () => "ready");
$balanceStatus.on(pageFx.fail, (status, { params }) => (params === 1 ? "error" : status));
$balanceMoreFailed.on(pageFx, () => false).on(pageFx.fail, (_, { params }) => params > 1);

// A first page replaces what was shown; a further one is appended, dropping any entry already there (a new
// entry written between the two calls shifts the pages by one).
$balanceEntries.on(pageFx.doneData, (shown, answer) => {
  if (answer.page === 1) return answer.entries;
  const seen = new Set(shown.map(keyOf));
  return [...shown, ...answer.entries.filter((e) => !seen.has(keyOf(e)))];
});
$balances.on(pageFx.doneData, (_, answer) => answer.balances);
$lastPage.on(pageFx.doneData, (_, answer) => answer.page);
$balanceHasMore.on(pageFx.doneData, (_, answer) => answer.hasMore);

const keyOf = (e: LedgerEntry) => `${e.currency}:${e.kind}:${e.orderId ?? "-"}:${e.createdAt}`;

// Another user's balance must never show after a switch of account; the same user loaded again keeps it.
const $owner = createStore<number | null>(null, local);
sample({ clock: balanceOpened, source: $account, fn: (account) => account?.id ?? null, target: $owner });
const switched = sample({
  clock: accountLoaded,
  source: $owner,
  filter: (owner, account) => owner !== null && owner !== account.id,
});
const STORES = [$balances, $balanceEntries, $balanceStatus, $lastPage, $balanceHasMore, $balanceMoreFailed];
for (const store of STORES) store.reset(balanceLeft, switched, accountCleared);
$owner.reset(balanceLeft, accountCleared);

sample({ clock: pageFx.failData, filter: isSessionGone, target: sessionLost });
