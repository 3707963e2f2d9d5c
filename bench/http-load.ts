import http from "node:http";

// The load side the benches share: timed keep-alive HTTP calls, a bounded pool of workers, percentiles.

export interface Answer {
  status: number;
  code: string | null;
  body: string;
  /** From the moment the request had a connection to the last byte of the answer. */
  ms: number;
}

/**
 * Timed HTTP calls to the shop on `port` over at most `sockets` kept-alive connections; `prefix` goes before
 * each call's path.
 */
export function caller(port: number, sockets: number, prefix = "") {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const call = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      let start = 0;
      const req = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          method,
          path: `${prefix}${url}`,
          headers: {
            "accept-language": "ru",
            ...(payload ? { "content-type": "application/json" } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              code: (res.headers["x-error-code"] as string | undefined) ?? null,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - start,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("socket", () => (start = performance.now()));
      req.on("error", reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

/** Runs `fn` over `items`, `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (ms: number) => Math.round(ms * 10) / 10;
