import { accountEndpoints } from "./accounts.endpoints.ts";
import { cardEndpoints } from "./cards.endpoints.ts";
import { catalogueEndpoints } from "./catalogue.endpoints.ts";
import { contentEndpoints } from "./content.endpoints.ts";
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from "./endpoint.ts";
import { loyaltyEndpoints } from "./loyalty.endpoints.ts";
import { orderEndpoints } from "./orders.endpoints.ts";

export * from "./endpoint.ts";
export { validate, type Validation, type ValidationFailure } from "./validate.ts";
export { fillPath, toQueryString } from "./url.ts";

/**
 * Every call of /api/v1 (api-contract.md and storefront-spec.md section 7), keyed by a stable name. The
 * storefront validates `answer` at its HTTP adapter; the server validates `params`, `query` and `body` at its
 * routes.
 */
export const endpoints = {
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...orderEndpoints,
  ...cardEndpoints,
  ...contentEndpoints,
  ...loyaltyEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export type Answer<N extends EndpointName> = AnswerOf<Endpoints[N]>;
export type Body<N extends EndpointName> = BodyOf<Endpoints[N]>;
export type Query<N extends EndpointName> = QueryOf<Endpoints[N]>;
export type Params<N extends EndpointName> = ParamsOf<Endpoints[N]>;
