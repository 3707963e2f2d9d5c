import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps, type AppDeps } from "../app/deps";
import { accountCleared, accountLoaded } from "../account/session.model";
import { ACTIVE_LIST_STATUSES, HISTORY_LIST_STATUSES } from "./order-lists";
import type { OrdersGateway } from "./orders.port";

// The header's orders count, kept apart from the orders pages so the first load carries only this.

export function ordersOf(deps: AppDeps | null): OrdersGateway {
  const { orders } = requireDeps(deps);
  if (!orders) throw new Error("The scope was forked without an OrdersGateway.");
  return orders;
}

/** An order was placed or changed: the counts are asked again. */
export const countsWanted = createEvent();

const local = { serialize: "ignore" } as const;
/** The active orders: the header's count (spec section 4: reset to 0 on log out). */
export const $activeCount = createStore(0, local);
export const $historyCount = createStore(0, local);

const countsFx = attach({
  source: $deps,
  effect: async (deps) => {
    const orders = ordersOf(deps);
    const [active, history] = await Promise.all([
      orders.orders(ACTIVE_LIST_STATUSES, 1, 1),
      orders.orders(HISTORY_LIST_STATUSES, 1, 1),
    ]);
    return { active: active.total, history: history.total };
  },
});

sample({ clock: [accountLoaded, countsWanted], target: countsFx });
$activeCount.on(countsFx.doneData, (_, c) => c.active).reset(accountCleared);
$historyCount.on(countsFx.doneData, (_, c) => c.history).reset(accountCleared);
