import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../app/deps";
import { refusalOf, type Refusal } from "../shared/refusal";
import { $adminGateway, requireAdmin } from "./admin-gateway.model";
import type { QueueFilter, QueuePage } from "./admin.types";

/** The queue was shown with the URL's filters (again when they change, or to retry). */
export const queueOpened = createEvent<QueueFilter>();

const local = { serialize: "ignore" } as const;
export const $queue = createStore<QueuePage | null>(null, local);
export const $queueStatus = createStore<LoadStatus>("idle", local);
export const $queueRefusal = createStore<Refusal | null>(null, local);
/** The filters asked for last: an answer for older ones is dropped. */
const $asked = createStore<QueueFilter | null>(null, local);

export const queueFx = attach({
  source: $adminGateway,
  effect: async (gateway, filter: QueueFilter) => ({
    filter,
    page: await requireAdmin(gateway).orders(filter),
  }),
});

sample({ clock: queueOpened, target: [$asked, queueFx] });
sample({ clock: queueFx, fn: (): LoadStatus => "pending", target: $queueStatus });
const answered = sample({
  clock: queueFx.doneData,
  source: $asked,
  filter: (asked, { filter }) => asked === filter,
  fn: (_, { page }) => page,
});
sample({ clock: answered, target: $queue });
sample({ clock: answered, fn: (): LoadStatus => "ready", target: $queueStatus });
sample({ clock: answered, fn: () => null, target: $queueRefusal });
const failed = sample({
  clock: queueFx.fail,
  source: $asked,
  filter: (asked, { params }) => asked === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: failed, target: $queueRefusal });
sample({ clock: failed, fn: (): LoadStatus => "error", target: $queueStatus });
