import { createEvent, createStore } from "effector";
import type { AdminGateway } from "./admin.port";

// The back office's port is not among the scope's $deps: its adapter is loaded by the admin pages alone, so
// no byte of it reaches a shopper's pages (docs/decisions/0013-back-office.md).

export const adminGatewayReady = createEvent<AdminGateway>();
export const $adminGateway = createStore<AdminGateway | null>(null, { serialize: "ignore" }).on(
  adminGatewayReady,
  (_, gateway) => gateway,
);

export function requireAdmin(gateway: AdminGateway | null): AdminGateway {
  if (!gateway) throw new Error("The back office was opened before its gateway was ready.");
  return gateway;
}
