import type { FastifyReply, FastifyRequest } from "fastify";
import type { Answer, Body, EndpointName, Endpoints, Params, Query } from "../../contract/index.ts";
import type { ErrorCode } from "../../domain/errors.ts";
import type { Language } from "../../domain/language.ts";
import type { PageRequest, paginate } from "./pagination.ts";

/**
 * Calls whose contract says `auth: "required"` get the signed-in user's id; `auth: "optional"` ones get it
 * when a bearer token came, else null (a guest); `auth: "none"` ones get null.
 */
export type UserIdOf<N extends EndpointName> = Endpoints[N]["auth"] extends "required"
  ? number
  : Endpoints[N]["auth"] extends "optional"
    ? number | null
    : null;

/** What a module's handler gets: the checked request of one contract call. */
export interface RouteContext<N extends EndpointName> {
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  params: Params<N>;
  query: Query<N>;
  body: Body<N>;
  /** "u:<id>" for a signed-in user, "f:<fingerprint>" for a guest, null when neither came. */
  owner: string | null;
  userId: UserIdOf<N>;
  /** The signed-in session (refresh-token family) when the bearer token names one; null otherwise. */
  sessionId: string | null;
  /**
   * The origin the shop is known by for this request (http/public-origin.ts: PUBLIC_URL, else a trusted
   * proxy's forwarded host); "" when neither says.
   */
  origin: string;
  /** The contract's page shape, with links to the neighbouring pages of this request. */
  paginate<T>(results: T[], total: number, page: PageRequest): ReturnType<typeof paginate<T>>;
}

/** A file of a multipart body, read into memory within the limits of http/multipart.ts. */
export interface ReceivedFile {
  readonly filename: string;
  readonly mimetype: string;
  readonly size: number;
  readonly bytes: Buffer;
}

/**
 * How the contract's refusal of one field is told in the domain's own words: the code for a missing value
 * and for a wrong one (FIELD.REQUIRED and FIELD.INVALID when absent), and the field to name (the failing
 * path when absent, e.g. `images.1`).
 */
export interface FieldRefusal {
  readonly required?: ErrorCode;
  readonly invalid?: ErrorCode;
  readonly field?: string;
}

export interface RouteOptions<A = unknown> {
  /** Seconds shared caches may keep the answer; 0 or undefined: the answer is not cached anywhere. */
  maxAge?: number;
  /** The answer holds product cards whose is_liked depends on the owner. */
  cards?: boolean;
  /** The answer is one person's (tokens), though the call needs no token: no cache may keep it. */
  personal?: boolean;
  /**
   * The call checks or sends a secret (a password, a code): it draws on the client address's per-minute
   * budget (http/address-limit.ts).
   */
  guarded?: boolean;
  /**
   * The call leaves a message for the back office (feedback, a bug report with photos) and needs no account:
   * it draws on the client address's hourly inbox budget instead.
   */
  inbox?: boolean;
  /**
   * Rewrites the raw body, JSON or multipart, before the contract checks it (e.g. a phone typed with its
   * mask, the `images[0]`..`images[3]` parts of a form gathered into `images`).
   */
  normaliseBody?: (body: unknown) => unknown;
  /** Field paths (a list's items as `images.*`) whose refusal by the contract has a code of its own. */
  refusals?: Readonly<Record<string, FieldRefusal>>;
  /**
   * For a caller with an owner (a user or a guest's fingerprint): the shared (maybe cached) answer with that
   * owner's own marks in it (the stories they have seen), as a copy that then goes out private; null when
   * they have none and the shared answer serves as it is.
   */
  ownMarks?: (answer: A, owner: string) => Promise<A | null>;
  /**
   * For a signed-in caller: the shared (maybe cached) answer with this user's own facts in it (whether they
   * may review the product). Must return a copy; the answer then goes out private.
   */
  personalise?: (answer: A, userId: number) => Promise<A>;
}

/**
 * One contract call as a module declares it. The handler returns the answer or raises a Failure
 * (platform/failure.ts) made from its service's error value; http/api-route.ts registers it with Fastify.
 */
export interface RouteDef<N extends EndpointName = EndpointName> {
  readonly name: N;
  readonly handle: (ctx: RouteContext<N>) => Promise<Answer<N>>;
  readonly options: RouteOptions<Answer<N>>;
}

export function route<N extends EndpointName>(
  name: N,
  handle: (ctx: RouteContext<N>) => Promise<Answer<N>>,
  options: RouteOptions<Answer<N>> = {},
): RouteDef<N> {
  return { name, handle, options };
}

/** A module's calls. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds routes of every call
export type RouteTable = readonly RouteDef<any>[];
