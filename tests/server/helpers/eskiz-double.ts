import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One text as the double received it, with the token it came with. */
export interface ReceivedSms {
  mobile_phone: string;
  message: string;
  from: string;
  callback_url?: string;
  token: string;
}

/**
 * A local HTTP server that plays Eskiz (notify.eskiz.uz/api) closely enough to test the adapter over real
 * sockets: form bodies, bearer tokens, 401 on an expired token, refusals with Eskiz's `{message}`.
 */
export interface EskizDouble {
  /** To give the adapter as its base URL, e.g. http://127.0.0.1:40123/api */
  readonly baseUrl: string;
  /** Every request as "METHOD /path", in order. */
  readonly calls: string[];
  readonly sent: ReceivedSms[];
  /** The form fields each login came with, so a test can check their names. */
  readonly logins: Record<string, string>[];
  credentials: { email: string; password: string };
  /** Whether auth/refresh renews an expired token (Eskiz does while it still knows the token). */
  refreshWorks: boolean;
  /** Expires every token issued so far: the next call with one answers 401. */
  expireTokens(): void;
  /** The next `times` sends answer `status` with `{message}` instead of being taken. */
  refuseSends(status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

const SENDER_ID = /^[A-Za-z0-9 ._-]{1,11}$/;

async function formOf(request: IncomingMessage): Promise<Record<string, string> | null> {
  const type = request.headers["content-type"] ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  // The platform's own form parser, the one fetch uses, reads both encodings Eskiz accepts.
  const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function startEskizDouble(
  credentials = { email: "shop@example.uz", password: "s3cret" },
): Promise<EskizDouble> {
  const valid = new Set<string>();
  const issued = new Set<string>();
  let tokens = 0;
  let refusals: { status: number; message: string; left: number } | null = null;
  const issue = () => {
    const token = `token-${++tokens}`;
    valid.add(token);
    issued.add(token);
    return { message: "token_generated", data: { token }, token_type: "bearer" };
  };
  const bearerOf = (request: IncomingMessage) =>
    /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";

  const double: Omit<EskizDouble, "baseUrl" | "close"> = {
    calls: [],
    sent: [],
    logins: [],
    credentials,
    refreshWorks: true,
    expireTokens: () => valid.clear(),
    refuseSends: (status, message, times = 1) => {
      refusals = { status, message, left: times };
    },
  };

  const server = createServer((request, response) => {
    void (async () => {
      const route = `${request.method} ${request.url}`;
      double.calls.push(route);
      const form = await formOf(request);
      if (route === "POST /api/auth/login") {
        if (!form) return answer(response, 400, { message: "Expected a form", status: "error" });
        double.logins.push(form);
        const { email, password } = double.credentials;
        if (form.email !== email || form.password !== password)
          return answer(response, 401, { message: "Invalid email or password", status: "error" });
        return answer(response, 200, issue());
      }
      if (route === "PATCH /api/auth/refresh") {
        const token = bearerOf(request);
        if (!double.refreshWorks || !issued.has(token))
          return answer(response, 401, { message: "Token cannot be refreshed", status: "error" });
        valid.delete(token);
        return answer(response, 200, issue());
      }
      if (route === "POST /api/message/sms/send") {
        const token = bearerOf(request);
        if (!valid.has(token)) return answer(response, 401, { message: "Expired", status: "token-invalid" });
        if (refusals && refusals.left > 0) {
          refusals.left -= 1;
          return answer(response, refusals.status, { message: refusals.message, status: "error" });
        }
        if (
          !form ||
          !/^998\d{9}$/.test(form.mobile_phone ?? "") ||
          !form.message ||
          !SENDER_ID.test(form.from ?? "")
        )
          return answer(response, 422, { message: { fields: form }, status: "error" });
        const { callback_url } = form;
        const received = { mobile_phone: form.mobile_phone!, message: form.message, from: form.from!, token };
        double.sent.push(callback_url ? { ...received, callback_url } : received);
        return answer(response, 200, {
          id: `sms-${double.sent.length}`,
          message: "Waiting for SMS provider",
          status: "waiting",
        });
      }
      answer(response, 404, { message: "Not found" });
    })().catch((error: unknown) => answer(response, 500, { message: String(error) }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  });
}
