import type { Metrics } from "../platform/metrics.port.ts";
import type { Outbox, OutboxEvents, OutboxSubscriber, OutboxTopic } from "../platform/outbox.port.ts";
import type { Tx } from "../platform/transactions.ts";
import type { OutboxRepository } from "./outbox.repository.ts";

/** Subscribers by name: each module's handlers, under the module's name. */
export type OutboxSubscribers = Record<string, OutboxSubscriber>;

export interface OutboxWorkerOptions {
  /** How often other processes' events are looked for; a commit in this process wakes the worker at once. */
  pollMs?: number;
  batch?: number;
  onError?: (error: unknown, topic: string) => void;
  metrics?: Pick<Metrics, "outboxHandled" | "outboxFailed">;
}

/** 1 s, 2 s, 4 s ... up to an hour between tries of an event whose handler keeps failing. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), 3600);

/**
 * Drains the outbox: claims due events, runs the handler of the event's subscriber, marks it done or puts it
 * back with a growing delay. At least once: an event whose process dies after the handler ran and before
 * `done` runs again after its lease, which is why handlers are idempotent.
 */
export class OutboxWorker implements Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly subscribers = new Map<string, OutboxSubscriber>();

  constructor(
    private readonly repository: OutboxRepository,
    subscribers: OutboxSubscribers,
    private readonly afterCommit: (tx: Tx) => void,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    for (const [name, handlers] of Object.entries(subscribers)) this.subscribe(name, handlers);
  }

  /** Every process subscribes the same modules before it serves, so every writer knows every subscriber. */
  subscribe(name: string, handlers: OutboxSubscriber) {
    if (this.subscribers.has(name)) throw new Error(`outbox subscriber ${name} twice`);
    this.subscribers.set(name, handlers);
  }

  /** The names of the modules subscribed to `topic`. */
  subscribersOf(topic: OutboxTopic): string[] {
    return [...this.subscribers].filter(([, handlers]) => handlers[topic]).map(([name]) => name);
  }

  async add<T extends OutboxTopic>(tx: Tx, topic: T, payload: OutboxEvents[T]): Promise<void> {
    const names = this.subscribersOf(topic);
    // An event nobody handles would wait in the table for ever: a wiring mistake, refused at once.
    if (names.length === 0) throw new Error(`no outbox subscriber for ${topic}`);
    await this.repository.add(tx, topic, names, payload);
    this.afterCommit(tx);
  }

  private handlerOf(topic: string, subscriber: string | null) {
    const name = subscriber ?? this.subscribersOf(topic as OutboxTopic)[0];
    const handlers = name === undefined ? undefined : this.subscribers.get(name);
    return handlers?.[topic as OutboxTopic] as ((payload: unknown) => Promise<void>) | undefined;
  }

  start() {
    const every = this.options.pollMs ?? 1000;
    this.timer = setInterval(() => void this.kick(), every);
    this.timer.unref();
    void this.kick();
  }

  /** Drains now; a kick while a drain runs makes it go round once more. Resolves with the events handled. */
  kick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // A database that fails now (a restart, a lost connection) is tried again at the next poll, never
    // thrown at a caller that only meant to wake the worker.
    this.running = this.drainAll()
      .catch((error: unknown) => {
        this.options.onError?.(error, "outbox");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async drainAll(): Promise<number> {
    let handled = 0;
    do {
      this.again = false;
      for (;;) {
        const n = await this.drainBatch();
        handled += n;
        if (n === 0 || this.stopped) break;
      }
    } while (this.again && !this.stopped);
    return handled;
  }

  private async drainBatch(): Promise<number> {
    const events = await this.repository.claim(this.options.batch ?? 50, [...this.subscribers.keys()]);
    for (const event of events) {
      const handler = this.handlerOf(event.topic, event.subscriber);
      try {
        if (!handler) throw new Error(`no handler of ${event.subscriber ?? "anyone"} for ${event.topic}`);
        await handler(event.payload);
        const seconds = await this.repository.done(event.id);
        this.options.metrics?.outboxHandled(event.topic, seconds);
      } catch (error) {
        this.options.metrics?.outboxFailed(event.topic);
        this.options.onError?.(error, event.topic);
        await this.repository.retryLater(event.id, String(error), retryDelaySeconds(event.attempts));
      }
    }
    return events.length;
  }

  /** Waits for a drain in progress, then stops polling. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
