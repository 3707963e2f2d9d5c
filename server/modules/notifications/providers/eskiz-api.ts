/**
 * Eskiz's HTTP API (https://notify.eskiz.uz/api) as far as this shop uses it. Every call is a form post, as in
 * Eskiz's own documentation; a token is a bearer token from `auth/login` that lives about 30 days.
 *
 * - `POST auth/login` {email, password} -> `{message, data: {token}, token_type: "bearer"}`; 401 on bad ones
 * - `PATCH auth/refresh` (bearer) -> the same shape with a new token
 * - `POST message/sms/send` (bearer) {mobile_phone: "998901234567", message, from, callback_url?}
 *   -> `{id, message: "Waiting for SMS provider", status: "waiting"}`; 401 when the token has expired, 4xx
 *   with `{message}` when refused (e.g. a text that matches no approved template)
 */
export interface EskizWire {
  /** Without a trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
  /** A hung connection must not hold the outbox's handler forever: it fails and the event is tried again. */
  timeoutMs: number;
}

export type EskizStep = "login" | "refresh" | "send";

/** Eskiz answered, and said no; `reason` is Eskiz's own message. */
export class EskizRefusal extends Error {
  constructor(
    readonly step: EskizStep,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Eskiz refused the ${step} (HTTP ${status}): ${reason}`);
    this.name = "EskizRefusal";
  }
}

export interface EskizSmsFields {
  mobile_phone: string;
  message: string;
  from: string;
  callback_url?: string;
}

export type EskizAnswer = { ok: true } | { ok: false; status: number; reason: string };

async function call(
  wire: EskizWire,
  step: EskizStep,
  path: string,
  init: { method: string; token?: string; fields?: Record<string, string> },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: FormData | undefined;
  if (init.fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(init.fields)) body.append(name, value);
  }
  try {
    return await wire.fetch(`${wire.baseUrl}/${path}`, {
      method: init.method,
      headers,
      body,
      signal: AbortSignal.timeout(wire.timeoutMs),
    });
  } catch (error) {
    // Named by step, so the outbox's last_error says which call could not reach Eskiz.
    throw new Error(`Eskiz ${step} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Eskiz's `message` (a sentence, or a field-by-field object on a validation error), else the raw body. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = body.message ?? body.error;
    if (typeof said === "string" && said) return said;
    if (said) return JSON.stringify(said);
  } catch {
    // Not JSON (a proxy's error page): the text itself is the best reason there is.
  }
  return text.slice(0, 300) || response.statusText || "no reason given";
}

async function tokenOf(step: EskizStep, response: Response): Promise<string> {
  if (!response.ok) throw new EskizRefusal(step, response.status, await reasonOf(response));
  const body = (await response.json()) as { data?: { token?: unknown } };
  const token = body.data?.token;
  if (typeof token !== "string" || !token)
    throw new EskizRefusal(step, response.status, "no token in answer");
  return token;
}

export async function eskizLogin(wire: EskizWire, email: string, password: string): Promise<string> {
  return tokenOf(
    "login",
    await call(wire, "login", "auth/login", { method: "POST", fields: { email, password } }),
  );
}

/** A new token for one about to expire or just expired; rejects when Eskiz will not renew it. */
export async function eskizRefresh(wire: EskizWire, token: string): Promise<string> {
  return tokenOf("refresh", await call(wire, "refresh", "auth/refresh", { method: "PATCH", token }));
}

export async function eskizSend(
  wire: EskizWire,
  token: string,
  fields: EskizSmsFields,
): Promise<EskizAnswer> {
  const { callback_url, ...required } = fields;
  const form: Record<string, string> = callback_url ? { ...required, callback_url } : required;
  const response = await call(wire, "send", "message/sms/send", { method: "POST", token, fields: form });
  if (!response.ok) return { ok: false, status: response.status, reason: await reasonOf(response) };
  // A 200 that says "error" is a refusal all the same; a body that is not JSON counts as taken, as 200 says.
  const body = (await response.json().catch(() => ({}))) as { status?: unknown; message?: unknown };
  if (body.status === "error") return { ok: false, status: response.status, reason: String(body.message) };
  return { ok: true };
}
