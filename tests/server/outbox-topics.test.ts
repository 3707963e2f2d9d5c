import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseTransactor } from "../../server/db/transactor.ts";
import { OUTBOX_TOPICS } from "../../server/platform/outbox.port.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

const SERVER = path.join(import.meta.dirname, "..", "..", "server");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every topic the server's code writes to the outbox, from its `outbox.add(tx, "topic", ...)` calls. */
function publishedTopics(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/outbox\.add\(\s*\w+\s*,\s*"([a-z_.]+)"/g)) {
      const files = found.get(match[1]!) ?? [];
      found.set(match[1]!, [...files, path.relative(SERVER, file)]);
    }
  }
  return found;
}

// A topic nobody writes is dead wiring; one nobody handles would wait in the table for ever.
describe("outbox topics", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 20 });
  });
  afterAll(() => t?.close());

  it("has a publisher in the server's code for every topic, and no publisher of an unknown topic", () => {
    const published = publishedTopics();
    for (const topic of OUTBOX_TOPICS) expect(published.get(topic), topic).toBeDefined();
    expect([...published.keys()].filter((topic) => !(OUTBOX_TOPICS as string[]).includes(topic))).toEqual([]);
  });

  it("has a subscribed module for every topic in the running app", () => {
    for (const topic of OUTBOX_TOPICS)
      expect(t.app.internals.outbox.subscribersOf(topic), topic).not.toEqual([]);
  });

  it("is never named by the composition root: modules subscribe with their own handlers", () => {
    const root = readFileSync(path.join(SERVER, "app.ts"), "utf8");
    for (const topic of OUTBOX_TOPICS) expect(root, topic).not.toContain(`"${topic}"`);
  });

  it("refuses to write an event that no module would handle", async () => {
    const { OutboxWorker } = await import("../../server/outbox/index.ts");
    const lonely = new OutboxWorker(t.app.internals.outboxRepository, {}, () => {});
    const transactor = new DatabaseTransactor(t.app.internals.db);
    await expect(
      transactor.run((tx) => lonely.add(tx, "catalogue.changed", { productIds: [1], kind: "stock" })),
    ).rejects.toThrow(/no outbox subscriber/);
  });
});
