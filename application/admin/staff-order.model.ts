import { attach, createEvent, createStore, sample } from "effector";
import { refusalOf, type Refusal } from "../shared/refusal";
import { $adminGateway, requireAdmin } from "./admin-gateway.model";
import type { DetailStatus, MoveRequest, StaffOrder } from "./admin.types";

/** An order's page was opened with the route's id (again to retry). */
export const staffOrderOpened = createEvent<number>();
export const moveRequested = createEvent<MoveRequest>();
/** A move's form was opened or closed: the note about the last refusal goes. */
export const moveReset = createEvent();

const local = { serialize: "ignore" } as const;
export const $staffOrder = createStore<StaffOrder | null>(null, local);
export const $staffOrderStatus = createStore<DetailStatus>("idle", local);
export const $moveRefusal = createStore<Refusal | null>(null, local);
/** Counts the moves made, so a move's dialog knows to close. */
export const $movesMade = createStore(0, local);
const $openId = createStore(0, local);

export const staffOrderFx = attach({
  source: $adminGateway,
  effect: (gateway, id: number) => requireAdmin(gateway).order(id),
});
export const moveFx = attach({
  source: { gateway: $adminGateway, id: $openId },
  effect: async ({ gateway, id }, request: MoveRequest) => {
    await requireAdmin(gateway).move(id, request);
    return id;
  },
});
export const $movePending = moveFx.pending;

sample({ clock: staffOrderOpened, target: [$openId, staffOrderFx] });
sample({
  clock: staffOrderOpened,
  source: $staffOrder,
  filter: (order, id) => order?.id !== id,
  fn: () => null,
  target: $staffOrder,
});
sample({ clock: staffOrderOpened, fn: () => null, target: $moveRefusal });
sample({
  clock: staffOrderFx,
  source: $staffOrder,
  // A reload after a move keeps the order in view instead of flashing the skeleton.
  filter: (order, id) => order?.id !== id,
  fn: (): DetailStatus => "pending",
  target: $staffOrderStatus,
});
const answered = sample({
  clock: staffOrderFx.done,
  source: $openId,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
sample({ clock: answered, target: $staffOrder });
sample({ clock: answered, fn: (o): DetailStatus => (o ? "ready" : "missing"), target: $staffOrderStatus });
sample({
  clock: staffOrderFx.fail,
  source: $openId,
  filter: (id, { params }) => id === params,
  fn: (): DetailStatus => "error",
  target: $staffOrderStatus,
});

// One move at a time; after it the order is read again, for its new status, log and moves.
sample({ clock: moveRequested, source: moveFx.pending, filter: (p) => !p, fn: (_, r) => r, target: moveFx });
sample({ clock: [moveFx, moveReset], fn: () => null, target: $moveRefusal });
sample({ clock: moveFx.failData, fn: refusalOf, target: $moveRefusal });
sample({ clock: moveFx.doneData, source: $movesMade, fn: (n) => n + 1, target: $movesMade });
sample({ clock: moveFx.doneData, target: staffOrderFx });
