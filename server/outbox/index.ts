export { OutboxRepository } from "./outbox.repository.ts";
export { OutboxWorker, retryDelaySeconds, type OutboxSubscribers } from "./outbox-worker.ts";
