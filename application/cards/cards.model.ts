import { attach, createEvent, createStore, sample } from "effector";
import { shownCardSystem } from "../../domain/payment-card";
import { $deps } from "../app/app.model";
import { $account, accountCleared, accountLoaded, sessionLost } from "../account/session.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import { cardsOf, isSessionGone } from "./cards-deps";
import { CardError, type CardAdded, type CardToAdd, type SavedCard } from "./cards.types";

// The profile's cards: the verified list, adding one (number and expiry → the bank's SMS code → saved) and
// removing one after a confirmation. Nothing typed is lost on a refusal: the values sent stay in $cardDraft.

export type CardAddStep = "closed" | "form" | "code";
/** Where the bank's code went; `sentAt` and `waitSeconds` run the resend countdown. */
export interface CardTicket extends CardAdded {
  readonly sentAt: number;
}

/** The profile's cards section opened (and on the checkout's payment step). */
export const cardsOpened = createEvent();
export const cardAddOpened = createEvent();
/** The form's own checks have passed (application/cards/card-form.ts). */
export const cardAddSubmitted = createEvent<CardToAdd>();
export const cardFormEdited = createEvent();
/** The code step's sixth digit was typed. */
export const cardCodeSubmitted = createEvent<string>();
export const cardCodeEdited = createEvent();
export const cardCodeResent = createEvent();
/** Back from the code step to the form (its values kept), to fix the number or the expiry. */
export const cardAddRestarted = createEvent();
export const cardAddClosed = createEvent();
export const cardRemoveAsked = createEvent<SavedCard>();
export const cardRemoveConfirmed = createEvent();
export const cardRemoveCancelled = createEvent();
/** The page was left: a half-done addition never reappears later. */
export const cardsLeft = createEvent();

const local = { serialize: "ignore" } as const;
/** null until loaded (the list shows its loading state). */
export const $cards = createStore<readonly SavedCard[] | null>(null, local);
export const $cardsFailed = createStore(false, local);
export const $cardAddStep = createStore<CardAddStep>("closed", local);
/** The last values sent: refill the form after a refusal or a step back, and serve a resend. */
export const $cardDraft = createStore<CardToAdd | null>(null, local);
export const $cardTicket = createStore<CardTicket | null>(null, local);
export const $cardAddRefusal = createStore<Refusal | null>(null, local);
export const $cardCodeFailed = createStore(false, local);
/** The masked number of the card just saved (a success note above the list), until the next step. */
export const $cardSaved = createStore<string | null>(null, local);
export const $cardToRemove = createStore<SavedCard | null>(null, local);
export const $cardRemoveRefusal = createStore<Refusal | null>(null, local);

export const cardsFx = attach({ source: $deps, effect: (deps) => cardsOf(deps).list() });
export const cardAddFx = attach({
  source: $deps,
  effect: async (deps, card: CardToAdd): Promise<CardTicket> => ({
    ...(await cardsOf(deps).add(card)),
    sentAt: Date.now(),
  }),
});
export const cardVerifyFx = attach({
  source: $deps,
  effect: async (deps, { id, code }: { id: number; code: string }): Promise<number> => {
    if (!(await cardsOf(deps).verify(id, code))) throw new CardError(400, "", "GENERIC.PROCESS_FAILED");
    return id;
  },
});
export const cardRemoveFx = attach({
  source: $deps,
  effect: async (deps, card: SavedCard): Promise<SavedCard> => {
    await cardsOf(deps).remove(card.id);
    return card;
  },
});
export const $cardAddPending = cardAddFx.pending;
export const $cardCodePending = cardVerifyFx.pending;
export const $cardRemovePending = cardRemoveFx.pending;

// The list.
sample({ clock: cardsOpened, source: $account, filter: Boolean, target: cardsFx });
sample({ clock: cardsFx.doneData, target: $cards });
sample({ clock: cardsFx, fn: () => false, target: $cardsFailed });
sample({ clock: cardsFx.fail, fn: () => true, target: $cardsFailed });
// Another user's cards must never show after a switch of account.
sample({ clock: [accountLoaded, accountCleared], fn: () => null, target: $cards });

// Adding: the form, then the code.
const idle = { adding: cardAddFx.pending, verifying: cardVerifyFx.pending };
const free = ({ adding, verifying }: { adding: boolean; verifying: boolean }) => !adding && !verifying;
sample({ clock: cardAddOpened, fn: (): CardAddStep => "form", target: $cardAddStep });
sample({
  clock: cardAddSubmitted,
  source: idle,
  filter: free,
  fn: (_, card) => card,
  target: [$cardDraft, cardAddFx],
});
sample({
  clock: cardCodeResent,
  source: { ...idle, draft: $cardDraft },
  filter: (s) => free(s) && s.draft !== null,
  fn: ({ draft }) => draft!,
  target: cardAddFx,
});
sample({ clock: cardAddFx.doneData, filter: (t) => !t.verified, target: $cardTicket });
sample({
  clock: cardAddFx.doneData,
  filter: (t) => !t.verified,
  fn: (): CardAddStep => "code",
  target: $cardAddStep,
});
sample({
  clock: cardCodeSubmitted,
  source: { ...idle, ticket: $cardTicket },
  filter: (s) => free(s) && s.ticket !== null,
  fn: ({ ticket }, code) => ({ id: ticket!.id, code }),
  target: cardVerifyFx,
});

// Saved: a bank that needs no code, or the code accepted. Shown at once, then the server's list.
const saved = sample({
  clock: [
    cardAddFx.doneData.filterMap((t) => (t.verified ? t : undefined)),
    sample({ clock: cardVerifyFx.done, source: $cardTicket, filter: Boolean }),
  ],
});
sample({
  clock: saved,
  source: { cards: $cards, draft: $cardDraft },
  fn: ({ cards, draft }, ticket): readonly SavedCard[] => [
    ...(cards ?? []).filter((c) => c.id !== ticket.id),
    {
      id: ticket.id,
      number: ticket.number,
      system: shownCardSystem(ticket.number),
      expiry: draft?.expire ?? "",
    },
  ],
  target: $cards,
});
sample({ clock: saved, fn: (ticket) => ticket.number, target: $cardSaved });
sample({ clock: saved, fn: (): CardAddStep => "closed", target: $cardAddStep });
sample({ clock: saved, fn: () => null, target: [$cardDraft, $cardTicket] });
sample({ clock: saved, target: cardsFx });

// Refusals.
sample({ clock: [cardAddFx.failData, cardVerifyFx.failData], fn: refusalOf, target: $cardAddRefusal });
sample({
  clock: [cardAddFx, cardVerifyFx, cardFormEdited, cardCodeEdited],
  fn: () => null,
  target: $cardAddRefusal,
});
sample({ clock: cardVerifyFx.fail, fn: () => true, target: $cardCodeFailed });
sample({
  clock: [cardCodeEdited, cardAddFx.done, cardAddRestarted, cardAddClosed, cardsLeft, accountCleared],
  fn: () => false,
  target: $cardCodeFailed,
});
sample({
  clock: [cardAddOpened, cardAddFx, cardRemoveAsked, cardsLeft, accountCleared],
  fn: () => null,
  target: $cardSaved,
});

// Back to the form (its values kept), closing, leaving.
sample({ clock: cardAddRestarted, fn: (): CardAddStep => "form", target: $cardAddStep });
sample({ clock: cardAddRestarted, fn: () => null, target: [$cardTicket, $cardAddRefusal] });
sample({
  clock: [cardAddClosed, cardsLeft, accountCleared],
  fn: (): CardAddStep => "closed",
  target: $cardAddStep,
});
sample({
  clock: [cardAddClosed, cardsLeft, accountCleared],
  fn: () => null,
  target: [$cardDraft, $cardTicket, $cardAddRefusal],
});

// Removing, after the confirmation; the dialog stays open with the refusal when it fails.
sample({ clock: cardRemoveAsked, target: $cardToRemove });
sample({
  clock: cardRemoveConfirmed,
  source: { card: $cardToRemove, pending: cardRemoveFx.pending },
  filter: ({ card, pending }) => card !== null && !pending,
  fn: ({ card }) => card!,
  target: cardRemoveFx,
});
sample({
  clock: cardRemoveFx.doneData,
  source: $cards,
  fn: (cards, removed) => (cards ?? []).filter((c) => c.id !== removed.id),
  target: $cards,
});
sample({ clock: cardRemoveFx.failData, fn: refusalOf, target: $cardRemoveRefusal });
sample({
  clock: [cardRemoveAsked, cardRemoveFx, cardRemoveCancelled, cardsLeft, accountCleared],
  fn: () => null,
  target: $cardRemoveRefusal,
});
sample({
  clock: [cardRemoveFx.done, cardRemoveCancelled, cardsLeft, accountCleared],
  fn: () => null,
  target: $cardToRemove,
});

sample({
  clock: [cardsFx.failData, cardAddFx.failData, cardVerifyFx.failData, cardRemoveFx.failData],
  filter: isSessionGone,
  target: sessionLost,
});
