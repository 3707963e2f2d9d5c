import { attach, createEvent, createStore, sample } from "effector";
import { accountCleared } from "../account/session.model";
import { Refused } from "../shared/refusal";
import { $adminGateway, requireAdmin } from "./admin-gateway.model";
import type { StaffMe } from "./admin.types";

/** Where the caller stands at the back office's door. */
export type StaffStatus = "idle" | "pending" | "staff" | "guest" | "forbidden" | "error";

/** A signed-in visitor opened the back office (again to retry). */
export const staffChecked = createEvent();

const local = { serialize: "ignore" } as const;
export const $staff = createStore<StaffMe | null>(null, local);
export const $staffStatus = createStore<StaffStatus>("idle", local);

export const staffMeFx = attach({ source: $adminGateway, effect: (gateway) => requireAdmin(gateway).me() });

sample({ clock: staffChecked, source: staffMeFx.pending, filter: (p) => !p, target: staffMeFx });
sample({ clock: staffMeFx, fn: (): StaffStatus => "pending", target: $staffStatus });
sample({ clock: staffMeFx.doneData, target: $staff });
sample({
  clock: staffMeFx.doneData,
  fn: (me): StaffStatus => (me.permissions.length > 0 ? "staff" : "forbidden"),
  target: $staffStatus,
});
sample({
  clock: staffMeFx.failData,
  fn: (error): StaffStatus =>
    error instanceof Refused && error.status === 403
      ? "forbidden"
      : error instanceof Refused && error.status === 401
        ? "guest"
        : "error",
  target: $staffStatus,
});
sample({ clock: staffMeFx.fail, fn: () => null, target: $staff });
// Another account must never inherit the last one's permissions.
sample({ clock: accountCleared, fn: () => null, target: $staff });
sample({ clock: accountCleared, fn: (): StaffStatus => "idle", target: $staffStatus });
