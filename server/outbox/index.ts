export { OutboxRepository } from "./outbox.repository.ts";
export { OutboxWorker, retryDelaySeconds, type OutboxHandlers } from "./outbox-worker.ts";
