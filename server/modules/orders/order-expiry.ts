import type { ExpireOrders } from "./expire-orders.ts";

/**
 * The unpaid-order timeout's runner: every process polls, `ExpireOrders.expireDue` claims due rows with
 * FOR UPDATE SKIP LOCKED, so each order is cancelled once whichever process gets it. The rows are in the
 * database, so a restart loses none; a poll that fails is tried again at the next one.
 */
export class OrderExpiryPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly orders: ExpireOrders,
    private readonly options: { everyMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  start() {
    this.timer = setInterval(() => void this.poll(), this.options.everyMs ?? 30_000);
    this.timer.unref();
  }

  poll(): Promise<unknown> {
    this.running ??= this.orders
      .expireDue()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
