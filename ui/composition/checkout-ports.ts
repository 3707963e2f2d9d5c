import type { CardsGateway } from "../../application/cards/cards.port";
import type { CheckoutGateway } from "../../application/checkout/checkout.port";
import { HttpCardsGateway } from "../../adapters/http/cards.gateway";
import { HttpCheckoutGateway } from "../../adapters/http/checkout.gateway";
import type { FirstPorts } from "./first-ports";

/** The gateways a signed-in buyer's checkout asks for as it opens. */
export interface CheckoutPorts {
  readonly checkout: CheckoutGateway;
  readonly cards: CardsGateway;
}

/**
 * The checkout's places, prices and payment ways, and the buyer's saved cards, over the tab's one client:
 * built by hand, so opening the checkout does not load the container for them (decision 0045). main.tsx
 * sends every call of these two ports here, whether the container has loaded or not.
 */
export function checkoutPorts(first: FirstPorts): CheckoutPorts {
  return { checkout: new HttpCheckoutGateway(first.api), cards: new HttpCardsGateway(first.api) };
}
