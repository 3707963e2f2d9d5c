import { type RequestContext } from "../../application/visitor/visitor.port";
import { readApiError } from "../../contract/error-reading";
import { fillPath, toQueryString } from "../../contract/url";
import type {
  Answer,
  Body,
  BodyOf,
  Endpoint,
  EndpointName,
  Params,
  ParamsOf,
  Query,
  QueryOf,
} from "../../contract/endpoints";
import { routes, type Route } from "../../contract/routes";
import type { ErrorParams } from "../../domain/errors";
import { Refused } from "../../application/shared/refusal";

export const ApiConfig = Symbol("ApiConfig");
export interface ApiConfig {
  /** Absolute on the server ("http://127.0.0.1:3000/api/v1/"), "/api/v1/" in the browser. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /**
   * The answers come from this shop's own routes, which send the contract's answer types already (every
   * server test's `expectAnswer` holds them to it): taken as they are instead of checked and coerced again.
   * Set for a page's render in process (the checks took about a third of its data loading) and for a built
   * tab of our own shop (decision 0046: the checks' code stays out of it). Another backend's answers, and
   * every answer in development and tests, are checked.
   */
  readonly answersShaped?: boolean;
}

/**
 * Swaps an expired access token for a fresh pair; false when the session cannot go on. Bound in the browser
 * only.
 */
export const TokenRenewal = Symbol("TokenRenewal");
export interface TokenRenewal {
  renew(): Promise<boolean>;
}

/** Statuses retried once for calls without a body (spec section 7). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const GENERIC_ERROR = "an_error_occurred";

/** Where our server names the code of a `{detail}` answer (server/http/errors.ts). */
export const ERROR_CODE_HEADER = "x-error-code";

/**
 * The one error of the client: the status, the stable code when the answer carried one, and the server's
 * words.
 */
export class ApiError extends Refused {
  constructor(
    status: number,
    message: string,
    /**
     * `errors[0].error` of the field-error form, or the X-Error-Code of a `{detail}`; null when neither came.
     */
    code: string | null = null,
    /** Values for the code's message, as far as the answer gives them (`errors[0].field`). */
    params?: ErrorParams,
  ) {
    super(status, message, code, params);
    this.name = "ApiError";
  }

  /** What the server itself said, or "" when the answer carried no message of its own. */
  get serverWords(): string {
    return this.message === GENERIC_ERROR ? "" : this.message;
  }
}

export interface ErrorReading {
  message: string;
  code: string | null;
  params?: ErrorParams;
}

/** A failed answer read in the contract's order (detail, errors[0].message, message), with its code. */
export function errorMessage(body: unknown): ErrorReading {
  const read = readApiError(body);
  const fields =
    typeof body === "object" && body !== null ? (body as { code?: unknown; errors?: unknown }) : {};
  const code = read.code ?? (typeof fields.code === "string" && fields.code !== "" ? fields.code : null);
  const first: unknown = Array.isArray(fields.errors) ? fields.errors[0] : undefined;
  const field =
    typeof first === "object" && first !== null ? (first as { field?: unknown }).field : undefined;
  const reading: ErrorReading = { message: read.message ?? GENERIC_ERROR, code };
  if (typeof field === "string" && field !== "") reading.params = { field };
  return reading;
}

type QueryValue = Parameters<typeof toQueryString>[0] extends Readonly<Record<string, infer V>> | undefined
  ? V
  : never;

/** Joins the base URL, a registry path with its placeholders filled, and the query. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return `${base}${path}${toQueryString(query)}`;
}

// ----- what a call by name takes -----

type Loosen<T> = T extends readonly (infer E)[] ? readonly E[] : T;
type QueryInput<Q> = [Q] extends [undefined] ? undefined : { readonly [K in keyof Q]?: Loosen<Q[K]> };
/** Absent when the endpoint has none, optional when `undefined` fits, else required. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/**
 * The placeholders, query and body of a call, typed from the registry entry; `headers` adds a call's own
 * (Idempotency-Key).
 */
export type CallInput<N extends EndpointName> = Field<"params", Params<N>> &
  Field<"query", QueryInput<Query<N>>> &
  Field<"body", Body<N>> & { readonly headers?: Readonly<Record<string, string>> };
/** The same for any registry's entry (the back office's, contract/admin.endpoints.ts). */
export type EndpointInput<E extends Endpoint> = Field<"params", ParamsOf<E>> &
  Field<"query", QueryInput<QueryOf<E>>> &
  Field<"body", BodyOf<E>>;
export type ArgsOf<I> = object extends I ? [input?: I] : [input: I];
type CallArgs<N extends EndpointName> = ArgsOf<CallInput<N>>;
type UrlArgs<N extends EndpointName> = ArgsOf<Omit<CallInput<N>, "body">>;

export interface LooseInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The answer, or null when the server says there is no such thing (404). */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The URL of a registry call: its path with the placeholders filled, and the query as the registry encodes
 * it.
 */
export function endpointUrl<N extends EndpointName>(
  baseUrl: string,
  name: N,
  ...[input]: UrlArgs<N>
): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return buildUrl(baseUrl, fillPath(routes[name][1], params), query);
}

/**
 * The answer as the reader works with it: as sent when the server shapes it (ApiConfig.answersShaped), else
 * checked against the contract, with the checks loaded by the first answer that needs them.
 */
export async function readAnswer<N extends EndpointName>(
  config: ApiConfig,
  name: N,
  json: unknown,
): Promise<Answer<N>> {
  if (config.answersShaped) return json as Answer<N>;
  const { checkAnswer } = await import("./answer-check");
  return checkAnswer(name, json);
}

/**
 * A multipart body: files as they are, lists as `key[0]`, `key[1]`... (the contract's `images[0..3]`), the
 * rest text.
 */
export function formData(body: unknown): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value !== undefined && value !== null)
      form.append(key, value instanceof Blob ? value : String(value));
  };
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) value.forEach((item, i) => append(`${key}[${i}]`, item));
    else append(key, value);
  }
  return form;
}

/**
 * The one client of /api/v1: every call is named in the registry (contract/endpoints.ts), which gives its
 * method, path, query and answer; headers, one retry, one token renewal, the error shapes, and every answer
 * checked against the contract.
 */
export class ApiClient {
  constructor(
    private readonly config: ApiConfig,
    private readonly context: RequestContext,
    private readonly renewal?: TokenRenewal,
  ) {}

  async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>> {
    const [method, path, encoding] = routes[name] as Route;
    const { body, headers: own } = (args[0] ?? {}) as LooseInput;
    const hasBody = body !== undefined;
    const multipart = hasBody && encoding === "multipart";
    const url = endpointUrl(this.config.baseUrl, name, ...(args as UrlArgs<N>));
    const init = (): RequestInit => ({
      method,
      headers: { ...this.headers(hasBody && !multipart), ...own },
      body: !hasBody ? undefined : multipart ? formData(body) : JSON.stringify(body),
    });
    let response = await this.config.fetch(url, init());
    if (!hasBody && RETRY_STATUSES.has(response.status)) response = await this.config.fetch(url, init());
    // An expired access token: renew the pair once and repeat the call with the new one (spec section 4).
    const sentToken = Boolean(this.context.accessToken());
    if (
      response.status === 401 &&
      sentToken &&
      this.renewal &&
      !path.startsWith("auth/") &&
      (await this.renewal.renew())
    ) {
      response = await this.config.fetch(url, init());
    }
    const json = await readJson(response);
    if (response.status >= 400) {
      const { message, code, params } = errorMessage(json);
      // RFC 9110's Retry-After is how the server says the wait of a 429 ("a new code in n s").
      const wait = Number(response.headers.get("retry-after"));
      const withWait = wait > 0 && Number.isInteger(wait) ? { ...params, seconds: wait } : params;
      // A `{detail}` answer keeps the contract's shape and names its code in a header beside it.
      throw new ApiError(response.status, message, code ?? response.headers.get(ERROR_CODE_HEADER), withWait);
    }
    return readAnswer(this.config, name, json);
  }

  private headers(json: boolean): Record<string, string> {
    const headers = requestHeaders(this.context, json);
    const visitor = this.context.visitorId();
    if (visitor) headers.Fingerprint = visitor;
    return headers;
  }
}

/** What every call to our server carries: JSON, the page's language and the signed-in user's token. */
export function requestHeaders(context: RequestContext, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": context.language(),
  };
  const token = context.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers["Content-Type"] = "application/json";
  return headers;
}

/** The body as JSON, or null when it is empty or not JSON (a proxy's error page). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
