import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import type { LoadStatus } from "../app/deps";
import { accountCleared, accountLoaded } from "../account/session.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import type { Language } from "../visitor/visitor";
import { supportOf } from "./support-deps";
import type { DetailStatus, Instruction, InstructionSummary, InstructionVote } from "./support.types";

// /profile/instruction and /profile/instruction/:slug (the slug is the instruction's id): the list, one
// instruction, and its "was this useful" vote, one per shopper and changeable.

/** The list was opened (again on a change of language, or to retry). */
export const instructionsOpened = createEvent();
/** An instruction's page was opened with the route's slug (again to retry). */
export const instructionOpened = createEvent<string>();
export const instructionVoted = createEvent<InstructionVote>();

const local = { serialize: "ignore" } as const;
export const $instructions = createStore<readonly InstructionSummary[]>([], local);
export const $instructionsStatus = createStore<LoadStatus>("idle", local);
const $instructionsLanguage = createStore("", local);

export const $instruction = createStore<Instruction | null>(null, local);
export const $instructionStatus = createStore<DetailStatus>("idle", local);
/** `${language}/${slug}` of the instruction shown, so reopening it in the same language asks nothing. */
const $instructionKey = createStore("", local);
/**
 * The votes cast in this tab, by instruction: the server only says *whether* the shopper answered, so the
 * choice is shown from here.
 */
export const $votes = createStore<Readonly<Record<number, InstructionVote>>>({}, local);
export const $voteRefusal = createStore<Refusal | null>(null, local);

/** A slug that is an id: whole digits, not zero. */
export const instructionIdOf = (slug: string): number | null =>
  /^[1-9]\d{0,9}$/.test(slug) ? Number(slug) : null;

export const instructionsFx = attach({
  source: $deps,
  effect: (deps, _language: Language) => supportOf(deps).instructions(),
});
export const instructionFx = attach({
  source: $deps,
  effect: (deps, id: number) => supportOf(deps).instruction(id),
});
export const voteFx = attach({
  source: $deps,
  effect: async (deps, { id, answer }: { id: number; answer: InstructionVote }) => {
    await supportOf(deps).vote(id, answer);
    return { id, answer };
  },
});
export const $votePending = voteFx.pending;

// The list, once per language.
sample({
  clock: instructionsOpened,
  source: { loaded: $instructionsLanguage, language: $language, pending: instructionsFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  fn: ({ language }) => language,
  target: instructionsFx,
});
sample({ clock: instructionsFx, fn: (): LoadStatus => "pending", target: $instructionsStatus });
sample({ clock: instructionsFx.doneData, target: $instructions });
sample({ clock: instructionsFx.done, fn: (): LoadStatus => "ready", target: $instructionsStatus });
sample({ clock: instructionsFx.done, fn: ({ params }) => params, target: $instructionsLanguage });
// The language changed while it was on its way: asked again in the new one.
sample({
  clock: instructionsFx.done,
  source: $language,
  filter: (language, { params }) => language !== params,
  target: instructionsFx,
});
sample({ clock: instructionsFx.fail, fn: (): LoadStatus => "error", target: $instructionsStatus });

// One instruction. A slug that is no id is not found without asking.
const opened = sample({
  clock: instructionOpened,
  source: { key: $instructionKey, language: $language, status: $instructionStatus },
  filter: ({ key, language, status }, slug) =>
    key !== `${language}/${slug}` || (status !== "ready" && status !== "missing" && status !== "pending"),
  fn: ({ language }, slug) => ({ key: `${language}/${slug}`, id: instructionIdOf(slug) }),
});
sample({ clock: opened, fn: ({ key }) => key, target: $instructionKey });
sample({
  clock: opened,
  filter: ({ id }) => id !== null,
  fn: ({ id }) => id!,
  target: instructionFx,
});
sample({
  clock: opened,
  filter: ({ id }) => id === null,
  fn: (): DetailStatus => "missing",
  target: $instructionStatus,
});
sample({ clock: opened, fn: () => null, target: [$instruction, $voteRefusal] });
sample({ clock: instructionFx, fn: (): DetailStatus => "pending", target: $instructionStatus });
// An answer for an instruction left meanwhile is dropped.
const answered = sample({
  clock: instructionFx.done,
  source: $instructionKey,
  filter: (key, { params }) => key.endsWith(`/${params}`),
  fn: (_, { result }) => result,
});
sample({ clock: answered, target: $instruction });
sample({
  clock: answered,
  fn: (found): DetailStatus => (found ? "ready" : "missing"),
  target: $instructionStatus,
});
sample({
  clock: instructionFx.fail,
  source: $instructionKey,
  filter: (key, { params }) => key.endsWith(`/${params}`),
  fn: (): DetailStatus => "error",
  target: $instructionStatus,
});

// The vote: the shopper's latest choice wins, one request at a time.
sample({
  clock: instructionVoted,
  source: { instruction: $instruction, pending: voteFx.pending },
  filter: ({ instruction, pending }) => instruction !== null && !pending,
  fn: ({ instruction }, answer) => ({ id: instruction!.id, answer }),
  target: voteFx,
});
sample({
  clock: voteFx.doneData,
  source: $votes,
  fn: (votes, { id, answer }) => ({ ...votes, [id]: answer }),
  target: $votes,
});
sample({
  clock: voteFx.doneData,
  source: $instruction,
  filter: (instruction, { id }) => instruction?.id === id,
  fn: (instruction) => ({ ...instruction!, answered: true }),
  target: $instruction,
});
sample({ clock: voteFx, fn: () => null, target: $voteRefusal });
sample({ clock: voteFx.failData, fn: refusalOf, target: $voteRefusal });
// Another shopper's votes must never show after a switch of account, nor their `is_answered`.
sample({ clock: [accountLoaded, accountCleared], fn: () => ({}), target: $votes });
sample({ clock: [accountLoaded, accountCleared], fn: () => "", target: $instructionKey });
