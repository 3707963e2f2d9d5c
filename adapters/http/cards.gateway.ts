import type { CardsGateway } from "../../application/cards/cards.port";
import type { CardAdded, CardToAdd, SavedCard } from "../../application/cards/cards.types";
import { type ApiClient } from "./api-client";
import { asCardError as refusal, cardAddedFromWire, savedCardFromWire } from "./cards.mapper";

/** payments/cards/ of the contract (shared/spec/api-contract.md, "Cards"). */
export class HttpCardsGateway implements CardsGateway {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<SavedCard[]> {
    return (await refusal(this.api.call("cardsList"))).results.map(savedCardFromWire);
  }

  async add(card: CardToAdd): Promise<CardAdded> {
    const body = { number: card.number, expire: card.expire };
    return cardAddedFromWire(await refusal(this.api.call("cardCreate", { body })));
  }

  async verify(id: number, code: string): Promise<boolean> {
    return (await refusal(this.api.call("cardVerify", { params: { id }, body: { code } }))).verify;
  }

  async remove(id: number): Promise<void> {
    await refusal(this.api.call("cardRemove", { params: { id } }));
  }
}
