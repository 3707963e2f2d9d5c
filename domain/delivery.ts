import { fail, ok, type Result } from "./errors.ts";
import { DeliveryType } from "./order.ts";

export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface DeliveryChoice {
  readonly deliveryType: DeliveryType;
  readonly location: MapPoint | null | undefined;
  /** Whether a BTS branch serves the chosen area; only asked of BTS delivery. */
  readonly hasBtsBranch?: boolean;
}

function isPoint(point: MapPoint | null | undefined): point is MapPoint {
  return !!point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude);
}

/**
 * Courier delivery needs a point picked on the map; BTS delivery needs a branch in the chosen area and then
 * the branch's point; pick-up from the shop needs neither. A missing branch is reported first, as it says
 * what to change.
 */
export function validateDelivery(choice: DeliveryChoice): Result<DeliveryChoice> {
  if (choice.deliveryType === DeliveryType.PICKUP) return ok(choice);
  if (choice.deliveryType === DeliveryType.BTS_BRANCH && choice.hasBtsBranch === false) {
    return fail("DELIVERY.NO_BTS_BRANCH");
  }
  return isPoint(choice.location) ? ok(choice) : fail("DELIVERY.NO_LOCATION");
}
