import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Metrics, PaymentOutcome } from "../../platform/metrics.port.ts";
import { clusterScrape } from "./cluster-metrics.ts";

/** The outbox's backlog as the database sees it: events not yet handled, and the age of the oldest. */
export interface OutboxBacklog {
  pending: number;
  /** Null when nothing waits. */
  oldestSeconds: number | null;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The Metrics port and the HTTP server's timings in prom-client, on a registry of this app's own: tests build
 * several apps in one process, and the library's global registry would refuse the second app's metrics.
 */
export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<"method" | "route" | "status_class">;
  private readonly orders: Counter<"payment_type" | "delivery">;
  private readonly payments: Counter<"provider" | "outcome">;
  private readonly refusals: Counter<"provider" | "operation" | "refusal">;
  private readonly sms: Counter<"provider" | "purpose" | "result">;
  private readonly outboxDelay: Histogram<"topic">;
  private readonly outboxFailures: Counter<"topic">;

  /** Set in a cluster worker: a scrape answers with every worker's numbers added up (cluster-metrics.ts). */
  private readonly scrapeCluster?: () => Promise<{ contentType: string; body: string }>;

  constructor(
    options: {
      backlog?: () => Promise<OutboxBacklog>;
      defaultMetrics?: boolean;
      clusterWorker?: boolean;
    } = {},
  ) {
    const registers = [this.registry];
    if (options.clusterWorker) this.scrapeCluster = clusterScrape(this.registry);
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by the matched route's pattern",
      labelNames: ["method", "route", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.orders = new Counter({
      name: "shop_orders_placed_total",
      help: "Orders placed, by payment type and delivery kind",
      labelNames: ["payment_type", "delivery"],
      registers,
    });
    this.payments = new Counter({
      name: "shop_payments_total",
      help: "Provider transactions that changed state for good: performed, cancelled before, or refunded after",
      labelNames: ["provider", "outcome"],
      registers,
    });
    this.refusals = new Counter({
      name: "shop_payment_refusals_total",
      help: "Provider calls refused, by use case and provider-neutral reason",
      labelNames: ["provider", "operation", "refusal"],
      registers,
    });
    this.sms = new Counter({
      name: "shop_sms_total",
      help: "Texts handed to the SMS provider (result=sent) or refused by it (result=failed)",
      labelNames: ["provider", "purpose", "result"],
      registers,
    });
    this.outboxDelay = new Histogram({
      name: "shop_outbox_delay_seconds",
      help: "Time from an outbox event's writing to its handling, retries included",
      labelNames: ["topic"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 1800, 3600],
      registers,
    });
    this.outboxFailures = new Counter({
      name: "shop_outbox_failures_total",
      help: "Outbox handler failures; the event is tried again later",
      labelNames: ["topic"],
      registers,
    });
    const backlog = options.backlog;
    if (backlog) {
      // Read from the database at scrape time, so it counts every process's events, stuck ones included; a
      // database that does not answer shows as NaN rather than failing the whole scrape.
      const read = () => backlog().catch(() => null);
      new Gauge({
        name: "shop_outbox_pending_events",
        help: "Outbox events not yet handled (shared by every process on the database)",
        registers,
        // Every worker reads the same table: an instance's scrape takes one reading, not their sum.
        aggregator: "max",
        async collect() {
          const now = await read();
          this.set(now ? now.pending : Number.NaN);
        },
      });
      new Gauge({
        name: "shop_outbox_oldest_pending_seconds",
        help: "Age of the oldest outbox event not yet handled; 0 when none waits",
        registers,
        aggregator: "max",
        async collect() {
          const now = await read();
          this.set(now ? (now.oldestSeconds ?? 0) : Number.NaN);
        },
      });
    }
  }

  /** One answered request; `route` is the route's pattern, or null when no route matched. */
  requestServed(method: string, route: string | null, status: number, seconds: number) {
    this.requests.observe(
      {
        method: METHODS.has(method) ? method : "OTHER",
        route: route ?? "unmatched",
        status_class: `${Math.floor(status / 100)}xx`,
      },
      seconds,
    );
  }

  async scrape(): Promise<{ contentType: string; body: string }> {
    if (this.scrapeCluster) return this.scrapeCluster();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  orderPlaced(paymentType: string, delivery: string) {
    this.orders.inc({ payment_type: paymentType, delivery });
  }

  paymentSettled(provider: string, outcome: PaymentOutcome) {
    this.payments.inc({ provider, outcome });
  }

  paymentRefused(provider: string, operation: string, refusal: string) {
    this.refusals.inc({ provider, operation, refusal });
  }

  smsSent(provider: string, purpose: string) {
    this.sms.inc({ provider, purpose, result: "sent" });
  }

  smsFailed(provider: string, purpose: string) {
    this.sms.inc({ provider, purpose, result: "failed" });
  }

  outboxHandled(topic: string, seconds: number) {
    this.outboxDelay.observe({ topic }, Math.max(seconds, 0));
  }

  outboxFailed(topic: string) {
    this.outboxFailures.inc({ topic });
  }
}
