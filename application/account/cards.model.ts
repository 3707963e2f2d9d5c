import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { AccountError, type SavedCard } from "./account.types";
import { $account, accountCleared, accountLoaded } from "./session.model";

/** The profile's cards section opened. */
export const cardsOpened = createEvent();

const local = { serialize: "ignore" } as const;
/** null until loaded (the list shows its loading state). */
export const $cards = createStore<readonly SavedCard[] | null>(null, local);
export const $cardsFailed = createStore(false, local);

export const cardsFx = attach({
  source: $deps,
  effect: (deps) => requireDeps(deps).account.cards(),
});

sample({ clock: cardsOpened, source: $account, filter: Boolean, target: cardsFx });
sample({ clock: cardsFx.doneData, target: $cards });
sample({ clock: cardsFx, fn: () => false, target: $cardsFailed });
sample({ clock: cardsFx.fail, fn: () => true, target: $cardsFailed });
// Another user's cards must never show after a switch of account.
sample({ clock: [accountLoaded, accountCleared], fn: () => null, target: $cards });
// The session ended on the server and could not be renewed (the tokens are already gone): sign out here too.
sample({
  clock: cardsFx.failData,
  filter: (error) => error instanceof AccountError && error.status === 401,
  target: accountCleared,
});
