import { requireDeps, type AppDeps } from "../app/deps";
import { Refused } from "../shared/refusal";
import type { CardsGateway } from "./cards.port";

/** The cards port of a scope; only the profile's cards and the checkout call it. */
export function cardsOf(deps: AppDeps | null): CardsGateway {
  const { cards } = requireDeps(deps);
  if (!cards) throw new Error("The scope was forked without a CardsGateway.");
  return cards;
}

/** The session ended on the server and could not be renewed: the model signs the shopper out here too. */
export const isSessionGone = (error: unknown): boolean => error instanceof Refused && error.status === 401;
