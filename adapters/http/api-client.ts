import { inject, injectable, optional } from "inversify";
import { create, type Struct } from "superstruct";
import { RequestContext } from "../../application/visitor/visitor.port";

export const ApiConfig = Symbol("ApiConfig");
export interface ApiConfig {
  /** Absolute on the server ("http://127.0.0.1:3000/api/v1/"), "/api/v1/" in the browser. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
}

/** Swaps an expired access token for a fresh pair; false when the session cannot go on. Bound in the browser only. */
export const TokenRenewal = Symbol("TokenRenewal");
export interface TokenRenewal {
  renew(): Promise<boolean>;
}

export type Query = Record<string, string | number | boolean | readonly number[] | undefined>;

/** Statuses retried once for calls without a body (spec section 7). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const GENERIC_ERROR = "an_error_occurred";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** What the server itself said, or "" when the answer carried no message of its own. */
  get serverWords(): string {
    return this.message === GENERIC_ERROR ? "" : this.message;
  }
}

/** The message a failed answer carries: detail, then errors[0].message, then the generic key. */
export function errorMessage(body: unknown): { message: string; code: string | null } {
  if (body && typeof body === "object") {
    const b = body as { detail?: unknown; errors?: { error?: unknown; message?: unknown }[]; message?: unknown };
    if (typeof b.detail === "string") return { message: b.detail, code: null };
    const first = Array.isArray(b.errors) ? b.errors[0] : undefined;
    if (first && typeof first.message === "string") {
      return { message: first.message, code: typeof first.error === "string" ? first.error : null };
    }
    if (typeof b.message === "string") return { message: b.message, code: null };
  }
  return { message: GENERIC_ERROR, code: null };
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = params.toString();
  return `${base}${path}${text ? `?${text}` : ""}`;
}

/** The one client of /api/v1: headers, one retry, error shapes, and every answer checked against the contract. */
@injectable()
export class ApiClient {
  constructor(
    @inject(ApiConfig) private readonly config: ApiConfig,
    @inject(RequestContext) private readonly context: RequestContext,
    @inject(TokenRenewal) @optional() private readonly renewal?: TokenRenewal,
  ) {}

  get<T, S>(path: string, answer: Struct<T, S>, query?: Query): Promise<T> {
    return this.call("GET", path, answer, query);
  }

  send<T, S>(method: "POST" | "PUT" | "DELETE", path: string, answer: Struct<T, S>, body?: unknown): Promise<T> {
    return this.call(method, path, answer, undefined, body);
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": this.context.language() };
    const visitor = this.context.visitorId();
    if (visitor) headers.Fingerprint = visitor;
    const token = this.context.accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (hasBody) headers["Content-Type"] = "application/json";
    return headers;
  }

  private async call<T, S>(method: string, path: string, answer: Struct<T, S>, query?: Query, body?: unknown): Promise<T> {
    const hasBody = body !== undefined;
    const url = buildUrl(this.config.baseUrl, path, query);
    const init: RequestInit = { method, headers: this.headers(hasBody), body: hasBody ? JSON.stringify(body) : undefined };
    let response = await this.config.fetch(url, init);
    if (!hasBody && RETRY_STATUSES.has(response.status)) response = await this.config.fetch(url, init);
    // An expired access token: renew the pair once and repeat the call with the new one (spec section 4).
    const sentToken = Boolean(this.context.accessToken());
    if (response.status === 401 && sentToken && this.renewal && !path.startsWith("auth/") && (await this.renewal.renew())) {
      response = await this.config.fetch(url, { ...init, headers: this.headers(hasBody) });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status >= 400) {
      const { message, code } = errorMessage(json);
      throw new ApiError(response.status, message, code);
    }
    return create(json, answer);
  }
}
