import type { Infer, Struct } from "superstruct";
import type { StaffPermission } from "../domain/staff.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * none: the server never reads a bearer token (a signed-in client may still send one);
 * optional: a token, when sent, changes the answer (likes, seen stories, the user's basket);
 * required: 401 without a valid token.
 */
export type AuthMode = "none" | "optional" | "required";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds structs of every shape
type AnyStruct = Struct<any, any>;

/** One call of /api/v1. `path` is relative to /api/v1/ and spelled as the contract spells it. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** The `{placeholders}` of `path`. */
  readonly params?: AnyStruct;
  readonly query?: AnyStruct;
  readonly body?: AnyStruct;
  /** How the body travels; JSON unless it carries files. */
  readonly encoding?: "json" | "multipart";
  readonly answer: AnyStruct;
  /** The answer's media type when it is a file (a photo, a spreadsheet), not JSON. */
  readonly answerMedia?: string;
  /** The back office's permission (domain/staff.ts) a staff member needs for this call. */
  readonly permission?: StaffPermission;
  readonly auth: AuthMode;
  /**
   * Request headers of this call besides the ones every call takes (Authorization, Fingerprint,
   * Accept-Language), as a `type({...})` of header names: for the OpenAPI document; the route reads them.
   */
  readonly headers?: AnyStruct;
}

/** Keeps each entry's literal method, path and struct types while checking it is an Endpoint. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(endpoints: T): T {
  return endpoints;
}

type StructOf<E, K extends keyof Endpoint> = E extends { readonly [P in K]: infer S extends AnyStruct }
  ? S
  : never;

export type AnswerOf<E extends Endpoint> = Infer<StructOf<E, "answer">>;
export type BodyOf<E extends Endpoint> = E extends { body: AnyStruct }
  ? Infer<StructOf<E, "body">>
  : undefined;
export type QueryOf<E extends Endpoint> = E extends { query: AnyStruct }
  ? Infer<StructOf<E, "query">>
  : undefined;
export type ParamsOf<E extends Endpoint> = E extends { params: AnyStruct }
  ? Infer<StructOf<E, "params">>
  : undefined;
