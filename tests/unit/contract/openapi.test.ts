import { describe, expect, it } from "vitest";
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  optional,
  record,
  size,
  string,
  type,
  unknown,
} from "superstruct";
import { defineEndpoints, endpoints } from "../../../contract/index.ts";
import {
  atMost,
  EmptyBody,
  IdParams,
  IntFromText,
  MoneyString,
  password,
  Phone9,
  PhotoUploads,
  commaList,
  optionalParam,
} from "../../../contract/common.ts";
import { jsonSchemaOf } from "../../../contract/json-schema.ts";
import { openApiDocument, type Operation } from "../../../contract/openapi.ts";
import { union } from "../../../contract/union.ts";

const INFO = { title: "test", version: "1" };

const registry = defineEndpoints({
  thingCreate: {
    method: "POST",
    path: "things/",
    body: type({
      name: atMost(string(), 20),
      phone: Phone9,
      note: optional(string()),
      owner: nullable(integer()),
      kind: enums(["brick", "sand"]),
      price: MoneyString,
      password: password(8),
    }),
    answer: type({ id: integer(), state: literal("new") }),
    auth: "required",
  },
  thingsList: {
    method: "GET",
    path: "things/",
    query: type({ page: optionalParam(IntFromText), ids: optionalParam(commaList(IntFromText)) }),
    answer: array(type({ id: integer(), label: nullable(union([string(), type({ default: string() })])) })),
    auth: "optional",
  },
  thingDetail: {
    method: "GET",
    path: "things/{id}/",
    params: IdParams,
    answer: type({ tags: record(string(), boolean()) }),
    auth: "none",
  },
  thingPhotos: {
    method: "PUT",
    path: "things/{id}/photos/",
    params: IdParams,
    body: type({ images: PhotoUploads }),
    encoding: "multipart",
    answer: unknown(),
    auth: "required",
  },
  thingPing: { method: "POST", path: "ping", body: EmptyBody, answer: unknown(), auth: "none" },
});

const doc = openApiDocument(registry, INFO);

function op(path: string, method: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

function bodySchema(operation: Operation, media = "application/json"): Schema {
  const body = operation.requestBody as { content: Record<string, { schema: Schema }> };
  return body.content[media]?.schema as Schema;
}

function answerSchema(operation: Operation): Schema {
  const ok = operation.responses["2XX"] as { content: { "application/json": { schema: Schema } } };
  return ok.content["application/json"].schema;
}

function param(operation: Operation, name: string) {
  return (operation.parameters as { name?: string }[]).find((p) => p.name === name) as Record<
    string,
    unknown
  >;
}

describe("openApiDocument", () => {
  it("is OpenAPI 3.1 with the paths relative to /api/v1 and one operation per call", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api/v1" }]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/ping",
      "/things/",
      "/things/{id}/",
      "/things/{id}/photos/",
    ]);
    expect(Object.keys(doc.paths["/things/"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(op("/things/", "post").operationId).toBe("thingCreate");
  });

  it("lists a required body field in `required` and leaves an optional one out", () => {
    const body = bodySchema(op("/things/", "post"));
    expect(body.required).toEqual(["name", "phone", "owner", "kind", "price", "password"]);
    expect(body.required).not.toContain("note");
    expect(body.properties?.owner).toEqual({ type: ["integer", "null"] });
  });

  it("says the limits of text: lengths, patterns, money", () => {
    const fields = bodySchema(op("/things/", "post")).properties ?? {};
    expect(fields.name).toEqual({ type: "string", maxLength: 20 });
    expect(fields.phone).toEqual({ type: "string", pattern: "^\\d{9}$" });
    expect(fields.password).toMatchObject({ type: "string", minLength: 8, maxLength: 128 });
    expect(fields.price).toMatchObject({ type: "string", pattern: "^\\d{1,15}(\\.\\d{1,2})?$" });
    expect(new RegExp(String(fields.price?.pattern)).test("125000.00")).toBe(true);
  });

  it("turns enums into `enum` and literals into `const`", () => {
    expect(bodySchema(op("/things/", "post")).properties?.kind).toEqual({
      type: "string",
      enum: ["brick", "sand"],
    });
    expect(answerSchema(op("/things/", "post")).properties?.state).toEqual({ type: "string", const: "new" });
    expect(jsonSchemaOf(enums([1, 2, 3]))).toEqual({ type: "integer", enum: [1, 2, 3] });
  });

  it("marks an optional query parameter not required, and a path parameter required", () => {
    const list = op("/things/", "get");
    expect(param(list, "page")).toMatchObject({ in: "query", required: false, schema: { type: "integer" } });
    expect(param(list, "ids")).toMatchObject({ in: "query", required: false, schema: { type: "array" } });
    expect(param(op("/things/{id}/", "get"), "id")).toMatchObject({
      in: "path",
      required: true,
      schema: { type: "integer", format: "int32" },
    });
    expect(param(list, "Accept-Language")).toBeUndefined();
    expect(list.parameters).toContainEqual({ $ref: "#/components/parameters/AcceptLanguage" });
  });

  it("describes unions by their members, nullable ones with null, and records by their values", () => {
    const item = (answerSchema(op("/things/", "get")).items as Schema).properties ?? {};
    expect(item.label).toEqual({
      anyOf: [
        { type: "string" },
        { type: "object", properties: { default: { type: "string" } }, required: ["default"] },
        { type: "null" },
      ],
    });
    expect(answerSchema(op("/things/{id}/", "get")).properties?.tags).toEqual({
      type: "object",
      additionalProperties: { type: "boolean" },
    });
  });

  it("sends files as multipart/form-data binaries, at most as many as the contract allows", () => {
    const photos = bodySchema(op("/things/{id}/photos/", "put"), "multipart/form-data");
    expect(photos.properties?.images).toMatchObject({
      type: "array",
      maxItems: 4,
      items: { type: "string", format: "binary" },
    });
    expect(jsonSchemaOf(size(array(string()), 1, 3))).toEqual({
      type: "array",
      items: { type: "string" },
      minItems: 1,
      maxItems: 3,
    });
  });

  it("makes a body optional when the call may send nothing", () => {
    expect(op("/ping", "post").requestBody).toMatchObject({ required: false });
    expect(op("/things/", "post").requestBody).toMatchObject({ required: true });
  });

  it("asks a bearer token where auth is required, and takes a guest's fingerprint where optional", () => {
    expect(op("/things/", "post").security).toEqual([{ bearer: [] }]);
    expect(op("/things/", "get").security).toEqual([
      { bearer: [] },
      { fingerprint: [] },
      { visitorCookie: [] },
      {},
    ]);
    expect(op("/things/{id}/", "get").security).toEqual([]);
    expect(doc.components).toMatchObject({
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    });
  });

  it("answers every refusal with the shared error body", () => {
    expect(op("/things/", "post").responses).toMatchObject({
      "400": { $ref: "#/components/responses/BadRequest" },
      "401": { $ref: "#/components/responses/Unauthorized" },
      default: { $ref: "#/components/responses/Error" },
    });
    expect(op("/things/{id}/", "get").responses).toMatchObject({
      "404": { $ref: "#/components/responses/NotFound" },
    });
    expect(op("/things/{id}/", "get").responses["401"]).toBeUndefined();
    const components = doc.components as Record<string, Record<string, Record<string, unknown>>>;
    for (const response of Object.values(components.responses ?? {})) {
      expect(response).toMatchObject({
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      });
    }
    expect(components.schemas?.Error).toMatchObject({
      required: ["status_code", "detail", "message", "errors"],
      properties: { errors: { items: { required: ["error", "message"] } } },
    });
  });

  it("refuses a registry with two calls on one method and path", () => {
    const twice = {
      a: { method: "GET", path: "x/", answer: unknown(), auth: "none" },
      b: { method: "GET", path: "x/", answer: unknown(), auth: "none" },
    } as const;
    expect(() => openApiDocument(twice, INFO)).toThrow(/registered twice/);
  });
});

/** Every `$ref` in the document, each with where it was found. */
function refsIn(value: unknown, at = "#"): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === "$ref" && typeof v === "string" ? [[at, v] as [string, string]] : refsIn(v, `${at}/${k}`),
  );
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Every schema object in the document (anything holding a `type`, `anyOf` or `enum`). */
function schemasIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(schemasIn);
  if (typeof value !== "object" || value === null) return [];
  const self = value as Record<string, unknown>;
  return [self, ...Object.values(self).flatMap(schemasIn)];
}

describe("the document of contract/endpoints.ts", () => {
  const full = openApiDocument(endpoints, INFO);
  const operations = Object.entries(full.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  it("has one operation per call, named as the registry names it", () => {
    expect(operations.map((o) => o.operation.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, e] of Object.entries(endpoints)) {
      expect(full.paths[`/${e.path}`]?.[e.method.toLowerCase()]?.operationId).toBe(name);
    }
  });

  it("declares every placeholder of a path as a required path parameter", () => {
    for (const { path, operation } of operations) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = (operation.parameters as { in?: string; name?: string; required?: boolean }[]).filter(
        (p) => p.in === "path",
      );
      expect(inPath.map((p) => p.name)).toEqual(placeholders);
      expect(inPath.every((p) => p.required)).toBe(true);
    }
  });

  it("resolves every $ref", () => {
    for (const [at, ref] of refsIn(full)) expect(resolve(full, ref), `${at}: ${ref}`).toBeDefined();
  });

  it("maps every struct the contract uses (no kind left unknown, every union with its members)", () => {
    const unknownKinds = schemasIn(full.paths).filter(
      (s) => typeof s.description === "string" && /^\(.*\)$/.test(s.description),
    );
    expect(unknownKinds).toEqual([]);
    expect(schemasIn(full.paths).filter((s) => Array.isArray(s.anyOf) && s.anyOf.length === 0)).toEqual([]);
  });

  it("documents checkout's Idempotency-Key header", () => {
    const checkout = full.paths["/orders/order/"]?.post;
    expect(checkout?.parameters).toContainEqual({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{1,100}$" },
    });
  });

  it("stays small enough to serve whole", () => {
    expect(JSON.stringify(full).length).toBeLessThan(1_000_000);
  });
});
