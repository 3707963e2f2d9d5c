import type { Struct } from "superstruct";
import type { Endpoint } from "./endpoint.ts";
import { isOptional, jsonSchemaOf, type JsonSchema } from "./json-schema.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's structs are of every shape
type AnyStruct = Struct<any, any>;

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
}

/** An OpenAPI 3.1 document as plain data, ready for JSON.stringify. */
export type OpenApiDocument = { openapi: "3.1.0"; paths: Record<string, Record<string, Operation>> } & {
  [key: string]: unknown;
};

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
}

/**
 * The one body of every 4xx and 5xx answer (the server's http/error-body.ts): each of the error shapes of
 * contract/errors.ts at once.
 */
export const ERROR_BODY_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    status_code: { type: "integer", description: "The HTTP status again" },
    detail: { type: "string", description: "The first item's translated text" },
    message: { type: "string", description: "The same text, for clients that read `message`" },
    errors: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: {
          error: {
            type: "string",
            description: "A stable code, e.g. FIELD.REQUIRED",
            examples: ["FIELD.REQUIRED"],
          },
          message: { type: "string", description: "Its text in the request's language" },
          field: { type: "string", description: "The field it concerns, as a dotted path" },
        },
        required: ["error", "message"],
      },
    },
  },
  required: ["status_code", "detail", "message", "errors"],
};

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const ERROR_HEADERS = {
  "x-error-code": { description: "The first item's code", schema: { type: "string" } },
};

function errorResponse(description: string) {
  return { description, headers: ERROR_HEADERS, content: ERROR_CONTENT };
}

const COMPONENTS = {
  schemas: { Error: ERROR_BODY_SCHEMA },
  responses: {
    BadRequest: errorResponse("A parameter, header or body field is missing or wrong (see `errors[].field`)"),
    Unauthorized: errorResponse("No valid access token (`WWW-Authenticate: Bearer`)"),
    Forbidden: errorResponse("The signed-in user's role lacks this call's permission"),
    NotFound: errorResponse("Nothing with this path's id or slug"),
    Error: errorResponse("Any other refusal or failure, in the same body"),
  },
  parameters: {
    AcceptLanguage: {
      name: "Accept-Language",
      in: "header",
      required: false,
      description: "The language of texts and error messages",
      schema: { type: "string", examples: ["ru", "uz", "en"] },
    },
  },
  securitySchemes: {
    bearer: {
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
      description: "The access token from sign-in; it lives 30 minutes and is renewed with the refresh token",
    },
    fingerprint: {
      type: "apiKey",
      in: "header",
      name: "Fingerprint",
      description: "A guest's own id (visitorId), for the guest's basket, likes and story views",
    },
    visitorCookie: {
      type: "apiKey",
      in: "cookie",
      name: "visitorId",
      description: "The guest id the server sets for browsers; the same as the Fingerprint header",
    },
  },
};

const SECURITY: Record<Endpoint["auth"], Record<string, string[]>[]> = {
  none: [],
  required: [{ bearer: [] }],
  // `{}` last: a call without any of them is answered too (a guest with nothing yet).
  optional: [{ bearer: [] }, { fingerprint: [] }, { visitorCookie: [] }, {}],
};

function fieldsOf(struct: AnyStruct | undefined): [string, AnyStruct][] {
  const fields = struct?.schema as Record<string, AnyStruct> | null | undefined;
  return fields && typeof fields === "object" ? Object.entries(fields) : [];
}

function parameter(name: string, where: "path" | "query" | "header", struct: AnyStruct | undefined) {
  const schema = struct ? jsonSchemaOf(struct) : { type: "string" };
  return {
    name,
    in: where,
    required: where === "path" || (struct !== undefined && !isOptional(struct)),
    schema,
    // A list parameter is read both as `a=1,2` and as `a=1&a=2`.
    ...(where === "query" && schema.type === "array" ? { style: "form", explode: true } : {}),
  };
}

function parametersOf(endpoint: Endpoint) {
  const pathFields = new Map(fieldsOf(endpoint.params));
  const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return [
    ...placeholders.map((name) => parameter(name, "path", pathFields.get(name))),
    ...fieldsOf(endpoint.query).map(([name, struct]) => parameter(name, "query", struct)),
    ...fieldsOf(endpoint.headers).map(([name, struct]) => parameter(name, "header", struct)),
    { $ref: "#/components/parameters/AcceptLanguage" },
  ];
}

function requestBodyOf(endpoint: Endpoint) {
  if (!endpoint.body) return undefined;
  const media = endpoint.encoding === "multipart" ? "multipart/form-data" : "application/json";
  // A multipart call takes the same fields as JSON when it carries no file.
  const alsoJson = endpoint.encoding === "multipart" ? ["application/json"] : [];
  const schema = jsonSchemaOf(endpoint.body);
  return {
    required: !isOptional(endpoint.body),
    content: Object.fromEntries([media, ...alsoJson].map((m) => [m, { schema }])),
  };
}

function answerContent(endpoint: Endpoint) {
  return endpoint.answerMedia
    ? { [endpoint.answerMedia]: { schema: { type: "string", contentMediaType: endpoint.answerMedia } } }
    : { "application/json": { schema: jsonSchemaOf(endpoint.answer) } };
}

function responsesOf(endpoint: Endpoint) {
  const takesInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.headers);
  return {
    "2XX": {
      description: "Success: 200, or 201 where the call creates something",
      content: answerContent(endpoint),
    },
    ...(takesInput ? { "400": { $ref: "#/components/responses/BadRequest" } } : {}),
    ...(endpoint.auth !== "none" ? { "401": { $ref: "#/components/responses/Unauthorized" } } : {}),
    ...(endpoint.permission ? { "403": { $ref: "#/components/responses/Forbidden" } } : {}),
    ...(endpoint.params ? { "404": { $ref: "#/components/responses/NotFound" } } : {}),
    default: { $ref: "#/components/responses/Error" },
  };
}

function operationOf(name: string, endpoint: Endpoint): Operation {
  const body = requestBodyOf(endpoint);
  return {
    operationId: name,
    tags: [tagOf(endpoint.path)],
    summary: `${endpoint.method} ${endpoint.path}`,
    ...(endpoint.permission
      ? { description: `The back office's: staff whose role has \`${endpoint.permission}\`.` }
      : {}),
    parameters: parametersOf(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(endpoint),
    security: SECURITY[endpoint.auth],
  };
}

/** The first segment of a call's path ("orders/cart/" -> "orders"): how the reference page groups calls. */
export function tagOf(path: string): string {
  return path.split("/")[0] ?? path;
}

/** "orders/{id}/" -> "/orders/{id}/": the document's paths are relative to its server, /api/v1. */
export function documentPath(path: string): string {
  return `/${path}`;
}

/**
 * The OpenAPI 3.1 document of a registry of calls (contract/endpoints.ts): every path with its parameters,
 * headers, body and answer, the shared error body on every refusal, and each call's authentication.
 */
export function openApiDocument(
  registry: Readonly<Record<string, Endpoint>>,
  info: OpenApiInfo,
): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [name, endpoint] of Object.entries(registry)) {
    const key = documentPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const item = (paths[key] ??= {});
    if (item[method]) throw new Error(`${name}: ${endpoint.method} ${endpoint.path} is registered twice`);
    item[method] = operationOf(name, endpoint);
  }
  const tags = [...new Set(Object.values(registry).map((e) => tagOf(e.path)))].sort();
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/api/v1" }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: COMPONENTS,
  };
}
