import { once } from "node:events";
import { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

const TIMEOUT_MS = 800;
const DRIP_MS = 100;

/**
 * A client that opens a connection and then sends `chunks` one every DRIP_MS, for as long as the socket
 * stays open; resolves with how long the server let it live and what it answered.
 */
async function drip(port: number, head: string, chunks: () => string | null) {
  const socket = new Socket();
  socket.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const started = Date.now();
  socket.write(head);
  let answer = "";
  socket.on("data", (data: Buffer) => (answer += data.toString("latin1")));
  socket.on("error", () => {});
  const timer = setInterval(() => {
    const next = chunks();
    if (next !== null && !socket.destroyed) socket.write(next);
  }, DRIP_MS);
  // Far past the timeout: a server without one would keep the socket for the whole drip.
  const deadline = setTimeout(() => socket.destroy(new Error("still open")), TIMEOUT_MS * 6);
  try {
    const [hadError] = (await once(socket, "close")) as [boolean];
    return {
      ms: Date.now() - started,
      answer,
      closedByUs: hadError && socket.errored?.message === "still open",
    };
  } finally {
    clearInterval(timer);
    clearTimeout(deadline);
  }
}

describe("a client that sends its request a byte at a time", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 20, env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("is cut off while dripping the body", async () => {
    const head =
      "POST /api/v1/content/application/ HTTP/1.1\r\nHost: localhost\r\n" +
      "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    let sent = 0;
    const result = await drip(port, head, () => (sent++ < 1000 ? " " : null));
    expect(result.closedByUs).toBe(false);
    expect(result.ms).toBeLessThan(TIMEOUT_MS * 3);
    expect(sent).toBeLessThan(1000);
    if (result.answer) expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("is cut off while dripping the headers", async () => {
    let n = 0;
    const result = await drip(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n", () => `X-${n++}: a\r\n`);
    expect(result.closedByUs).toBe(false);
    expect(result.ms).toBeLessThan(TIMEOUT_MS * 3);
    if (result.answer) expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("still serves a request that arrives in time", async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/products/?size=1`);
    expect(r.status).toBe(200);
  });
});
